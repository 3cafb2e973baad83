import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, call, dataRows } from '../finance-support';
import { columnValues } from '../list-kit';
import { snap, storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

interface Metrics {
  numberOfNewUsers: number;
  amountOfDeposit: string;
}
interface AgentRow extends Metrics {
  agentId: number;
  agentAccount: string;
  numberOfDownlines: number;
}
interface ReportAnswer<T> {
  records: (T & { dateTime?: string })[];
  total: number;
  timeZone: string;
  start: string;
  end: string;
}

/** A count as the console writes it (`1,234`). */
const count = (n: number) => n.toLocaleString('en-US');

/** The page shot in en-US, then in zh-CN once `chinese` shows, and back in en-US. */
async function snapBoth(page: Page, shot: string, chinese: string) {
  await page.waitForTimeout(300);
  await snap(page, shot);
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByText(chinese).first()).toBeVisible();
  await page.waitForTimeout(300);
  await snap(page, `${shot}-zh-CN`);
  await page.getByTestId('language-switch').selectOption('en-US');
}

test('reports: the platform report by day and exported as CSV, an agent walked down to its downline, every report screen', async ({
  page,
}) => {
  // Nine screens and their Chinese twins over reports computed from the demo history: more than the default minute.
  test.setTimeout(180_000);
  const api = await apiAs('admin');

  // The platform's summary of the last 30 days (the default range) shows the API's figures and the days they cover.
  const summary = await call<ReportAnswer<Metrics>>(api, 'reporting/platform/summary', undefined, 'GET');
  await page.goto('/report/platform-report/summary');
  const platform = page.getByRole('table', { name: 'Platform report' });
  await expect(dataRows(platform)).toHaveCount(1);
  expect(await columnValues(page, /^New users/, platform)).toEqual([count(summary.records[0].numberOfNewUsers)]);
  await expect(page.getByText(`Days ${summary.start} to ${summary.end} of the report time zone, ${summary.timeZone}`)).toBeVisible();

  // A row per day of the report time zone, newest first as the API answers them.
  const daily = await call<ReportAnswer<Metrics>>(api, 'reporting/platform/daily/summary', undefined, 'GET');
  await page.getByRole('tab', { name: 'Daily' }).click();
  await expect(page).toHaveURL(/\/report\/platform-report\/daily$/);
  await expect(dataRows(platform)).toHaveCount(Math.min(20, daily.total));
  const days = await columnValues(page, /^Day/, platform);
  expect(days[0]).toBe(daily.records[0].dateTime?.slice(0, 10));
  await snapBoth(page, 'report-platform-daily', '按日');

  // Exported as CSV: the file names the time zone and holds a line per day with the figures on screen.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  expect(csv).toContain(daily.timeZone);
  // The first line names the report and its days (the newest day among them), the rows follow the column names.
  const dayLine = csv
    .split(/\r?\n/)
    .slice(1)
    .find((line) => line.includes(days[0]));
  expect(dayLine, `a line for ${days[0]} in\n${csv.slice(0, 600)}`).toBeTruthy();
  expect(dayLine).toContain(daily.records[0].amountOfDeposit);

  // An agent with users below it, opened from its row: the users directly below it, with the breadcrumb back.
  const agents = await call<ReportAnswer<AgentRow>>(api, 'reporting/agent/personal/summary?pageSize=100', undefined, 'GET');
  const agent = agents.records.find((a) => a.numberOfDownlines > 0);
  expect(agent, 'the demo data has an agent with a downline').toBeTruthy();
  const { agentId, agentAccount } = agent as AgentRow;
  const below = await call<ReportAnswer<AgentRow>>(api, `reporting/downline/agent/query?agentId=${agentId}`, undefined, 'GET');
  await page.goto(`/report/agent-report/summary?agentId=${agentId}`);
  const agentTable = page.getByRole('table', { name: 'Agent report' });
  await expect(dataRows(agentTable)).toHaveCount(1);
  await snapBoth(page, 'report-agent', '代理报表');
  await dataRows(agentTable).first().getByRole('cell', { name: agentAccount, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/report/agent-report/summary/${agentId}\\?.*trail=${agentId}`));
  const downline = page.getByRole('table', { name: `Downline of ${agentAccount} (#${agentId})` });
  await expect(dataRows(downline)).toHaveCount(Math.min(20, below.total));
  expect(await columnValues(page, /^Account ID/, downline)).toEqual(below.records.slice(0, 20).map((r) => String(r.agentId)));
  const trail = page.getByRole('navigation', { name: 'Path walked down the tree' });
  await expect(trail.getByRole('link', { name: 'Agent report' })).toBeVisible();
  await snapBoth(page, 'report-agent-downline', '的下级');

  // The other reports, each with the downline of its first row, and the export center, in both languages.
  for (const [path, title, chinese, shot, downline] of [
    ['/report/user-marketing-report/summary', 'User marketing report', '用户推广报表', 'report-marketing', '的推广树'],
    ['/report/user-personal-report/summary', 'Account report', '账户报表', 'report-account', '的下级'],
    ['/report/export-center', 'Export center', '导出中心', 'report-export-center', ''],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const table = page.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    if (downline) await expect(dataRows(table).first()).toBeVisible();
    await snapBoth(page, shot, chinese);
    if (downline) {
      await dataRows(table).first().click();
      await expect(page.getByRole('navigation', { name: 'Path walked down the tree' })).toBeVisible();
      await expect(page.getByText(/^Days \d{4}/)).toBeVisible();
      await snapBoth(page, `${shot}-downline`, downline);
    }
  }
});
