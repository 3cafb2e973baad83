import { Badge, Button, Text } from '@chakra-ui/react';
import type { DistributionHourlyRecord } from '@console/contracts';
import { type DataTableColumn, DateText, FilterBar, MoneyText, PagedTable, PageHeader, useUrlState } from '@console/ui';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useDistributionHourly } from './api';
import { BrokenLink, PeriodSummary } from './components';
import { ALL_INVESTORS, DISTRIBUTION_PATH, type PaymentPeriod, periodOf, positiveInt, runnerDetailPath, runnersPath } from './paths';

const LAYERS = [1, 2, 3, 4, 5] as const;

/** The percentage a record's layer earns (percentage1 for layer 1, ...). */
function layerPercentage(r: DistributionHourlyRecord): string {
  const key = `percentage${r.layer}` as 'percentage1';
  return r[key] ?? '0';
}

/** The hourly records of one runner that made up an upline's bonus, by layer and investor. */
export default function DistributionRunnerDetailPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const period = periodOf(params);
  const runnerId = positiveInt(params.runnerId);
  const investor = params.investmentUserId === ALL_INVESTORS ? null : positiveInt(params.investmentUserId);
  const valid = period && runnerId !== null && (investor !== null || params.investmentUserId === ALL_INVESTORS);
  return (
    <>
      <PageHeader title={t('routes.distributionRunnerDetail')} description={t('distribution.detailDescription')} />
      {valid ? <HourlyList period={period} runnerId={runnerId} investor={investor} /> : <BrokenLink backTo={DISTRIBUTION_PATH} />}
    </>
  );
}

function HourlyList({ period, runnerId, investor }: { period: PaymentPeriod; runnerId: number; investor: number | null }) {
  const { t } = useAreaTranslation();
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  const url = useUrlState({ layer: '' });
  const layer = positiveInt(url.filters.layer);
  const list = useDistributionHourly(
    {
      accountId: period.accountId,
      startDate: period.startDate,
      endDate: period.endDate,
      futuresRunnerId: runnerId,
      ...(investor === null ? {} : { investmentUserId: investor }),
      ...(layer === null ? {} : { layer }),
      pageNum: url.pageNum,
      pageSize: url.pageSize,
    },
    true,
  );
  const investorPath = useCallback(
    (id: number | null) => runnerDetailPath({ ...period, runnerId, investmentUserId: id }, code),
    [period, runnerId, code],
  );

  const columns = useMemo<DataTableColumn<DistributionHourlyRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      {
        id: 'investmentUserId',
        header: t('distribution.column.investor'),
        cell: (r) =>
          investor === null ? (
            <Button asChild variant="plain" size="sm" px="0" h="auto" colorPalette="brand">
              <RouterLink to={investorPath(r.investmentUserId)} onClick={(e) => e.stopPropagation()}>
                {t('records.userId', { id: r.investmentUserId })}
              </RouterLink>
            </Button>
          ) : (
            <Text>{t('records.userId', { id: r.investmentUserId })}</Text>
          ),
      },
      {
        id: 'layer',
        header: t('distribution.column.layer'),
        cell: (r) => (
          <Badge variant="subtle" colorPalette="blue">
            {t('distribution.layer', { layer: r.layer })}
          </Badge>
        ),
      },
      { id: 'amount', header: t('distribution.column.amount'), numeric: true, cell: (r) => <MoneyText value={r.amount} unit={code} /> },
      { id: 'rate', header: t('distribution.column.rate'), numeric: true, cell: (r) => <MoneyText value={layerPercentage(r)} unit="%" /> },
      {
        id: 'bonus',
        header: t('distribution.column.bonus'),
        numeric: true,
        cell: (r) => <MoneyText value={r.bonus} unit={code} fontWeight="medium" />,
      },
      { id: 'runnerStart', header: t('distribution.column.runnerStart'), cell: (r) => <DateText value={r.runnerStartDate} /> },
      { id: 'runnerEnd', header: t('distribution.column.runnerEnd'), cell: (r) => <DateText value={r.runnerEndDate} /> },
      { id: 'paymentId', header: t('distribution.column.payment'), numeric: true, cell: (r) => r.paymentId ?? '—' },
      { id: 'createDate', header: t('records.column.created'), cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t, code, investor, investorPath],
  );

  return (
    <>
      <PeriodSummary
        period={period}
        code={code}
        backTo={runnersPath(period, code)}
        backLabel={t('distribution.backToRunners')}
        extra={[
          [t('distribution.period.runner'), `#${runnerId}`],
          [
            t('distribution.period.investor'),
            investor === null ? (
              t('distribution.allInvestors')
            ) : (
              <>
                {t('records.userId', { id: investor })}{' '}
                <Button asChild variant="plain" size="xs" px="1" h="auto" colorPalette="brand">
                  <RouterLink to={investorPath(null)}>{t('distribution.showAllInvestors')}</RouterLink>
                </Button>
              </>
            ),
          ],
        ]}
      />
      <FilterBar
        state={url}
        fields={[
          {
            type: 'select',
            name: 'layer',
            label: t('distribution.filter.layer'),
            options: LAYERS.map((l) => ({ value: String(l), label: t('distribution.layer', { layer: l }) })),
          },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.distributionRunnerDetail')}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={layer === null ? t('distribution.empty.hourly') : t('distribution.empty.hourlyFiltered')}
        emptyDescription={layer === null ? '' : t('common.emptyFilteredHint')}
      />
    </>
  );
}
