import { Code, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { chainAddress, type WithdrawalAddressBinding } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  FormDialog,
  PagedTable,
  PageHeader,
  type RowAction,
  TextField,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { ChainText, UserRefCell } from '../records/cells';
import { isFiltered } from '../records/format';
import { useDeleteWithdrawalAddress, useFixWithdrawalAddress, useWithdrawalAddresses } from './api';

const FILTER_DEFAULTS = { userId: '', email: '', chainSymbol: '', withdrawalAddress: '', startTime: '', endTime: '' };
const NUMERIC = ['userId'] as (keyof typeof FILTER_DEFAULTS)[];

/** `#id e-mail` of the user of a binding, as dialogs and toasts name it. */
function userOf(b: WithdrawalAddressBinding): string {
  return b.email ? `#${b.userId} ${b.email}` : `#${b.userId}`;
}

/** The withdrawal addresses users bound, one per user and chain: correct one, or delete it. */
export default function WithdrawalAddressesPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useWithdrawalAddresses({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const canFix = useCan('withdrawalAddress.fix');
  const canDelete = useCan('withdrawalAddress.delete');
  const [fixing, setFixing] = useState<WithdrawalAddressBinding | null>(null);
  const [deleting, setDeleting] = useState<WithdrawalAddressBinding | null>(null);
  const remove = useDeleteWithdrawalAddress();

  const columns = useMemo<DataTableColumn<WithdrawalAddressBinding>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      { id: 'user', header: t('records.column.user'), cell: (b) => <UserRefCell id={b.userId} contact={b.email} /> },
      { id: 'chainSymbol', header: t('withdrawalAddresses.column.chain'), cell: (b) => <Text fontWeight="medium">{b.chainSymbol}</Text> },
      { id: 'withdrawalAddress', header: t('withdrawalAddresses.column.address'), cell: (b) => <ChainText value={b.withdrawalAddress} /> },
      { id: 'createDate', header: t('withdrawalAddresses.column.bound'), cell: (b) => <DateText value={b.createDate} /> },
      {
        id: 'updated',
        header: t('withdrawalAddresses.column.corrected'),
        cell: (b) =>
          b.updatedBy ? (
            <Flex direction="column">
              <DateText value={b.updateDate} />
              <Text textStyle="xs" color="fg.muted">
                {b.updatedBy}
              </Text>
            </Flex>
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
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);

  return (
    <>
      <PageHeader title={t('routes.withdrawalAddresses')} description={t('withdrawalAddresses.description')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'userId', label: t('records.filter.accountId') },
          { type: 'text', name: 'email', label: t('records.filter.email') },
          { type: 'text', name: 'chainSymbol', label: t('withdrawalAddresses.filter.chain') },
          { type: 'text', name: 'withdrawalAddress', label: t('withdrawalAddresses.filter.address') },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('withdrawalAddresses.filter.bound') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.withdrawalAddresses')}
        columns={columns}
        getRowId={(b) => b.id}
        emptyTitle={filtered ? t('withdrawalAddresses.empty.filtered') : t('withdrawalAddresses.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('withdrawalAddresses.empty.noneHint')}
        rowActions={canFix || canDelete ? actionsFor : undefined}
      />
      <FixDialog binding={fixing} onClose={() => setFixing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('withdrawalAddresses.delete.title')}
        message={
          deleting
            ? t('withdrawalAddresses.delete.message', {
                chain: deleting.chainSymbol,
                address: deleting.withdrawalAddress,
                user: userOf(deleting),
              })
            : ''
        }
        confirmLabel={t('withdrawalAddresses.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
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
