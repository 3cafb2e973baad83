import type { FilterField } from '@console/ui';
import type { TFunction } from 'i18next';
import type { RowMembers } from '../report-kit/figure-links';
import type { AgentReportRow } from '../report-kit/report';
import { ReportPage } from '../report-kit/ReportPage';
import { AGENT_REPORT_PATH } from './api';
import { agentColumns, agentRowId } from './columns';

const lead = (t: TFunction) => agentColumns(t);
/** An agent's figures are its downline's, at any depth, the agent itself left out. */
const members = (row: AgentReportRow): RowMembers => ({ kind: 'below', id: row.agentId, withSelf: false });

const filters = (_type: unknown, t: TFunction): FilterField[] => [
  { type: 'number', name: 'agentId', label: t('report.column.agentId') },
  { type: 'text', name: 'agentAccount', label: t('report.column.agentAccount') },
];

/** Each agent's figures (its own and its downline's users) over a date range; a row opens the agent's downline. */
export default function AgentReportPage() {
  return (
    <ReportPage<AgentReportRow>
      report="agent"
      listKey="agentReport"
      basePath={AGENT_REPORT_PATH}
      lead={lead}
      members={members}
      filters={filters}
      getRowId={agentRowId}
      downline={(row) => ({ id: row.agentId, label: row.agentAccount })}
    />
  );
}
