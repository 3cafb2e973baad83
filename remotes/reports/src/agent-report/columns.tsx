import { type DataTableColumn, formatDecimal, OptionBadge } from '@console/ui';
import type { TFunction } from 'i18next';
import { CountText } from '../report-kit/columns';
import type { AgentReportRow } from '../report-kit/report';

/** A downline row: a user directly below the agent (an agent, a salesperson or an end user), its figures covering everyone below it. */
export type AgentDownlineRow = AgentReportRow & { accountType?: number };

/**
 * The agent of a row, pinned left, with the size of the downline its figures cover. In a downline the rows are the
 * users directly below the agent, of any account type, so they are named as accounts.
 */
export function agentColumns(t: TFunction, downline = false): DataTableColumn<AgentDownlineRow>[] {
  return [
    {
      id: 'agentId',
      header: t(downline ? 'report.column.accountId' : 'report.column.agentId'),
      numeric: true,
      width: '104px',
      pin: 'left',
    },
    { id: 'agentAccount', header: t(downline ? 'report.column.account' : 'report.column.agentAccount'), minWidth: '160px' },
    ...(downline
      ? [
          {
            id: 'accountType',
            header: t('report.column.accountType'),
            exportValue: (row: AgentDownlineRow) => row.accountType,
            cell: (row: AgentDownlineRow) => <OptionBadge name="accountType" value={row.accountType} />,
          },
        ]
      : []),
    {
      id: 'numberOfDownlines',
      header: t('report.column.numberOfDownlines'),
      numeric: true,
      exportValue: (row) => formatDecimal(row.numberOfDownlines),
      cell: (row) => <CountText value={row.numberOfDownlines} />,
    },
  ];
}

export const agentRowId = (row: AgentReportRow) => `${row.agentId}-${row.dateTime ?? 'range'}`;
