import { Flex, Text } from '@chakra-ui/react';
import type { FuturesRound } from '@console/contracts/schemas/trading-futures';
import { type DataTableColumn, DateText, ListPage, OptionBadge, ratioPercent } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { useFilterBarList } from '@console/ui';
import { LIVE_REFRESH_MS, usePairFilter, useRounds } from './api';
import { PriceTick, RoundAmount, RoundState } from './parts';
import { RoundDrawer } from './RoundDrawer';
import { FeedNotice } from '../lists/FeedNotice';

/**
 * The rounds (the spec's "runners") of every gameplay: their recorded open and close prices, long and short
 * totals, payouts and state, asked again every two seconds while the page is visible so running rounds move
 * on screen. A round's detail holds its timeline and the operational controls (halt, resume, void).
 */
export default function RoundsPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList(
    'futureRounds',
    [
      { type: 'number', name: 'id', label: t('rounds.filter.id') },
      { type: 'option', name: 'status', label: t('rounds.filter.status'), optionName: 'futuresRoundStatus' },
      usePairFilter(t('rounds.filter.pair'), t('rounds.filter.pairId')),
      { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('rounds.filter.start') },
      { type: 'number', name: 'gameplayId', label: t('rounds.filter.gameplay') },
      { type: 'option', name: 'result', label: t('rounds.filter.result'), optionName: 'futuresRoundResult' },
      {
        type: 'select',
        name: 'halted',
        label: t('rounds.filter.halted'),
        options: [
          { value: '1', label: t('rounds.haltedYes') },
          { value: '0', label: t('rounds.haltedNo') },
        ],
      },
    ],
    undefined,
    ['status', 'result'],
  );
  const rounds = useRounds(list.request);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<FuturesRound>[]>(
    () => [
      { id: 'id', header: t('rounds.column.id'), numeric: true, width: '96px', pin: 'left' },
      {
        id: 'pair',
        header: t('rounds.column.pair'),
        width: '180px',
        pin: 'left',
        exportValue: (r) => `${r.tradingPairCode} ${r.gameplayName}`,
        cell: (r) => (
          <Flex direction="column" minW="0">
            <Text fontWeight="medium" truncate>
              {r.tradingPairCode}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {r.gameplayName}
            </Text>
          </Flex>
        ),
      },
      { id: 'status', header: t('rounds.column.status'), exportValue: (r) => r.status, cell: (r) => <RoundState round={r} /> },
      {
        id: 'openPrice',
        header: t('rounds.column.openPrice'),
        numeric: true,
        exportValue: (r) => r.openPrice,
        cell: (r) => <PriceTick price={r.openPrice} tickId={r.openTickId} />,
      },
      {
        id: 'closePrice',
        header: t('rounds.column.closePrice'),
        numeric: true,
        exportValue: (r) => r.closePrice,
        cell: (r) => <PriceTick price={r.closePrice} tickId={r.closeTickId} />,
      },
      {
        id: 'result',
        header: t('rounds.column.result'),
        exportValue: (r) => r.result,
        cell: (r) => <OptionBadge name="futuresRoundResult" value={r.result} />,
      },
      {
        id: 'longTotal',
        header: t('rounds.column.longTotal'),
        numeric: true,
        exportValue: (r) => r.longTotal,
        cell: (r) => <RoundAmount value={r.longTotal} round={r} count={r.longCount} />,
      },
      {
        id: 'shortTotal',
        header: t('rounds.column.shortTotal'),
        numeric: true,
        exportValue: (r) => r.shortTotal,
        cell: (r) => <RoundAmount value={r.shortTotal} round={r} count={r.shortCount} />,
      },
      {
        id: 'winnerPayout',
        header: t('rounds.column.winnerPayout'),
        numeric: true,
        exportValue: (r) => r.winnerPayout,
        cell: (r) => <RoundAmount value={r.winnerPayout} round={r} />,
      },
      {
        id: 'loserPayout',
        header: t('rounds.column.loserPayout'),
        numeric: true,
        exportValue: (r) => r.loserPayout,
        cell: (r) => <RoundAmount value={r.loserPayout} round={r} />,
      },
      {
        id: 'refundTotal',
        header: t('rounds.column.refundTotal'),
        numeric: true,
        hiddenByDefault: true,
        exportValue: (r) => r.refundTotal,
        cell: (r) => <RoundAmount value={r.refundTotal} round={r} />,
      },
      {
        id: 'yieldRatio',
        header: t('rounds.column.yieldRatio'),
        numeric: true,
        exportValue: (r) => r.yieldRatio,
        cell: (r) => ratioPercent(r.yieldRatio),
      },
      { id: 'startDate', header: t('rounds.column.start'), dates: true, cell: (r) => <DateText value={r.startDate} /> },
      { id: 'endDate', header: t('rounds.column.end'), dates: true, cell: (r) => <DateText value={r.endDate} /> },
      {
        id: 'settleDate',
        header: t('rounds.column.settled'),
        dates: true,
        hiddenByDefault: true,
        cell: (r) => <DateText value={r.settleDate} />,
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.rounds')}
      description={t('rounds.description', { seconds: LIVE_REFRESH_MS / 1000 })}
      list={list}
      summary={<FeedNotice />}
      filters={fields}
      primaryFilters={4}
      query={rounds}
      columns={columns}
      getRowId={(r) => r.id}
      onRowClick={(r) => setViewing(r.id)}
      empty={{ none: t('rounds.empty.none'), noneHint: t('rounds.empty.noneHint'), filtered: t('rounds.empty.filtered') }}
    >
      <RoundDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
