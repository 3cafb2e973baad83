import { Flex, HStack, Text } from '@chakra-ui/react';
import type { TransferRecord } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FilterBar,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';
import { isFiltered } from '../records/format';
import { useTransfers } from './api';

const FILTER_DEFAULTS = {
  accountId: '',
  code: '',
  coinId: '',
  accountType: '',
  fromWallet: '',
  toWallet: '',
  fundType: '',
  startTime: '',
  endTime: '',
};
const NUMERIC = ['accountId', 'coinId', 'accountType', 'fromWallet', 'toWallet', 'fundType'] as (keyof typeof FILTER_DEFAULTS)[];

/** Transfers of users between their own wallets. */
export default function TransfersPage() {
  const { t } = useAreaTranslation();
  const coinFilter = useCoinFilter();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useTransfers({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const columns = useMemo<DataTableColumn<TransferRecord>[]>(
    () => [
      { id: 'id', header: t('transfers.column.id'), numeric: true, width: '72px' },
      {
        id: 'code',
        header: t('transfers.column.code'),
        cell: (r) => (
          <Text fontFamily="mono" textStyle="xs">
            {r.code}
          </Text>
        ),
      },
      {
        id: 'user',
        header: t('transfers.column.user'),
        cell: (r) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <Text>{t('records.userId', { id: r.accountId })}</Text>
            <OptionBadge name="accountType" value={r.accountType} size="sm" />
          </Flex>
        ),
      },
      {
        id: 'wallets',
        header: t('transfers.column.wallets'),
        cell: (r) => (
          <HStack gap="1.5" aria-label={t('transfers.direction')}>
            <OptionBadge name="walletType" value={r.fromWallet} />
            <LuArrowRight aria-hidden />
            <OptionBadge name="walletType" value={r.toWallet} />
          </HStack>
        ),
      },
      { id: 'fundType', header: t('transfers.column.fundType'), cell: (r) => <OptionBadge name="fundType" value={r.fundType} /> },
      {
        id: 'amount',
        header: t('transfers.column.amount'),
        numeric: true,
        cell: (r) => <MoneyText value={r.amount} unit={r.coinCode} fontWeight="medium" />,
      },
      { id: 'fee', header: t('transfers.column.fee'), numeric: true, cell: (r) => <MoneyText value={r.recordFee} unit={r.coinCode} /> },
      { id: 'createDate', header: t('transfers.column.date'), cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);
  return (
    <>
      <PageHeader title={t('routes.transfers')} description={t('transfers.description')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
          { type: 'text', name: 'code', label: t('transfers.filter.code') },
          coinFilter,
          { type: 'option', name: 'accountType', label: t('transfers.filter.accountType'), optionName: 'accountType' },
          { type: 'option', name: 'fromWallet', label: t('transfers.filter.fromWallet'), optionName: 'walletType' },
          { type: 'option', name: 'toWallet', label: t('transfers.filter.toWallet'), optionName: 'walletType' },
          { type: 'option', name: 'fundType', label: t('transfers.filter.fundType'), optionName: 'fundType' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('transfers.filter.date') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.transfers')}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={filtered ? t('transfers.empty.filtered') : t('transfers.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
      />
    </>
  );
}
