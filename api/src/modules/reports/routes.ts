import {
  accountDownlineQuery,
  accountReportQuery,
  agentDownlineAnswer,
  agentDownlineQuery,
  agentPeriodAnswer,
  agentReportQuery,
  agentSummaryAnswer,
  marketingDownlineAnswer,
  marketingDownlineQuery,
  marketingReportQuery,
  platformPeriodAnswer,
  platformReportQuery,
  platformSummaryAnswer,
  userPeriodAnswer,
  userSummaryAnswer,
} from '@console/contracts/schemas/reports';
import type { ExportType } from '@console/contracts/schemas/exports-batch';
import type { z } from 'zod';
import type { RouteSpec } from '../../http/routes';
import { route } from '../../http/routes';
import { exportRoute } from './exports';
import { activeUserGroups, agentGroups, childGroups, PLATFORM, treeGroups, userGroups } from './groups';
import { type ReportKind, type ReportSpec, reportPage } from './report';

/** One report path: its query, its answer and the report it runs for a query. */
export interface ReportPath<Q extends z.ZodType = z.ZodType> {
  path: string;
  name: string;
  query: Q;
  answer: z.ZodType;
  spec: (query: z.output<Q>) => ReportSpec;
  /** The columns naming a row's group (the agent, the user), between the period and the figures of an export. */
  columns: string[];
  /** The report its CSV and Excel exports belong to (its export permission, and its jobs in the export center). */
  exportType: ExportType;
}

const AGENT = ['agentId', 'agentAccount', 'numberOfDownlines'];
const USER = ['accountId', 'userRemark'];

const path = <Q extends z.ZodType>(p: ReportPath<Q>): ReportPath => p as unknown as ReportPath;

const KINDS: [ReportKind, string][] = [
  ['summary', ''],
  ['monthly', 'monthly/'],
  ['daily', 'daily/'],
];

/** `reporting/platform/summary`, `.../monthly/summary`, `.../daily/summary`: the whole platform, one row a period. */
const platform = KINDS.map(([kind, sub]) =>
  path({
    path: `reporting/platform/${sub}summary`,
    name: `Platform report (${kind})`,
    query: platformReportQuery,
    answer: kind === 'summary' ? platformSummaryAnswer : platformPeriodAnswer,
    spec: () => ({ kind, members: { kind: 'platform' }, groups: async () => PLATFORM }),
    columns: [],
    exportType: 'platformReport',
  }),
);

/** Agents' reports: a row per agent (a period) with the figures of everyone below the agent. */
const agent = KINDS.map(([kind, sub]) =>
  path({
    path: `reporting/agent/${sub === '' ? 'personal/' : sub}summary`,
    name: `Agent report (${kind})`,
    query: agentReportQuery,
    answer: kind === 'summary' ? agentSummaryAnswer : agentPeriodAnswer,
    spec: (q) => ({ kind, members: { kind: 'downline' }, groups: (db) => agentGroups(db, q), downlines: true }),
    columns: AGENT,
    exportType: 'agentReport',
  }),
);

/** Users' marketing reports: a row per user with the figures of the user and its whole marketing tree below. */
const marketing = KINDS.map(([kind, sub]) =>
  path({
    path: `reporting/marketing/${sub === '' ? 'personal/' : sub}summary`,
    name: `User marketing report (${kind})`,
    query: marketingReportQuery,
    answer: kind === 'summary' ? userSummaryAnswer : userPeriodAnswer,
    spec: (q) => ({
      kind,
      members: { kind: 'tree' },
      groups: (db) => userGroups(db, q.accountIdList ?? (q.accountId ? [q.accountId] : undefined)),
    }),
    columns: USER,
    exportType: 'marketingReport',
  }),
);

/** Accounts' own reports: a row per user with figures of its own (the users with any, unless one is asked for). */
const account = KINDS.map(([kind, sub]) =>
  path({
    path: `reporting/account/${sub === '' ? 'personal/' : sub}summary`,
    name: `Account report (${kind})`,
    query: accountReportQuery,
    answer: kind === 'summary' ? userSummaryAnswer : userPeriodAnswer,
    spec: (q) => ({ kind, members: { kind: 'self' }, groups: (db, days, state) => activeUserGroups(db, days, state, q.accountId) }),
    columns: USER,
    exportType: 'accountReport',
  }),
);

const downlines = [
  path({
    path: 'reporting/downline/agent/query',
    name: "An agent's downline report",
    query: agentDownlineQuery,
    answer: agentDownlineAnswer,
    // Each user directly below the agent, with its own figures and those of everyone below it: the rows add up to the agent's.
    spec: (q) => ({ kind: 'summary', members: { kind: 'tree' }, groups: (db) => childGroups(db, q.agentId, 'agent'), downlines: true }),
    columns: ['agentId', 'agentAccount', 'accountType', 'numberOfDownlines'],
    exportType: 'agentReport',
  }),
  path({
    path: 'reporting/downline/marketing/query',
    name: "A user's marketing tree report",
    query: marketingDownlineQuery,
    answer: marketingDownlineAnswer,
    // Every user of the tree within `depth` levels, level by level, each with its own figures.
    spec: (q) => ({ kind: 'summary', members: { kind: 'self' }, groups: (db) => treeGroups(db, q.accountId, q.depth) }),
    columns: ['accountId', 'level', 'parentId', 'userRemark'],
    exportType: 'marketingReport',
  }),
  path({
    path: 'reporting/downline/account/query',
    name: "An account's invitees report",
    query: accountDownlineQuery,
    answer: userSummaryAnswer,
    spec: (q) => ({ kind: 'summary', members: { kind: 'self' }, groups: (db) => childGroups(db, q.accountId, 'user') }),
    columns: USER,
    exportType: 'accountReport',
  }),
];

export const REPORT_PATHS: ReportPath[] = [...platform, ...agent, ...marketing, ...account, ...downlines];

/** Every report's page route and its CSV and Excel export (the downline views' too). */
export function reportRoutes(): RouteSpec[] {
  return REPORT_PATHS.flatMap((p) => [
    route({
      method: 'GET',
      path: p.path,
      name: p.name,
      query: p.query,
      response: p.answer,
      handler: ({ query, services: { db }, now }) => reportPage(db, p.spec(query), query as z.output<typeof platformReportQuery>, now),
    }),
    exportRoute(p),
  ]);
}
