import { Flex, Text } from '@chakra-ui/react';
import type { WalletChangeLogEntry } from '@console/contracts';
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
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';
import { isFiltered } from '../records/format';
import { useWalletChanges } from './api';

/** Which amount of a wallet a change moved (the API's `field`). */
export const WALLET_FIELDS = ['balance', 'frozen_balance', 'backstage_frozen_balance', 'demo_balance', 'demo_frozen_balance'] as const;

const FILTER_DEFAULTS = {
  accountId: '',
  coinId: '',
  walletType: '',
  fundType: '',
  changeType: '',
  field: '',
  isSales: '',
  startTime: '',
  endTime: '',
};
const NUMERIC = ['accountId', 'coinId', 'walletType', 'fundType', 'isSales'] as (keyof typeof FILTER_DEFAULTS)[];

/** Every change of every wallet, newest first: what moved, by how much, and the balance before and after. */
export default function WalletChangesPage() {
  const { t } = useAreaTranslation();
  const coinFilter = useCoinFilter();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useWalletChanges({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const columns = useMemo<DataTableColumn<WalletChangeLogEntry>[]>(
    () => [
      { id: 'id', header: t('walletChanges.column.id'), numeric: true, width: '80px' },
      {
        id: 'user',
        header: t('walletChanges.column.user'),
        cell: (c) => (
          <Flex direction="column">
            <Text>{t('records.userId', { id: c.accountId })}</Text>
            {c.isSales === 1 ? (
              <Text textStyle="xs" color="purple.fg">
                {t('records.sales')}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'wallet',
        header: t('walletChanges.column.wallet'),
        cell: (c) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <Text fontWeight="medium">{c.name}</Text>
            <Flex gap="1">
              <OptionBadge name="walletType" value={c.walletType} size="sm" />
              <OptionBadge name="fundType" value={c.fundType} size="sm" />
            </Flex>
          </Flex>
        ),
      },
      {
        id: 'changeType',
        header: t('walletChanges.column.changeType'),
        cell: (c) => <OptionBadge name="walletChangeType" value={c.changeType} />,
      },
      { id: 'field', header: t('walletChanges.column.field'), cell: (c) => t(`walletChanges.field.${c.field}`, { defaultValue: c.field }) },
      {
        id: 'before',
        header: t('walletChanges.column.before'),
        numeric: true,
        cell: (c) => <MoneyText value={c.beforeBalance} unit={c.name} />,
      },
      {
        id: 'change',
        header: t('walletChanges.column.change'),
        numeric: true,
        cell: (c) => (
          <MoneyText
            value={c.changeBalance}
            unit={c.name}
            fontWeight="medium"
            color={c.changeBalance.startsWith('-') ? undefined : 'fg.success'}
          />
        ),
      },
      {
        id: 'after',
        header: t('walletChanges.column.after'),
        numeric: true,
        cell: (c) => <MoneyText value={c.afterBalance} unit={c.name} />,
      },
      {
        id: 'reference',
        header: t('walletChanges.column.reference'),
        cell: (c) => (
          <Flex direction="column">
            <Text textStyle="sm">{c.reference ?? '—'}</Text>
            <Text textStyle="xs" color="fg.muted">
              {c.operator ?? ''}
            </Text>
          </Flex>
        ),
      },
      { id: 'createDate', header: t('walletChanges.column.date'), cell: (c) => <DateText value={c.createDate} /> },
    ],
    [t],
  );
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);
  return (
    <>
      <PageHeader title={t('routes.walletChanges')} description={t('walletChanges.description')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
          coinFilter,
          { type: 'option', name: 'walletType', label: t('records.filter.walletType'), optionName: 'walletType' },
          { type: 'option', name: 'fundType', label: t('walletChanges.filter.fundType'), optionName: 'fundType' },
          { type: 'option', name: 'changeType', label: t('walletChanges.filter.changeType'), optionName: 'walletChangeType' },
          {
            type: 'select',
            name: 'field',
            label: t('walletChanges.filter.field'),
            options: WALLET_FIELDS.map((f) => ({ value: f, label: t(`walletChanges.field.${f}`) })),
          },
          {
            type: 'select',
            name: 'isSales',
            label: t('records.filter.isSales'),
            options: [
              { value: '1', label: t('common.yes') },
              { value: '0', label: t('common.no') },
            ],
          },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('walletChanges.filter.date') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.walletChanges')}
        columns={columns}
        getRowId={(c) => c.id}
        emptyTitle={filtered ? t('walletChanges.empty.filtered') : t('walletChanges.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
      />
    </>
  );
}
