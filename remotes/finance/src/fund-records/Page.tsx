import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { FundRecord } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, FormDialog, ListPage, OptionBadge, TextareaField } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuNotebookPen } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { WalletFundCell } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { UserRefCell } from '../records/cells';
import { useEditFundRecordRemark, useFundRecords } from './api';

/** Freezes and thaws of user funds by staff, with the balance before and after, and a staff remark. */
export default function FundRecordsPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('fundRecords', [
    common.id,
    common.user(),
    common.coin,
    common.email,
    { type: 'option', name: 'executionType', label: t('fundRecords.filter.execution'), optionName: 'executionType' },
    common.walletType,
    { type: 'option', name: 'fundType', label: t('fundRecords.filter.fundType'), optionName: 'fundType' },
    { type: 'text', name: 'operator', label: t('fundRecords.filter.operator') },
    { type: 'text', name: 'remark', label: t('fundRecords.filter.remark') },
    common.period(),
  ]);
  const records = useFundRecords(list.request);
  const canEdit = useCan('fundManagement.editRemark');
  const [editing, setEditing] = useState<FundRecord | null>(null);

  const columns = useMemo<DataTableColumn<FundRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('records.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (r) => r.accountId,
        cell: (r) => <UserRefCell id={r.accountId} contact={r.email} />,
      },
      {
        id: 'executionType',
        header: t('fundRecords.column.execution'),
        cell: (r) => <OptionBadge name="executionType" value={r.executionType} />,
      },
      {
        id: 'coin',
        header: t('records.column.coin'),
        exportValue: (r) => r.code,
        cell: (r) => <WalletFundCell name={r.code} walletType={r.walletType} fundType={r.fundType} />,
      },
      {
        id: 'before',
        header: t('fundRecords.column.before'),
        numeric: true,
        exportValue: (r) => r.beforeBalance,
        cell: (r) => <CoinAmount value={r.beforeBalance} code={r.code} />,
      },
      {
        id: 'change',
        header: t('fundRecords.column.change'),
        numeric: true,
        exportValue: (r) => r.changeBalance,
        cell: (r) => <CoinAmount value={r.changeBalance} code={r.code} fontWeight="medium" />,
      },
      {
        id: 'after',
        header: t('fundRecords.column.after'),
        numeric: true,
        exportValue: (r) => r.afterBalance,
        cell: (r) => <CoinAmount value={r.afterBalance} code={r.code} />,
      },
      { id: 'operator', header: t('fundRecords.column.operator'), cell: (r) => r.operator },
      {
        id: 'remark',
        header: t('records.field.remark'),
        cell: (r) =>
          r.remark ? (
            <Text truncate maxW="48" title={r.remark}>
              {r.remark}
            </Text>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
      { id: 'createDate', header: t('records.column.created'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.fundRecords')}
      description={t('fundRecords.description')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={records}
      columns={columns}
      getRowId={(r) => r.id}
      empty={{ none: t('fundRecords.empty.none'), noneHint: t('fundRecords.empty.noneHint'), filtered: t('fundRecords.empty.filtered') }}
      rowActions={
        canEdit ? (r) => [{ label: t('fundRecords.action.remark'), icon: <LuNotebookPen />, onClick: () => setEditing(r) }] : undefined
      }
    >
      <FundRemarkDialog record={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

const remarkForm = z.object({ remark: z.string().trim().max(200) });

function FundRemarkDialog({ record, onClose }: { record: FundRecord | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const edit = useEditFundRecordRemark();
  return (
    <FormDialog
      open={record !== null}
      onClose={onClose}
      title={t('fundRecords.remarkTitle', { id: record?.id ?? '' })}
      schema={remarkForm}
      defaultValues={{ remark: record?.remark ?? '' }}
      onSubmit={(v) => edit.mutateAsync({ id: record!.id, remark: v.remark })}
    >
      <TextareaField name="remark" label={t('records.field.remark')} helperText={t('records.remarkHint')} />
    </FormDialog>
  );
}
