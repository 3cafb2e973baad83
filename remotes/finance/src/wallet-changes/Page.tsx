import { Flex, Text } from '@chakra-ui/react';
import type { WalletChangeLogEntry } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, ListPage, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { WalletFundCell, WithNote } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { yesNoOptions } from '../records/components';
import { useWalletChanges } from './api';

/** Which amount of a wallet a change moved (the API's `field`). */
export const WALLET_FIELDS = ['balance', 'frozen_balance', 'backstage_frozen_balance', 'demo_balance', 'demo_frozen_balance'] as const;

/** Every change of every wallet, newest first: what moved, by how much, and the balance before and after. */
export default function WalletChangesPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('walletChanges', [
    common.user(),
    common.coin,
    { type: 'option', name: 'changeType', label: t('walletChanges.filter.changeType'), optionName: 'walletChangeType' },
    common.walletType,
    { type: 'option', name: 'fundType', label: t('walletChanges.filter.fundType'), optionName: 'fundType' },
    {
      type: 'select',
      name: 'field',
      label: t('walletChanges.filter.field'),
      options: WALLET_FIELDS.map((f) => ({ value: f, label: t(`walletChanges.field.${f}`) })),
    },
    { type: 'select', name: 'isSales', label: t('records.filter.isSales'), options: yesNoOptions(t) },
    common.period(t('walletChanges.filter.date')),
  ]);
  const changes = useWalletChanges(list.request);
  const columns = useMemo<DataTableColumn<WalletChangeLogEntry>[]>(
    () => [
      { id: 'id', header: t('walletChanges.column.id'), numeric: true, width: '80px', pin: 'left' },
      {
        id: 'user',
        header: t('walletChanges.column.user'),
        width: '120px',
        pin: 'left',
        exportValue: (c) => c.accountId,
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
        exportValue: (c) => c.name,
        cell: (c) => <WalletFundCell name={c.name} walletType={c.walletType} fundType={c.fundType} />,
      },
      {
        id: 'changeType',
        header: t('walletChanges.column.changeType'),
        cell: (c) => <OptionBadge name="walletChangeType" value={c.changeType} />,
      },
      {
        id: 'field',
        header: t('walletChanges.column.field'),
        cell: (c) => t(`walletChanges.field.${c.field}`, { defaultValue: c.field }),
        exportValue: (c) => t(`walletChanges.field.${c.field}`, { defaultValue: c.field }),
      },
      {
        id: 'before',
        header: t('walletChanges.column.before'),
        exportValue: (c) => c.beforeBalance,
        numeric: true,
        cell: (c) => <CoinAmount value={c.beforeBalance} code={c.name} />,
      },
      {
        id: 'change',
        header: t('walletChanges.column.change'),
        exportValue: (c) => c.changeBalance,
        numeric: true,
        cell: (c) => (
          <CoinAmount
            value={c.changeBalance}
            code={c.name}
            fontWeight="medium"
            color={c.changeBalance.startsWith('-') ? undefined : 'fg.success'}
          />
        ),
      },
      {
        id: 'after',
        header: t('walletChanges.column.after'),
        exportValue: (c) => c.afterBalance,
        numeric: true,
        cell: (c) => <CoinAmount value={c.afterBalance} code={c.name} />,
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
      { id: 'createDate', header: t('walletChanges.column.date'), dates: true, cell: (c) => <DateText value={c.createDate} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.walletChanges')}
      description={t('walletChanges.description')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={changes}
      columns={columns}
      getRowId={(c) => c.id}
      empty={{ none: t('walletChanges.empty.none'), filtered: t('walletChanges.empty.filtered') }}
    />
  );
}
