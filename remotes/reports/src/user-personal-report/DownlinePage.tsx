import { usePageTitle } from '@console/client';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS, isReportType, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { DownlineTrail, downlinePath, reportPath, type TrailStep, trailTo } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { ACCOUNT_REPORT_PATH } from './api';

/** The users directly below user `{id}`, each with their own figures over the range; a row walks one level down. */
export default function AccountDownlinePage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const type = params.tabName;
  const lead = useMemo(() => userColumns(t), [t]);
  const steps = useMemo(() => (Number.isSafeInteger(id) && id > 0 ? trailTo(search, id) : []), [search, id]);
  const name = (step: TrailStep) => t('report.account', { id: step.id });
  const current = steps[steps.length - 1];
  usePageTitle(current ? t('accountReport.downline.title', { name: name(current) }) : null);
  if (!isReportType(type) || !current) return <Navigate to={`${ACCOUNT_REPORT_PATH}/summary`} replace />;

  return (
    <ReportList<UserReportRow>
      listKey="accountReportDownline"
      title={t('accountReport.downline.title', { name: name(current) })}
      above={
        <DownlineTrail
          label={t('report.trail')}
          root={t('routes.accountReport')}
          rootTo={reportPath(ACCOUNT_REPORT_PATH, type, search)}
          steps={steps}
          stepTo={(index) => downlinePath(ACCOUNT_REPORT_PATH, type, steps.slice(0, index + 1), search)}
          stepLabel={name}
        />
      }
      type="summary"
      path={DOWNLINE_PATHS.account}
      fixed={{ accountId: current.id }}
      lead={lead}
      getRowId={userRowId}
      onRowClick={(row) => navigate(downlinePath(ACCOUNT_REPORT_PATH, type, [...steps, { id: row.accountId, label: '' }], search))}
      empty={{ none: t('accountReport.downline.empty'), noneHint: t('accountReport.downline.emptyHint') }}
    />
  );
}
