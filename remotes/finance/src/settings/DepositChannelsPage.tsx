import { Text } from '@chakra-ui/react';
import { DEPOSIT_MODE, type DepositChannel, type DepositChannelSaveInput, depositChannelSave } from '@console/contracts';
import { type DataTableColumn, DateText, FieldRow, OptionBadge, SelectField, SwitchField, TextField, useOptions } from '@console/ui';
import { useWatch } from 'react-hook-form';
import { useAreaTranslation } from '../i18n';
import { depositChannelCalls } from './api';
import { BlockchainList, useBlockchainRoute } from './BlockchainList';

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
  const { settingId } = useBlockchainRoute();

  return (
    <BlockchainList
      texts="channels"
      calls={depositChannelCalls}
      columns={[
        {
          id: 'depositMode',
          header: t('settings.column.depositMode'),
          cell: (c) => <OptionBadge name="depositMode" value={c.depositMode} />,
        },
        ...(['address1', 'address2'] as const).map(
          (name): DataTableColumn<DepositChannel> => ({
            id: name,
            header: t(`settings.column.${name}`),
            cell: (c) => (
              <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
                {c[name] || '—'}
              </Text>
            ),
          }),
        ),
        { id: 'updated', header: t('settings.column.updated'), dates: true, cell: (c) => <DateText value={c.updateDate} /> },
      ]}
      form={{
        schema: depositChannelSave,
        values: (c) => formValues(settingId, c),
        fields: () => (
          <>
            <FieldRow>
              <TextField name="blockChain" label={t('settings.field.blockChain')} required placeholder="TRC20" />
              <SelectField name="depositMode" label={t('settings.field.depositMode')} required options={options.list('depositMode')} />
            </FieldRow>
            <AddressFields />
            <SwitchField name="activation" numeric label={t('settings.field.activation')} helperText={t('settings.field.activationHint')} />
          </>
        ),
      }}
    />
  );
}
