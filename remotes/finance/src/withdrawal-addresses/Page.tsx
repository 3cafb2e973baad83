import { Code, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { chainAddress, type WithdrawalAddressBinding } from '@console/contracts';
import { type DataTableColumn, DateText, FormDialog, ListPage, type RowAction, TextField } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { WithNote } from '../lists/cells';
import { ConfirmRowChange } from '../lists/ConfirmRowChange';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { ChainText, UserRefCell } from '../records/cells';
import { personLabel } from '../records/format';
import { useDeleteWithdrawalAddress, useFixWithdrawalAddress, useWithdrawalAddresses } from './api';

/** `#id e-mail` of the user of a binding, as dialogs and toasts name it. */
const userOf = (b: WithdrawalAddressBinding) => personLabel(b.userId, b.email);

/** The withdrawal addresses users bound, one per user and chain: correct one, or delete it. */
export default function WithdrawalAddressesPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('withdrawalAddresses', [
    common.user('userId'),
    { type: 'text', name: 'chainSymbol', label: t('withdrawalAddresses.filter.chain') },
    { type: 'text', name: 'withdrawalAddress', label: t('withdrawalAddresses.filter.address') },
    common.email,
    common.period(t('withdrawalAddresses.filter.bound')),
  ]);
  const bindings = useWithdrawalAddresses(list.request);
  const canFix = useCan('withdrawalAddress.fix');
  const canDelete = useCan('withdrawalAddress.delete');
  const [fixing, setFixing] = useState<WithdrawalAddressBinding | null>(null);
  const [deleting, setDeleting] = useState<WithdrawalAddressBinding | null>(null);
  const remove = useDeleteWithdrawalAddress();

  const columns = useMemo<DataTableColumn<WithdrawalAddressBinding>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('records.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (b) => b.userId,
        cell: (b) => <UserRefCell id={b.userId} contact={b.email} />,
      },
      { id: 'chainSymbol', header: t('withdrawalAddresses.column.chain'), cell: (b) => <Text fontWeight="medium">{b.chainSymbol}</Text> },
      { id: 'withdrawalAddress', header: t('withdrawalAddresses.column.address'), cell: (b) => <ChainText value={b.withdrawalAddress} /> },
      { id: 'createDate', header: t('withdrawalAddresses.column.bound'), dates: true, cell: (b) => <DateText value={b.createDate} /> },
      {
        id: 'updated',
        header: t('withdrawalAddresses.column.corrected'),
        cell: (b) =>
          b.updatedBy ? (
            <WithNote note={b.updatedBy}>
              <DateText value={b.updateDate} />
            </WithNote>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
    ],
    [t],
  );
  const actionsFor = (b: WithdrawalAddressBinding): RowAction[] => [
    { label: t('withdrawalAddresses.action.fix'), icon: <LuPencil />, hidden: !canFix, onClick: () => setFixing(b) },
    { label: t('withdrawalAddresses.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(b) },
  ];

  return (
    <ListPage
      title={t('routes.withdrawalAddresses')}
      description={t('withdrawalAddresses.description')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={bindings}
      columns={columns}
      getRowId={(r) => r.id}
      empty={{
        none: t('withdrawalAddresses.empty.none'),
        noneHint: t('withdrawalAddresses.empty.noneHint'),
        filtered: t('withdrawalAddresses.empty.filtered'),
      }}
      rowActions={canFix || canDelete ? actionsFor : undefined}
    >
      <FixDialog binding={fixing} onClose={() => setFixing(null)} />
      <ConfirmRowChange
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        destructive
        title={t('withdrawalAddresses.delete.title')}
        message={(b) => t('withdrawalAddresses.delete.message', { chain: b.chainSymbol, address: b.withdrawalAddress, user: userOf(b) })}
        confirmLabel={t('withdrawalAddresses.action.delete')}
      />
    </ListPage>
  );
}

const fixForm = z.object({
  chainSymbol: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9 ._-]+$/),
  withdrawalAddress: chainAddress,
});

/** Corrects a bound address (and its chain); the user is not asked again. */
function FixDialog({ binding, onClose }: { binding: WithdrawalAddressBinding | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const fix = useFixWithdrawalAddress();
  return (
    <FormDialog
      open={binding !== null}
      onClose={onClose}
      title={t('withdrawalAddresses.fix.title', { user: binding ? userOf(binding) : '' })}
      schema={fixForm}
      defaultValues={{ chainSymbol: binding?.chainSymbol ?? '', withdrawalAddress: binding?.withdrawalAddress ?? '' }}
      fieldMessages={{
        withdrawalAddress: t('withdrawalAddresses.validation.address'),
        chainSymbol: t('withdrawalAddresses.validation.chain'),
      }}
      onSubmit={(v) => fix.mutateAsync({ id: binding!.id, ...v })}
    >
      <Flex direction="column" gap="1">
        <Text textStyle="sm" color="fg.muted">
          {t('withdrawalAddresses.fix.current', { chain: binding?.chainSymbol ?? '' })}
        </Text>
        <Code wordBreak="break-all" whiteSpace="normal">
          {binding?.withdrawalAddress}
        </Code>
        <Text textStyle="sm" color="fg.muted">
          {t('withdrawalAddresses.fix.hint')}
        </Text>
      </Flex>
      <TextField name="chainSymbol" label={t('withdrawalAddresses.field.chain')} required />
      <TextField name="withdrawalAddress" label={t('withdrawalAddresses.field.address')} required />
    </FormDialog>
  );
}
