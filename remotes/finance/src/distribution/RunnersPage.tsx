import { useCan, usePageTitle } from '@console/client';
import type { DistributionRunnerSummary } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, ListPage, MoneyText, PageHeader, type RowAction } from '@console/ui';
import { useMemo } from 'react';
import { LuClock } from 'react-icons/lu';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useFilterBarList } from '@console/ui';
import { useDistributionRunners } from './api';
import { BackButton, BrokenLink, PeriodSummary } from './components';
import { DISTRIBUTION_PATH, type PaymentPeriod, periodOf, runnerDetailPath } from './paths';

/** The runners whose trading made up one upline's distribution bonus for a period. */
export default function DistributionRunnersPage() {
  const { t } = useAreaTranslation();
  const period = periodOf(useParams());
  // Named after the payment's upline in the header, the history tag and the document title.
  const title = period ? t('distribution.runnersTitle', { accountId: period.accountId }) : null;
  usePageTitle(title);
  if (!period) {
    return (
      <>
        <PageHeader title={t('routes.distributionRunners')} description={t('distribution.runnersDescription')} />
        <BrokenLink backTo={DISTRIBUTION_PATH} />
      </>
    );
  }
  return <RunnerList period={period} title={title ?? ''} />;
}

function RunnerList({ period, title }: { period: PaymentPeriod; title: string }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  const { list } = useFilterBarList('distributionRunners', []);
  const runners = useDistributionRunners(
    {
      accountId: period.accountId,
      startDate: period.startDate,
      endDate: period.endDate,
      pageNum: list.url.pageNum,
      pageSize: list.url.pageSize,
    },
    true,
  );
  const canCheck = useCan('distribution.check');
  const openDetail = (r: DistributionRunnerSummary) =>
    navigate(runnerDetailPath({ ...period, runnerId: r.futuresRunnerId, investmentUserId: null }, code));

  const columns = useMemo<DataTableColumn<DistributionRunnerSummary>[]>(() => {
    // The payment's coin, when the link names it; else the amounts keep their own precision.
    const amount = (value: string, bold = false) =>
      code ? (
        <CoinAmount value={value} code={code} fontWeight={bold ? 'medium' : undefined} />
      ) : (
        <MoneyText value={value} fontWeight={bold ? 'medium' : undefined} />
      );
    return [
      { id: 'futuresRunnerId', header: t('distribution.column.runner'), numeric: true, width: '96px', pin: 'left' },
      {
        id: 'runnerStart',
        header: t('distribution.column.runnerStart'),
        exportValue: (r) => r.runnerStartDate,
        dates: true,
        cell: (r) => <DateText value={r.runnerStartDate} />,
      },
      {
        id: 'runnerEnd',
        header: t('distribution.column.runnerEnd'),
        exportValue: (r) => r.runnerEndDate,
        dates: true,
        cell: (r) => <DateText value={r.runnerEndDate} />,
      },
      { id: 'investmentUsers', header: t('distribution.column.investors'), numeric: true },
      { id: 'recordCount', header: t('distribution.column.records'), numeric: true },
      { id: 'amount', header: t('distribution.column.amount'), numeric: true, cell: (r) => amount(r.amount) },
      { id: 'bonus', header: t('distribution.column.bonus'), numeric: true, cell: (r) => amount(r.bonus, true) },
    ];
  }, [t, code]);
  const actionsFor = (r: DistributionRunnerSummary): RowAction[] => [
    { label: t('distribution.action.hourly'), icon: <LuClock />, onClick: () => openDetail(r) },
  ];

  return (
    <ListPage
      title={title}
      label={t('routes.distributionRunners')}
      description={t('distribution.runnersDescription')}
      actions={<BackButton to={DISTRIBUTION_PATH} label={t('distribution.backToPayments')} />}
      tabs={<PeriodSummary period={period} code={code} />}
      list={list}
      query={runners}
      columns={columns}
      getRowId={(r) => r.futuresRunnerId}
      onRowClick={canCheck ? openDetail : undefined}
      empty={{
        none: t('distribution.empty.runners'),
        noneHint: t('distribution.empty.runnersHint'),
        filtered: t('distribution.empty.runners'),
      }}
      rowActions={canCheck ? actionsFor : undefined}
    />
  );
}
