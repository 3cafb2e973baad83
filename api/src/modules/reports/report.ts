import type { Queryable } from '../../db/database';
import { type Cell, computeCells, type Members, type MetricsRow, type RollUpState, rollUpState } from './engine';
import { downlineCounts, type Group, type GroupList } from './groups';
import { type Period, periodsOf, type ReportDays, reportDays } from './range';

export type ReportKind = 'summary' | 'daily' | 'monthly';

/** What a report is: its period kind, whose users make each row, and which rows it has. */
export interface ReportSpec {
  kind: ReportKind;
  members: Members;
  groups: (db: Queryable, days: ReportDays, state: RollUpState) => Promise<GroupList>;
  /** Agent rows carry the size of the agent's downline. */
  downlines?: boolean;
}

export interface ReportQuery {
  start?: string;
  end?: string;
  pageNum: number;
  pageSize: number;
}

export type ReportRecord = Record<string, string | number | null>;

export interface ReportPage {
  records: ReportRecord[];
  total: number;
  size: number;
  current: number;
  pages: number;
  timeZone: string;
  start: string;
  end: string;
  rebuilding?: boolean;
}

function record(row: MetricsRow, group: Group, kind: ReportKind, timeZone: string): ReportRecord {
  const { key: _key, period, ...metrics } = row;
  return { ...group.columns, ...metrics, ...(kind === 'summary' ? {} : { dateTime: period.label, timeZone }) };
}

/** The groups at the row indexes of a page: periods are the outer order (newest first), groups the inner. */
async function groupsAt(list: GroupList, indexes: number[]): Promise<Map<number, Group>> {
  const out = new Map<number, Group>();
  if (!indexes.length) return out;
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  // Two runs at most: the end of one period's groups and the start of the next period's.
  const runs: [number, number][] = [];
  for (const i of sorted) {
    const last = runs[runs.length - 1];
    if (last && i === last[1] + 1) last[1] = i;
    else runs.push([i, i]);
  }
  for (const [from, to] of runs) {
    const groups = await list.slice(from, to - from + 1);
    for (const [n, g] of groups.entries()) out.set(from + n, g);
  }
  return out;
}

/** One page of a report: `pageSize` rows of (period, group), with their figures. */
export async function reportPage(db: Queryable, spec: ReportSpec, query: ReportQuery, now: Date, days?: ReportDays): Promise<ReportPage> {
  const range = days ?? (await reportDays(db, query, now));
  const state = await rollUpState(db, range.timeZone, range.end);
  const list = await spec.groups(db, range, state);
  const periods = periodsOf(range, spec.kind);
  const total = list.total * periods.length;
  const offset = (query.pageNum - 1) * query.pageSize;
  const indexes: number[] = [];
  for (let i = offset; i < Math.min(total, offset + query.pageSize); i++) indexes.push(i);
  const groups = await groupsAt(
    list,
    indexes.map((i) => i % list.total),
  );
  if (spec.downlines) {
    const counts = await downlineCounts(
      db,
      [...groups.values()].map((g) => g.key),
    );
    for (const g of groups.values()) g.columns.numberOfDownlines = counts.get(g.key) ?? 0;
  }
  const cells: (Cell & { group: Group })[] = indexes.map((i) => {
    const group = groups.get(i % list.total) as Group;
    const period: Period = periods[Math.floor(i / list.total)];
    return { period, key: group.key, group };
  });
  const rows = await computeCells(db, range, spec.members, cells, state);
  return {
    records: rows.map((row, n) => record(row, cells[n].group, spec.kind, range.timeZone)),
    total,
    size: query.pageSize,
    current: query.pageNum,
    pages: Math.ceil(total / query.pageSize),
    timeZone: range.timeZone,
    start: range.start,
    end: range.end,
    ...(state.rebuilding ? { rebuilding: true } : {}),
  };
}

/** How many rows a report has over its days (its groups times its periods): what decides how it is exported. */
export async function reportRowCount(db: Queryable, spec: ReportSpec, days: ReportDays): Promise<number> {
  const state = await rollUpState(db, days.timeZone, days.end);
  const list = await spec.groups(db, days, state);
  return list.total * periodsOf(days, spec.kind).length;
}

/** Every row of a report, page after page (the exports): never the whole report in memory at once. */
export async function* reportBatches(
  db: Queryable,
  spec: ReportSpec,
  query: Omit<ReportQuery, 'pageNum' | 'pageSize'>,
  now: Date,
  days: ReportDays,
) {
  const pageSize = 500;
  for (let pageNum = 1; ; pageNum++) {
    const page = await reportPage(db, spec, { ...query, pageNum, pageSize }, now, days);
    if (page.records.length) yield page.records;
    if (pageNum >= page.pages) return;
  }
}
