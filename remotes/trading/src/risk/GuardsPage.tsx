import { Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { RiskSetting } from '@console/contracts/schemas/trading-risk';
import { type DataTableColumn, DateText, ListPage, MoneyText, OptionBadge, type RowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuRotateCcw, LuShieldAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { formatDecimal } from '@console/ui';
import { LogoName, percentText, priceDecimals } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useRiskSettings } from './api';
import { GuardDialog } from './GuardDialog';
import { RearmDialog } from './RearmDialog';
import { FeedNotice } from '../lists/FeedNotice';

/** States a guard can be re-armed from. */
export const REARMABLE = new Set(['tripped', 'cooling', 'halted']);

/**
 * The reference-price guard of every coin pair: the live feed price beside the reference and its band, and the
 * guard's state. The guard only decides whether a pair trades; nothing here sets a price anything trades at.
 */
export default function GuardsPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList(
    'riskSettings',
    [
      { type: 'text', name: 'code', label: t('riskPairs.filter.code') },
      { type: 'option', name: 'state', label: t('riskPairs.filter.state'), optionName: 'riskGuardState' },
    ],
    undefined,
    ['state'],
  );
  const guards = useRiskSettings(list.request);
  const canSet = useCan('risk.setReferencePrice');
  const canRearm = useCan('risk.loopSetting');
  const [setting, setSetting] = useState<RiskSetting | null>(null);
  const [rearming, setRearming] = useState<RiskSetting | null>(null);

  const columns = useMemo<DataTableColumn<RiskSetting>[]>(
    () => [
      { id: 'cid', header: t('riskPairs.column.id'), numeric: true, width: '72px', pin: 'left', cell: (g) => g.cid },
      {
        id: 'pair',
        header: t('riskPairs.column.pair'),
        width: '170px',
        pin: 'left',
        exportValue: (g) => g.code,
        cell: (g) => <LogoName logo={g.logo} name={g.code} />,
      },
      {
        id: 'status',
        header: t('riskPairs.column.state'),
        exportValue: (g) => g.status,
        cell: (g) =>
          g.status ? (
            <Flex direction="column" gap="0.5">
              <OptionBadge name="riskGuardState" value={g.status} width="fit-content" />
              <Text textStyle="xs" color="fg.muted">
                {g.status === 'cooling' && g.coolingUntil ? (
                  <>
                    {t('riskPairs.coolingUntil')} <DateText value={g.coolingUntil} />
                  </>
                ) : g.stateSince ? (
                  <>
                    {t('riskPairs.since')} <DateText value={g.stateSince} />
                  </>
                ) : null}
              </Text>
            </Flex>
          ) : (
            <Text color="fg.muted">{t('riskPairs.noGuard')}</Text>
          ),
      },
      {
        id: 'livePrice',
        header: t('riskPairs.column.live'),
        numeric: true,
        exportValue: (g) => g.livePrice,
        cell: (g) =>
          g.livePrice ? (
            <Flex direction="column" align="flex-end">
              <MoneyText value={g.livePrice} fontWeight="medium" />
              <DateText value={g.liveTickTime} textStyle="xs" color="fg.muted" />
            </Flex>
          ) : (
            <Text color="fg.muted">{t('riskPairs.noPrice')}</Text>
          ),
      },
      {
        id: 'reference',
        header: t('riskPairs.column.reference'),
        numeric: true,
        exportValue: (g) => g.price,
        cell: (g) =>
          g.id === null ? (
            <Text color="fg.muted">{t('riskPairs.noGuard')}</Text>
          ) : (
            <Flex direction="column" align="flex-end">
              <MoneyText value={g.price} decimals={g.referenceMode === 2 ? undefined : priceDecimals(g.livePrice)} />
              <Text textStyle="xs" color="fg.muted">
                {g.referenceMode === 2 ? t('riskPairs.mode.fixed') : t('riskPairs.mode.average', { seconds: g.averageWindowSeconds })}
              </Text>
            </Flex>
          ),
      },
      {
        id: 'band',
        header: t('riskPairs.column.band'),
        numeric: true,
        exportValue: (g) => g.bandPercent,
        cell: (g) =>
          g.bandPercent ? (
            <Flex direction="column" align="flex-end">
              <Text>± {percentText(g.bandPercent)}</Text>
              <Text textStyle="xs" color="fg.muted">
                {g.lowerBound && g.upperBound
                  ? `${formatDecimal(g.lowerBound, priceDecimals(g.livePrice))} – ${formatDecimal(g.upperBound, priceDecimals(g.livePrice))}`
                  : '—'}
              </Text>
            </Flex>
          ) : (
            '—'
          ),
      },
      {
        id: 'breaches',
        header: t('riskPairs.column.breaches'),
        numeric: true,
        exportValue: (g) => g.consecutiveBreaches,
        cell: (g) => (g.breachesToTrip ? `${g.consecutiveBreaches} / ${g.breachesToTrip}` : '—'),
      },
      {
        id: 'limits',
        header: t('riskPairs.column.limits'),
        exportValue: (g) => `${g.stalenessSeconds ?? ''}/${g.cooldownSeconds ?? ''}`,
        cell: (g) => (g.id === null ? '—' : t('riskPairs.limitsCell', { staleness: g.stalenessSeconds, cooldown: g.cooldownSeconds })),
      },
      {
        id: 'updated',
        header: t('riskPairs.column.updated'),
        dates: true,
        exportValue: (g) => g.updateDate,
        cell: (g) => (
          <Flex direction="column">
            <DateText value={g.updateDate} />
            {g.updatedBy ? (
              <Text textStyle="xs" color="fg.muted">
                {g.updatedBy}
              </Text>
            ) : null}
          </Flex>
        ),
      },
    ],
    [t],
  );
  const actionsFor = (g: RiskSetting): RowAction[] => [
    { label: t('riskPairs.action.set'), icon: <LuShieldAlert />, hidden: !canSet, onClick: () => setSetting(g) },
    {
      label: t('riskPairs.action.rearm'),
      icon: <LuRotateCcw />,
      hidden: !canRearm || !REARMABLE.has(g.status ?? ''),
      onClick: () => setRearming(g),
    },
  ];

  return (
    <ListPage
      title={t('routes.riskPairs')}
      description={t('riskPairs.description')}
      list={list}
      summary={<FeedNotice />}
      filters={fields}
      query={guards}
      columns={columns}
      getRowId={(g) => g.cid}
      empty={{ none: t('riskPairs.empty.none'), noneHint: t('riskPairs.empty.noneHint'), filtered: t('riskPairs.empty.filtered') }}
      rowActions={canSet || canRearm ? actionsFor : undefined}
    >
      <GuardDialog guard={setting} onClose={() => setSetting(null)} />
      <RearmDialog guard={rearming} onClose={() => setRearming(null)} />
    </ListPage>
  );
}
