import { usePageTitle } from '@console/client';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import type { RowMembers } from '../report-kit/figure-links';
import { type TrailStep, useDownlineWalk } from '../report-kit/trail';
import { AGENT_REPORT_PATH } from './api';
import { type AgentDownlineRow, agentColumns, agentRowId } from './columns';

/** A member's figures are its own and those of everyone below it: its own alone where nobody is below it. */
const members = (row: AgentDownlineRow): RowMembers =>
  row.numberOfDownlines > 0 ? { kind: 'below', id: row.agentId, withSelf: true } : { kind: 'user', id: row.agentId };

/**
 * The users directly below agent `{id}` (agents, salespeople and end users), each with the same metrics over the
 * range covering everyone below it, so the rows add up to the agent's; a row walks one level further down, and the
 * breadcrumb walks back up the path taken.
 */
export default function AgentDownlinePage() {
  const { t } = useAreaTranslation();
  const lead = useMemo(() => agentColumns(t, true), [t]);
  const name = (step: TrailStep) =>
    step.label ? t('report.accountNamed', { name: step.label, id: step.id }) : t('agentReport.agent', { id: step.id });
  const walk = useDownlineWalk(AGENT_REPORT_PATH, { trail: t('report.trail'), root: t('routes.agentReport'), step: name });
  const { current } = walk;
  usePageTitle(current ? t('agentReport.downline.titleNamed', { name: current.label || `#${current.id}` }) : null);
  if (!walk.type || !current) return <Navigate to={walk.summaryPath} replace />;

  return (
    <ReportList<AgentDownlineRow>
      listKey="agentReportDownline"
      title={t('agentReport.downline.title', { name: name(current) })}
      above={walk.trail}
      type="summary"
      path={DOWNLINE_PATHS.agent}
      exportWith="agentReport.export"
      fixed={{ agentId: current.id }}
      lead={lead}
      members={members}
      getRowId={agentRowId}
      onRowClick={(row) => walk.walkDown({ id: row.agentId, label: row.agentAccount })}
      empty={{ none: t('agentReport.downline.empty'), noneHint: t('agentReport.downline.emptyHint') }}
    />
  );
}
