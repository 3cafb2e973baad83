import { PathTabRoute } from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { type AgentReportRow, REPORT_PATHS, REPORT_TABS, type ReportType } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { downlinePath } from '../report-kit/trail';
import { AGENT_REPORT_PATH } from './api';
import { agentColumns, agentRowId } from './columns';

/** Each agent's figures (its own and its downline's users) over a date range; a row opens the agent's downline. */
export default function AgentReportPage() {
  return (
    <PathTabRoute tabs={REPORT_TABS} basePath={AGENT_REPORT_PATH}>
      {(tab) => <AgentReport key={tab.name} type={tab.name as ReportType} />}
    </PathTabRoute>
  );
}

function AgentReport({ type }: { type: ReportType }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lead = useMemo(() => agentColumns(t), [t]);
  return (
    <ReportList<AgentReportRow>
      listKey="agentReport"
      title={t('routes.agentReport')}
      description={t('agentReport.description')}
      type={type}
      tabsPath={AGENT_REPORT_PATH}
      path={REPORT_PATHS.agent[type]}
      exportWith="agentReport.export"
      filters={[
        { type: 'number', name: 'agentId', label: t('report.column.agentId') },
        { type: 'text', name: 'agentAccount', label: t('report.column.agentAccount') },
      ]}
      lead={lead}
      getRowId={agentRowId}
      onRowClick={(row) => navigate(downlinePath(AGENT_REPORT_PATH, type, [{ id: row.agentId, label: row.agentAccount }], search))}
      empty={{ none: t('agentReport.empty'), noneHint: t('report.empty.noneHint') }}
    />
  );
}
