import { Badge, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import { type DataTableColumn, DateText, OptionBadge, type RowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { LogoName, PriceText } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCoinPairs, useSetCoinPairActivation } from './api';
import { CoinPairDialog } from './PairForm';
import { activationFilter, SettingsListPage, useActivationSwitch } from '../lists/settings-list';

/** `HH:mm` of the API's `HH:mm:ss`. */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

/** The coin pairs the price feed quotes: their last recorded price, whether their market is open, and their settings. */
export default function CoinPairsPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList('coinPairs', [
    { type: 'text', name: 'code', label: t('coinPairs.filter.code') },
    activationFilter('activation', t('coinPairs.filter.activation'), t('coinPairs.active'), t('coinPairs.inactive')),
  ]);
  const pairs = useCoinPairs(list.request);
  const canEdit = useCan('coinPairs.edit');
  const [editing, setEditing] = useState<CoinPair | 'new' | null>(null);
  const switcher = useActivationSwitch<CoinPair>({
    texts: 'coinPairs',
    isActive: (p) => p.activation === 1,
    values: (p) => ({ code: p?.code ?? '' }),
    activation: useSetCoinPairActivation(),
  });

  const columns = useMemo<DataTableColumn<CoinPair>[]>(
    () => [
      { id: 'id', header: t('coinPairs.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'pair',
        header: t('coinPairs.column.pair'),
        width: '200px',
        pin: 'left',
        exportValue: (p) => p.code,
        cell: (p) => <LogoName logo={p.logoUrl} name={p.code} sub={p.name !== p.code ? p.name : undefined} />,
      },
      {
        id: 'coins',
        header: t('coinPairs.column.coins'),
        exportValue: (p) => `${p.fromCoinCode}/${p.toCoinCode}`,
        cell: (p) => `${p.fromCoinCode} / ${p.toCoinCode}`,
      },
      {
        id: 'lastPrice',
        header: t('coinPairs.column.lastPrice'),
        numeric: true,
        exportValue: (p) => p.lastPrice,
        cell: (p) =>
          p.lastPrice ? (
            <Flex direction="column" align="flex-end">
              <PriceText value={p.lastPrice} unit={p.toCoinCode} decimals={p.decimalPoint} />
              <Text textStyle="xs" color="fg.muted">
                <DateText value={p.lastTickTime} />
              </Text>
            </Flex>
          ) : (
            <Text color="fg.muted">{t('coinPairs.noPrice')}</Text>
          ),
      },
      {
        id: 'market',
        header: t('coinPairs.column.market'),
        exportValue: (p) => (p.marketOpen ? t('coinPairs.open') : t('coinPairs.closed')),
        cell: (p) => (
          <Flex direction="column" gap="0.5">
            <Badge colorPalette={p.marketOpen ? 'green' : 'orange'} variant="subtle" width="fit-content">
              {p.marketOpen ? t('coinPairs.open') : t('coinPairs.closed')}
            </Badge>
            {p.isMarketClose === 1 ? (
              <Text textStyle="xs" color="fg.muted">
                {t('coinPairs.closesDaily', { from: hhmm(p.closeStartTime), to: hhmm(p.closeEndTime) })}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'transferType',
        header: t('coinPairs.column.type'),
        exportValue: (p) => p.transferType,
        cell: (p) => <OptionBadge name="coinPairTransferType" value={p.transferType} />,
      },
      {
        id: 'decimals',
        header: t('coinPairs.column.decimals'),
        exportValue: (p) => `${p.decimalPoint} (${p.pointStart}-${p.pointEnd})`,
        cell: (p) => t('coinPairs.decimalsCell', { decimals: p.decimalPoint, start: p.pointStart, end: p.pointEnd }),
      },
      {
        id: 'activation',
        header: t('coinPairs.column.activation'),
        exportValue: (p) => p.activation,
        cell: (p) => (
          <Badge colorPalette={p.activation === 1 ? 'green' : 'gray'} variant="subtle">
            {p.activation === 1 ? t('coinPairs.active') : t('coinPairs.inactive')}
          </Badge>
        ),
      },
      { id: 'sort', header: t('coinPairs.column.sort'), numeric: true, cell: (p) => p.sort },
      { id: 'updateTime', header: t('coinPairs.column.updated'), dates: true, cell: (p) => <DateText value={p.updateTime} /> },
    ],
    [t],
  );
  const actionsFor = (p: CoinPair): RowAction[] => [
    { label: t('coinPairs.action.edit'), icon: <LuPencil />, onClick: () => setEditing(p) },
    switcher.action(p),
  ];

  return (
    <SettingsListPage
      texts="coinPairs"
      title={t('routes.coinPairs')}
      add={{ permission: 'coinPairs.add', onClick: () => setEditing('new') }}
      feed
      list={list}
      filters={fields}
      query={pairs}
      columns={columns}
      getRowId={(p) => p.id}
      rowActions={canEdit ? actionsFor : undefined}
    >
      <CoinPairDialog pair={editing} onClose={() => setEditing(null)} />
      {switcher.confirmation}
    </SettingsListPage>
  );
}
