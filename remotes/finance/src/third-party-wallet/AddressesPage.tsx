import { Button, Code, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { chainAddress, DEPOSIT_ADDRESS_STATUS, type DepositAddress } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FieldRow,
  FormDialog,
  ListPage,
  NumberField,
  OptionBadge,
  type RowAction,
  TextField,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { WithNote } from '../lists/cells';
import { ConfirmRowChange } from '../lists/ConfirmRowChange';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { ChainText, UserRefCell } from '../records/cells';
import { personLabel } from '../records/format';
import { type AddressChange, useChangeDepositAddress, useDeleteDepositAddress, useDepositAddresses } from './api';

/** What an address dialog changes: the active address of a user on a chain (a new one when `target` is null). */
type Changing = { target: DepositAddress | null } | null;

/** The deposit addresses the third-party wallet issued to users: replace one, or delete the active one. */
export default function DepositAddressesPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('depositAddresses', [
    common.user('userId'),
    { type: 'text', name: 'blockchainId', label: t('thirdPartyWallet.filter.chain') },
    { type: 'option', name: 'status', label: t('thirdPartyWallet.filter.status'), optionName: 'depositAddressStatus' },
    common.email,
    { type: 'text', name: 'address', label: t('thirdPartyWallet.filter.address') },
    { type: 'text', name: 'mobile', label: t('thirdPartyWallet.filter.mobile') },
    { type: 'text', name: 'walletId', label: t('thirdPartyWallet.filter.walletId') },
    common.period(),
  ]);
  const addresses = useDepositAddresses(list.request);
  const canReplace = useCan('thirdPartyWallet.replaceAddress');
  const canDelete = useCan('thirdPartyWallet.deleteAddress');
  const [changing, setChanging] = useState<Changing>(null);
  const [deleting, setDeleting] = useState<DepositAddress | null>(null);
  const remove = useDeleteDepositAddress();

  const columns = useMemo<DataTableColumn<DepositAddress>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('records.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (a) => a.userId,
        cell: (a) => <UserRefCell id={a.userId} contact={a.email ?? a.mobile} />,
      },
      { id: 'blockchainId', header: t('thirdPartyWallet.column.chain'), cell: (a) => <Text fontWeight="medium">{a.blockchainId}</Text> },
      {
        id: 'address',
        header: t('thirdPartyWallet.column.address'),
        cell: (a) => (
          <WithNote note={a.tag ? t('thirdPartyWallet.tagNote', { tag: a.tag }) : null}>
            <ChainText value={a.address} />
          </WithNote>
        ),
      },
      { id: 'walletId', header: t('thirdPartyWallet.column.walletId'), cell: (a) => <ChainText value={a.walletId} /> },
      {
        id: 'status',
        header: t('records.column.status'),
        cell: (a) => (
          <WithNote note={a.replacedBy ? t('thirdPartyWallet.replacedBy', { operator: a.replacedBy }) : null}>
            <OptionBadge name="depositAddressStatus" value={a.status} />
          </WithNote>
        ),
      },
      { id: 'createTime', header: t('records.column.created'), dates: true, cell: (a) => <DateText value={a.createTime} /> },
    ],
    [t],
  );

  const actionsFor = (a: DepositAddress): RowAction[] => {
    const active = a.status === DEPOSIT_ADDRESS_STATUS.active;
    return [
      {
        label: t('thirdPartyWallet.action.replace'),
        icon: <LuRefreshCw />,
        hidden: !canReplace || !active,
        onClick: () => setChanging({ target: a }),
      },
      {
        label: t('thirdPartyWallet.action.delete'),
        icon: <LuTrash2 />,
        danger: true,
        hidden: !canDelete || !active,
        onClick: () => setDeleting(a),
      },
    ];
  };

  return (
    <ListPage
      title={t('routes.depositAddresses')}
      description={t('thirdPartyWallet.addressesDescription')}
      actions={
        canReplace ? (
          <Button colorPalette="brand" size="sm" onClick={() => setChanging({ target: null })}>
            <LuPlus /> {t('thirdPartyWallet.action.assign')}
          </Button>
        ) : null
      }
      list={list}
      filters={fields}
      primaryFilters={3}
      query={addresses}
      columns={columns}
      getRowId={(r) => r.id}
      empty={{
        none: t('thirdPartyWallet.empty.addresses'),
        noneHint: t('thirdPartyWallet.empty.addressesHint'),
        filtered: t('thirdPartyWallet.empty.addressesFiltered'),
      }}
      rowActions={canReplace || canDelete ? actionsFor : undefined}
    >
      <AddressDialog changing={changing} onClose={() => setChanging(null)} />
      <ConfirmRowChange
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        destructive
        title={t('thirdPartyWallet.delete.title')}
        message={(a) =>
          t('thirdPartyWallet.delete.message', { chain: a.blockchainId, address: a.address, user: personLabel(a.userId, a.email) })
        }
        confirmLabel={t('thirdPartyWallet.action.delete')}
      />
    </ListPage>
  );
}

