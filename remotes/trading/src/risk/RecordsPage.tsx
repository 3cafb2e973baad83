import { Flex, Text } from '@chakra-ui/react';
import type { RiskRecord } from '@console/contracts/schemas/trading-risk';
import { type DataTableColumn, DateText, DetailDrawer, ListPage, MoneyText, OptionBadge } from '@console/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { percentText } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useRiskRecords } from './api';

/** A price with the recorded tick it comes from. */
function TickPrice({ price, tickId }: { price: string | null; tickId: number | null }) {
  if (!price) return <Text color="fg.subtle">—</Text>;
  return (
    <Flex direction="column" align="flex-end">
      <MoneyText value={price} />
      {tickId ? (
        <Text textStyle="xs" color="fg.muted">
          tick #{tickId}
        </Text>
      ) : null}
    </Flex>
  );
}

/** `1 h 2 min 5 s` of a duration in seconds. */
function duration(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [
    h ? t('riskRecords.hours', { count: h }) : '',
    m ? t('riskRecords.minutes', { count: m }) : '',
    s || (!h && !m) ? t('riskRecords.seconds', { count: s }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Every trip, re-arm, hand halt and settings change of the guards: reference, last good and breaching tick, duration, what was voided. */
export default function RiskRecordsPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList(
    'riskRecords',
    [
      { type: 'number', name: 'cid', label: t('riskRecords.filter.pair') },
      { type: 'option', name: 'type', label: t('riskRecords.filter.type'), optionName: 'riskRecordType' },
      { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('riskRecords.filter.time') },
    ],
    undefined,
    ['type'],
  );
  const records = useRiskRecords(list.request);
  const [viewing, setViewing] = useState<RiskRecord | null>(null);

  const columns = useMemo<DataTableColumn<RiskRecord>[]>(
    () => [
      { id: 'id', header: t('riskRecords.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'code',
        header: t('riskRecords.column.pair'),
        width: '130px',
        pin: 'left',
        cell: (r) => <Text fontWeight="medium">{r.code}</Text>,
      },
      {
        id: 'type',
        header: t('riskRecords.column.type'),
        exportValue: (r) => r.type,
        cell: (r) => (
          <Flex direction="column" gap="0.5">
            <OptionBadge name="riskRecordType" value={r.type} width="fit-content" />
            {r.cause ? (
              <Text textStyle="xs" color="fg.muted">
                {t(`riskRecords.cause.${r.cause}`, { defaultValue: r.cause })}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'createDate',
        header: t('riskRecords.column.time'),
        dates: true,
        exportValue: (r) => r.controlTime,
        cell: (r) => <DateText value={r.controlTime} />,
      },
      {
        id: 'reference',
        header: t('riskRecords.column.reference'),
        numeric: true,
        exportValue: (r) => r.price,
        cell: (r) => <MoneyText value={r.price} />,
      },
      {
        id: 'band',
        header: t('riskRecords.column.band'),
        numeric: true,
        exportValue: (r) => r.bandPercent,
        cell: (r) => (r.bandPercent ? `± ${percentText(r.bandPercent)}` : '—'),
      },
      {
        id: 'lastGood',
        header: t('riskRecords.column.lastGood'),
        numeric: true,
        exportValue: (r) => r.beforePrice,
        cell: (r) => <TickPrice price={r.beforePrice} tickId={r.lastGoodTickId} />,
      },
      {
        id: 'breaching',
        header: t('riskRecords.column.breaching'),
        numeric: true,
        exportValue: (r) => r.afterPrice,
        cell: (r) => <TickPrice price={r.afterPrice} tickId={r.breachingTickId} />,
      },
      {
        id: 'duration',
        header: t('riskRecords.column.duration'),
        exportValue: (r) => r.durationSeconds,
        cell: (r) =>
          r.type === 'trip' || r.type === 'halt' ? (
            r.endedAt ? (
              <Flex direction="column">
                <Text>{duration(r.durationSeconds, t)}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('riskRecords.ended')} <DateText value={r.endedAt} />
                </Text>
              </Flex>
            ) : (
              <Text color="fg.warning">{t('riskRecords.ongoing')}</Text>
            )
          ) : (
            '—'
          ),
      },
      {
        id: 'voided',
        header: t('riskRecords.column.voided'),
        numeric: true,
        exportValue: (r) => `${r.roundsVoided}/${r.ordersRefunded}`,
        cell: (r) => t('riskRecords.voidedCell', { rounds: r.roundsVoided, orders: r.ordersRefunded }),
      },
      {
        id: 'operator',
        header: t('riskRecords.column.operator'),
        exportValue: (r) => r.operator ?? '',
        cell: (r) => (
          <Flex direction="column" minW="0">
            <Text>{r.operator ?? t('riskRecords.automatic')}</Text>
            {r.reason ? (
              <Text textStyle="xs" color="fg.muted" truncate title={r.reason}>
                {r.reason}
              </Text>
            ) : null}
          </Flex>
        ),
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.riskRecords')}
      description={t('riskRecords.description')}
      list={list}
      filters={fields}
      query={records}
      columns={columns}
      getRowId={(r) => r.id}
      onRowClick={setViewing}
      empty={{ none: t('riskRecords.empty.none'), noneHint: t('riskRecords.empty.noneHint'), filtered: t('riskRecords.empty.filtered') }}
    >
      <DetailDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? t('riskRecords.detail.title', { id: viewing.id, code: viewing.code }) : ''}
        items={
          viewing
            ? [
                { label: t('riskRecords.column.type'), value: <OptionBadge name="riskRecordType" value={viewing.type} /> },
                { label: t('riskRecords.column.time'), value: <DateText value={viewing.controlTime} /> },
                { label: t('riskRecords.column.reference'), value: <MoneyText value={viewing.price} /> },
                {
                  label: t('riskRecords.column.lastGood'),
                  value: <TickPrice price={viewing.beforePrice} tickId={viewing.lastGoodTickId} />,
                },
                {
                  label: t('riskRecords.column.breaching'),
                  value: <TickPrice price={viewing.afterPrice} tickId={viewing.breachingTickId} />,
                },
                { label: t('riskRecords.detail.trip'), value: viewing.tripId ? `#${viewing.tripId}` : '—' },
                { label: t('riskRecords.column.duration'), value: duration(viewing.durationSeconds, t) || '—' },
                {
                  label: t('riskRecords.column.voided'),
                  value: t('riskRecords.voidedCell', { rounds: viewing.roundsVoided, orders: viewing.ordersRefunded }),
                },
                { label: t('riskRecords.column.operator'), value: viewing.operator ?? t('riskRecords.automatic') },
                { label: t('common.reason'), value: viewing.reason ?? '—' },
              ]
            : []
        }
        json={
          viewing
            ? [
                { label: t('riskRecords.detail.before'), value: viewing.beforeState },
                { label: t('riskRecords.detail.after'), value: viewing.afterState },
              ]
            : []
        }
      />
    </ListPage>
  );
}
