import { HStack, Text } from '@chakra-ui/react';
import type { TransferRecord } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, ListPage, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { UserTypeCell } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { useTransfers } from './api';

/** Transfers of users between their own wallets. */
export default function TransfersPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('transfers', [
    common.user(),
    { type: 'text', name: 'code', label: t('transfers.filter.code') },
    common.coin,
    common.period(t('transfers.filter.date')),
    { type: 'option', name: 'accountType', label: t('transfers.filter.accountType'), optionName: 'accountType' },
    { type: 'option', name: 'fromWallet', label: t('transfers.filter.fromWallet'), optionName: 'walletType' },
    { type: 'option', name: 'toWallet', label: t('transfers.filter.toWallet'), optionName: 'walletType' },
    { type: 'option', name: 'fundType', label: t('transfers.filter.fundType'), optionName: 'fundType' },
  ]);
  const transfers = useTransfers(list.request);
  const columns = useMemo<DataTableColumn<TransferRecord>[]>(
    () => [
      { id: 'id', header: t('transfers.column.id'), numeric: true, width: '72px', pin: 'left' },
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
        width: '120px',
        pin: 'left',
        exportValue: (r) => r.accountId,
        cell: (r) => <UserTypeCell id={r.accountId} accountType={r.accountType} />,
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
        cell: (r) => <CoinAmount value={r.amount} code={r.coinCode} fontWeight="medium" />,
      },
      {
        id: 'fee',
        header: t('transfers.column.fee'),
        numeric: true,
        exportValue: (r) => r.recordFee,
        cell: (r) => <CoinAmount value={r.recordFee} code={r.coinCode} />,
      },
      { id: 'createDate', header: t('transfers.column.date'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.transfers')}
      description={t('transfers.description')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={transfers}
      columns={columns}
      getRowId={(r) => r.id}
      empty={{ none: t('transfers.empty.none'), filtered: t('transfers.empty.filtered') }}
    />
  );
}
