import { Flex, Text } from '@chakra-ui/react';
import type { WalletChangeLogEntry } from '@console/contracts';
import { type DataTableColumn, DateText, MoneyText, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { WalletFundCell, WithNote } from '../lists/cells';
import { useCommonFilters, useListFilters } from '../lists/filters';
import { ListPage } from '../lists/ListPage';
import { yesNoOptions } from '../records/components';
import { useWalletChanges } from './api';

/** Which amount of a wallet a change moved (the API's `field`). */
export const WALLET_FIELDS = ['balance', 'frozen_balance', 'backstage_frozen_balance', 'demo_balance', 'demo_frozen_balance'] as const;

/** Every change of every wallet, newest first: what moved, by how much, and the balance before and after. */
export default function WalletChangesPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const filters = useListFilters([
    common.user(),
    common.coin,
    common.walletType,
    { type: 'option', name: 'fundType', label: t('walletChanges.filter.fundType'), optionName: 'fundType' },
    { type: 'option', name: 'changeType', label: t('walletChanges.filter.changeType'), optionName: 'walletChangeType' },
    {
      type: 'select',
      name: 'field',
      label: t('walletChanges.filter.field'),
      options: WALLET_FIELDS.map((f) => ({ value: f, label: t(`walletChanges.field.${f}`) })),
    },
    { type: 'select', name: 'isSales', label: t('records.filter.isSales'), options: yesNoOptions(t) },
    common.period(t('walletChanges.filter.date')),
  ]);
  const list = useWalletChanges(filters.request);
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
        cell: (c) => <WalletFundCell name={c.name} walletType={c.walletType} fundType={c.fundType} />,
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
          <WithNote note={c.operator}>
            <Text textStyle="sm">{c.reference ?? '—'}</Text>
          </WithNote>
        ),
      },
      { id: 'createDate', header: t('walletChanges.column.date'), cell: (c) => <DateText value={c.createDate} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.walletChanges')}
      description={t('walletChanges.description')}
      filters={filters}
      query={list}
      columns={columns}
      empty={{ none: t('walletChanges.empty.none'), filtered: t('walletChanges.empty.filtered') }}
    />
  );
}
