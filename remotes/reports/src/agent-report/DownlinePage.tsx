import { usePageTitle } from '@console/client';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS, isReportType } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { DownlineTrail, downlinePath, reportPath, type TrailStep, trailTo } from '../report-kit/trail';
import { AGENT_REPORT_PATH } from './api';
import { type AgentDownlineRow, agentColumns, agentRowId } from './columns';

/**
 * The users directly below agent `{id}` (agents, salespeople and end users), each with the same metrics over the
 * range covering everyone below it, so the rows add up to the agent's; a row walks one level further down, and the
 * breadcrumb walks back up the path taken.
 */
export default function AgentDownlinePage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const type = params.tabName;
  const lead = useMemo(() => agentColumns(t, true), [t]);
  const steps = useMemo(() => (Number.isSafeInteger(id) && id > 0 ? trailTo(search, id) : []), [search, id]);
  const name = (step: TrailStep) =>
    step.label ? t('report.accountNamed', { name: step.label, id: step.id }) : t('agentReport.agent', { id: step.id });
  const current = steps[steps.length - 1];
  usePageTitle(current ? t('agentReport.downline.titleNamed', { name: current.label || `#${current.id}` }) : null);
  if (!isReportType(type) || !current) return <Navigate to={`${AGENT_REPORT_PATH}/summary`} replace />;

  return (
    <ReportList<AgentDownlineRow>
      listKey="agentReportDownline"
      title={t('agentReport.downline.title', { name: name(current) })}
      above={
        <DownlineTrail
          label={t('report.trail')}
          root={t('routes.agentReport')}
          rootTo={reportPath(AGENT_REPORT_PATH, type, search)}
          steps={steps}
          stepTo={(index) => downlinePath(AGENT_REPORT_PATH, type, steps.slice(0, index + 1), search)}
          stepLabel={name}
        />
      }
      type="summary"
      path={DOWNLINE_PATHS.agent}
      fixed={{ agentId: current.id }}
      lead={lead}
      getRowId={agentRowId}
      onRowClick={(row) =>
        navigate(downlinePath(AGENT_REPORT_PATH, type, [...steps, { id: row.agentId, label: row.agentAccount }], search))
      }
      empty={{ none: t('agentReport.downline.empty'), noneHint: t('agentReport.downline.emptyHint') }}
    />
  );
}
