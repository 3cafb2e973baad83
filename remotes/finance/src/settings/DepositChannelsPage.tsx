import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { DEPOSIT_MODE, type DepositChannel, type DepositChannelSaveInput, depositChannelSave } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FieldRow,
  FormDialog,
  OptionBadge,
  type RowAction,
  SelectField,
  SwitchField,
  TextField,
  useOptions,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LuPencil, LuPower, LuPowerOff } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useDeleteDepositChannel, useDepositChannels, useSaveDepositChannel } from './api';
import { BlockchainList, useBlockchainRoute } from './BlockchainList';
import { FlagBadge } from './components';

type Editing = { channel: DepositChannel | null } | null;

function formValues(settingId: number, c: DepositChannel | null): DepositChannelSaveInput {
  if (!c)
    return {
      depositSettingId: settingId,
      blockChain: '',
      depositMode: String(DEPOSIT_MODE.fixedAddress),
      activation: 1,
      address1: '',
      address2: '',
    };
  return {
    id: c.id,
    depositSettingId: settingId,
    blockChain: c.blockChain,
    depositMode: String(c.depositMode),
    activation: c.activation,
    address1: c.address1 ?? '',
    address2: c.address2 ?? '',
  };
}

/** The addresses: required for a fixed-address channel, unused by a third-party wallet channel. */
function AddressFields() {
  const { t } = useAreaTranslation();
  const mode = Number(useWatch({ name: 'depositMode' }));
  const fixed = mode === DEPOSIT_MODE.fixedAddress;
  return (
    <>
      <TextField
        name="address1"
        label={t('settings.field.address1')}
        required={fixed}
        helperText={fixed ? t('settings.field.address1Hint') : t('settings.field.addressThirdParty')}
      />
      <TextField name="address2" label={t('settings.field.address2')} helperText={t('settings.field.address2Hint')} />
    </>
  );
}

/** The blockchain channels a coin is deposited through: mode, activation and receiving addresses. */
export default function DepositChannelsPage() {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const { settingId, coin } = useBlockchainRoute();
  const canManage = useCan('financeSettings.depositChannels');
  const list = useDepositChannels(settingId);
  const save = useSaveDepositChannel(coin);
  const remove = useDeleteDepositChannel(coin);
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<DataTableColumn<DepositChannel>[]>(
    () => [
      { id: 'blockChain', header: t('settings.column.blockChain'), cell: (c) => <Text fontWeight="medium">{c.blockChain}</Text> },
      {
        id: 'depositMode',
        header: t('settings.column.depositMode'),
        cell: (c) => <OptionBadge name="depositMode" value={c.depositMode} />,
      },
      {
        id: 'activation',
        header: t('settings.column.activation'),
        cell: (c) => <FlagBadge value={c.activation} on={t('settings.active')} off={t('settings.inactive')} />,
      },
      {
        id: 'address1',
        header: t('settings.column.address1'),
        cell: (c) => (
          <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
            {c.address1 || '—'}
          </Text>
        ),
      },
      {
        id: 'address2',
        header: t('settings.column.address2'),
        cell: (c) => (
          <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
            {c.address2 || '—'}
          </Text>
        ),
      },
      { id: 'updated', header: t('settings.column.updated'), cell: (c) => <DateText value={c.updateDate} /> },
    ],
    [t],
  );
  const toggle = (c: DepositChannel) => save.mutate({ ...formValues(settingId, c), activation: c.activation === 1 ? 0 : 1 });
  const rowActions = (c: DepositChannel): RowAction[] => [
    { label: t('settings.action.edit'), icon: <LuPencil />, onClick: () => setEditing({ channel: c }), hidden: !canManage },
    {
      label: c.activation === 1 ? t('settings.action.deactivate') : t('settings.action.activate'),
      icon: c.activation === 1 ? <LuPowerOff /> : <LuPower />,
      onClick: () => toggle(c),
      hidden: !canManage,
    },
  ];

  return (
    <BlockchainList
      texts="channels"
      canManage={canManage}
      list={list}
      columns={columns}
      rowActions={rowActions}
      remove={remove}
      onAdd={() => setEditing({ channel: null })}
    >
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.channel
            ? t('settings.channels.editTitle', { chain: editing.channel.blockChain, coin })
            : t('settings.channels.addTitle', { coin })
        }
        schema={depositChannelSave}
        defaultValues={formValues(settingId, editing?.channel ?? null)}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <FieldRow>
          <TextField name="blockChain" label={t('settings.field.blockChain')} required placeholder="TRC20" />
          <SelectField name="depositMode" label={t('settings.field.depositMode')} required options={options.list('depositMode')} />
        </FieldRow>
        <AddressFields />
        <SwitchField name="activation" numeric label={t('settings.field.activation')} helperText={t('settings.field.activationHint')} />
      </FormDialog>
    </BlockchainList>
  );
}
