import { Badge, Button, Text } from '@chakra-ui/react';
import { usePageTitle } from '@console/client';
import type { DistributionHourlyRecord } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, ListPage, MoneyText, PageHeader } from '@console/ui';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useDistributionHourly } from './api';
import { BackButton, BrokenLink, PeriodSummary } from './components';
import { useFilterBarList } from '@console/ui';
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
  // Named after the runner in the header, the history tag and the document title.
  const title = valid ? t('distribution.detailTitle', { runnerId }) : null;
  usePageTitle(title);
  if (!valid) {
    return (
      <>
        <PageHeader title={t('routes.distributionRunnerDetail')} description={t('distribution.detailDescription')} />
        <BrokenLink backTo={DISTRIBUTION_PATH} />
      </>
    );
  }
  return <HourlyList period={period} runnerId={runnerId} investor={investor} title={title ?? ''} />;
}

function HourlyList({
  period,
  runnerId,
  investor,
  title,
}: {
  period: PaymentPeriod;
  runnerId: number;
  investor: number | null;
  title: string;
}) {
  const { t } = useAreaTranslation();
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  const { list, fields } = useFilterBarList('distributionRunnerDetail', [
    {
      type: 'select',
      name: 'layer',
      label: t('distribution.filter.layer'),
      options: LAYERS.map((l) => ({ value: String(l), label: t('distribution.layer', { layer: l }) })),
    },
  ]);
  const layer = positiveInt(list.filters.layer);
  const url = list.url;
  const records = useDistributionHourly(
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

  const columns = useMemo<DataTableColumn<DistributionHourlyRecord>[]>(() => {
    // The payment's coin, when the link names it; else the amounts keep their own precision.
    const amount = (value: string, bold = false) =>
      code ? (
        <CoinAmount value={value} code={code} fontWeight={bold ? 'medium' : undefined} />
      ) : (
        <MoneyText value={value} fontWeight={bold ? 'medium' : undefined} />
      );
    return [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'investmentUserId',
        header: t('distribution.column.investor'),
        width: '120px',
        pin: 'left',
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
      { id: 'amount', header: t('distribution.column.amount'), numeric: true, cell: (r) => amount(r.amount) },
      { id: 'rate', header: t('distribution.column.rate'), numeric: true, cell: (r) => <MoneyText value={layerPercentage(r)} unit="%" /> },
      {
        id: 'bonus',
        header: t('distribution.column.bonus'),
        numeric: true,
        cell: (r) => amount(r.bonus, true),
      },
      { id: 'runnerStart', header: t('distribution.column.runnerStart'), dates: true, cell: (r) => <DateText value={r.runnerStartDate} /> },
      { id: 'runnerEnd', header: t('distribution.column.runnerEnd'), dates: true, cell: (r) => <DateText value={r.runnerEndDate} /> },
      { id: 'paymentId', header: t('distribution.column.payment'), numeric: true, cell: (r) => r.paymentId ?? '—' },
      { id: 'createDate', header: t('records.column.created'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    ];
  }, [t, code, investor, investorPath]);

  return (
    <ListPage
      title={title}
      label={t('routes.distributionRunnerDetail')}
      description={t('distribution.detailDescription')}
      actions={<BackButton to={runnersPath(period, code)} label={t('distribution.backToRunners')} />}
      tabs={
        <PeriodSummary
          period={period}
          code={code}
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
      }
      list={list}
      filters={fields}
      primaryFilters={3}
      query={records}
      columns={columns}
      getRowId={(r) => r.id}
      empty={{ none: t('distribution.empty.hourly'), filtered: t('distribution.empty.hourlyFiltered') }}
    />
  );
}