const optional64 = z.string().trim().max(64);
const addressForm = z.object({
  userId: z.coerce.number<string>().int().min(1),
  blockchainId: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9 ._-]+$/),
  address: chainAddress,
  tag: optional64,
  walletId: optional64,
});
type AddressForm = z.input<typeof addressForm>;

/** Replaces a user's active address on a chain, or gives a user a first one; the old one is kept as replaced. */
function AddressDialog({ changing, onClose }: { changing: Changing; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const change = useChangeDepositAddress();
  const target = changing?.target ?? null;
  const defaults: AddressForm = {
    userId: target ? String(target.userId) : '',
    blockchainId: target?.blockchainId ?? '',
    address: '',
    tag: '',
    walletId: '',
  };
  const submit = (v: z.output<typeof addressForm>) => {
    const body: AddressChange = { userId: v.userId, blockchainId: v.blockchainId, address: v.address };
    if (v.tag) body.tag = v.tag;
    if (v.walletId) body.walletId = v.walletId;
    return change.mutateAsync(body);
  };
  return (
    <FormDialog
      open={changing !== null}
      onClose={onClose}
      title={
        target
          ? t('thirdPartyWallet.change.replaceTitle', { user: target.userId, chain: target.blockchainId })
          : t('thirdPartyWallet.change.assignTitle')
      }
      schema={addressForm}
      defaultValues={defaults}
      submitLabel={target ? t('thirdPartyWallet.action.replace') : t('thirdPartyWallet.action.assign')}
      fieldMessages={{
        address: t('thirdPartyWallet.validation.address'),
        blockchainId: t('thirdPartyWallet.validation.chain'),
      }}
      onSubmit={submit}
    >
      {target ? (
        <Flex direction="column" gap="1">
          <Text textStyle="sm" color="fg.muted">
            {t('thirdPartyWallet.change.current')}
          </Text>
          <Code wordBreak="break-all" whiteSpace="normal">
            {target.address}
          </Code>
          <Text textStyle="sm" color="fg.muted">
            {t('thirdPartyWallet.change.replaceHint')}
          </Text>
        </Flex>
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('thirdPartyWallet.change.assignHint')}
          </Text>
          <FieldRow>
            <NumberField name="userId" label={t('records.field.accountId')} integer required />
            <TextField name="blockchainId" label={t('thirdPartyWallet.field.chain')} placeholder="TRC20" required />
          </FieldRow>
        </>
      )}
      <TextField name="address" label={t('thirdPartyWallet.field.newAddress')} required />
      <FieldRow>
        <TextField name="tag" label={t('thirdPartyWallet.field.tag')} />
        <TextField name="walletId" label={t('thirdPartyWallet.field.walletId')} />
      </FieldRow>
    </FormDialog>
  );
}
