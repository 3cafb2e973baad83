import { useCan } from '@console/client';
import type { DistributionRunnerSummary } from '@console/contracts';
import { type DataTableColumn, DateText, MoneyText, PagedTable, PageHeader, type RowAction, useUrlState } from '@console/ui';
import { useMemo } from 'react';
import { LuClock } from 'react-icons/lu';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useDistributionRunners } from './api';
import { BrokenLink, PeriodSummary } from './components';
import { DISTRIBUTION_PATH, type PaymentPeriod, periodOf, runnerDetailPath } from './paths';

/** The runners whose trading made up one upline's distribution bonus for a period. */
export default function DistributionRunnersPage() {
  const { t } = useAreaTranslation();
  const period = periodOf(useParams());
  return (
    <>
      <PageHeader title={t('routes.distributionRunners')} description={t('distribution.runnersDescription')} />
      {period ? <RunnerList period={period} /> : <BrokenLink backTo={DISTRIBUTION_PATH} />}
    </>
  );
}

function RunnerList({ period }: { period: PaymentPeriod }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  const url = useUrlState({});
  const list = useDistributionRunners(
    { accountId: period.accountId, startDate: period.startDate, endDate: period.endDate, pageNum: url.pageNum, pageSize: url.pageSize },
    true,
  );
  const canCheck = useCan('distribution.check');
  const openDetail = (r: DistributionRunnerSummary) =>
    navigate(runnerDetailPath({ ...period, runnerId: r.futuresRunnerId, investmentUserId: null }, code));

  const columns = useMemo<DataTableColumn<DistributionRunnerSummary>[]>(
    () => [
      { id: 'futuresRunnerId', header: t('distribution.column.runner'), numeric: true, width: '96px' },
      { id: 'runnerStart', header: t('distribution.column.runnerStart'), cell: (r) => <DateText value={r.runnerStartDate} /> },
      { id: 'runnerEnd', header: t('distribution.column.runnerEnd'), cell: (r) => <DateText value={r.runnerEndDate} /> },
      { id: 'investmentUsers', header: t('distribution.column.investors'), numeric: true },
      { id: 'recordCount', header: t('distribution.column.records'), numeric: true },
      { id: 'amount', header: t('distribution.column.amount'), numeric: true, cell: (r) => <MoneyText value={r.amount} unit={code} /> },
      {
        id: 'bonus',
        header: t('distribution.column.bonus'),
        numeric: true,
        cell: (r) => <MoneyText value={r.bonus} unit={code} fontWeight="medium" />,
      },
    ],
    [t, code],
  );
  const actionsFor = (r: DistributionRunnerSummary): RowAction[] => [
    { label: t('distribution.action.hourly'), icon: <LuClock />, onClick: () => openDetail(r) },
  ];

  return (
    <>
      <PeriodSummary period={period} code={code} backTo={DISTRIBUTION_PATH} backLabel={t('distribution.backToPayments')} />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.distributionRunners')}
        columns={columns}
        getRowId={(r) => r.futuresRunnerId}
        onRowClick={canCheck ? openDetail : undefined}
        emptyTitle={t('distribution.empty.runners')}
        emptyDescription={t('distribution.empty.runnersHint')}
        rowActions={canCheck ? actionsFor : undefined}
      />
    </>
  );
}
