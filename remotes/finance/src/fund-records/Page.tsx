import { Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { FundRecord } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FilterBar,
  FormDialog,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  TextareaField,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuNotebookPen } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';
import { UserRefCell } from '../records/cells';
import { isFiltered } from '../records/format';
import { useEditFundRecordRemark, useFundRecords } from './api';

const FILTER_DEFAULTS = {
  id: '',
  accountId: '',
  email: '',
  executionType: '',
  coinId: '',
  walletType: '',
  fundType: '',
  operator: '',
  remark: '',
  startTime: '',
  endTime: '',
};
const NUMERIC = ['id', 'accountId', 'executionType', 'coinId', 'walletType', 'fundType'] as (keyof typeof FILTER_DEFAULTS)[];

/** Freezes and thaws of user funds by staff, with the balance before and after, and a staff remark. */
export default function FundRecordsPage() {
  const { t } = useAreaTranslation();
  const coinFilter = useCoinFilter();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useFundRecords({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const canEdit = useCan('fundManagement.editRemark');
  const [editing, setEditing] = useState<FundRecord | null>(null);

  const columns = useMemo<DataTableColumn<FundRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      { id: 'user', header: t('records.column.user'), cell: (r) => <UserRefCell id={r.accountId} contact={r.email} /> },
      {
        id: 'executionType',
        header: t('fundRecords.column.execution'),
        cell: (r) => <OptionBadge name="executionType" value={r.executionType} />,
      },
      {
        id: 'coin',
        header: t('records.column.coin'),
        cell: (r) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <Text fontWeight="medium">{r.code}</Text>
            <Flex gap="1" wrap="wrap">
              <OptionBadge name="walletType" value={r.walletType} size="sm" />
              <OptionBadge name="fundType" value={r.fundType} size="sm" />
            </Flex>
          </Flex>
        ),
      },
      {
        id: 'before',
        header: t('fundRecords.column.before'),
        numeric: true,
        cell: (r) => <MoneyText value={r.beforeBalance} unit={r.code} />,
      },
      {
        id: 'change',
        header: t('fundRecords.column.change'),
        numeric: true,
        cell: (r) => <MoneyText value={r.changeBalance} unit={r.code} fontWeight="medium" />,
      },
      {
        id: 'after',
        header: t('fundRecords.column.after'),
        numeric: true,
        cell: (r) => <MoneyText value={r.afterBalance} unit={r.code} />,
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
      { id: 'createDate', header: t('records.column.created'), cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);

  return (
    <>
      <PageHeader title={t('routes.fundRecords')} description={t('fundRecords.description')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'id', label: t('records.filter.id') },
          { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
          { type: 'text', name: 'email', label: t('records.filter.email') },
          { type: 'option', name: 'executionType', label: t('fundRecords.filter.execution'), optionName: 'executionType' },
          coinFilter,
          { type: 'option', name: 'walletType', label: t('records.filter.walletType'), optionName: 'walletType' },
          { type: 'option', name: 'fundType', label: t('fundRecords.filter.fundType'), optionName: 'fundType' },
          { type: 'text', name: 'operator', label: t('fundRecords.filter.operator') },
          { type: 'text', name: 'remark', label: t('fundRecords.filter.remark') },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('records.filter.created') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.fundRecords')}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={filtered ? t('fundRecords.empty.filtered') : t('fundRecords.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('fundRecords.empty.noneHint')}
        rowActions={
          canEdit ? (r) => [{ label: t('fundRecords.action.remark'), icon: <LuNotebookPen />, onClick: () => setEditing(r) }] : undefined
        }
      />
      <FundRemarkDialog record={editing} onClose={() => setEditing(null)} />
    </>
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
