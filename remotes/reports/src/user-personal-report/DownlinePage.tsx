import { usePageTitle } from '@console/client';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import type { RowMembers } from '../report-kit/figure-links';
import { type TrailStep, useDownlineWalk } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';

/** Each member's own figures. */
const members = (row: UserReportRow): RowMembers => ({ kind: 'user', id: row.accountId });
import { ACCOUNT_REPORT_PATH } from './api';

/** The users directly below user `{id}`, each with their own figures over the range; a row walks one level down. */
export default function AccountDownlinePage() {
  const { t } = useAreaTranslation();
  const lead = useMemo(() => userColumns(t), [t]);
  const name = (step: TrailStep) => t('report.account', { id: step.id });
  const walk = useDownlineWalk(ACCOUNT_REPORT_PATH, { trail: t('report.trail'), root: t('routes.accountReport'), step: name });
  const { current } = walk;
  usePageTitle(current ? t('accountReport.downline.title', { name: name(current) }) : null);
  if (!walk.type || !current) return <Navigate to={walk.summaryPath} replace />;

  return (
    <ReportList<UserReportRow>
      listKey="accountReportDownline"
      title={t('accountReport.downline.title', { name: name(current) })}
      above={walk.trail}
      type="summary"
      path={DOWNLINE_PATHS.account}
      exportWith="accountReport.export"
      fixed={{ accountId: current.id }}
      lead={lead}
      members={members}
      getRowId={userRowId}
      onRowClick={(row) => walk.walkDown({ id: row.accountId, label: '' })}
      empty={{ none: t('accountReport.downline.empty'), noneHint: t('accountReport.downline.emptyHint') }}
    />
  );
}
