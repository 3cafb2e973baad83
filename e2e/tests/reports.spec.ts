import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import ExcelJS from 'exceljs';
import { apiAs, call, dataRows, rowAction } from '../finance-support';
import { columnValues } from '../list-kit';
import { openInApp, snap, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

interface Metrics {
  numberOfNewUsers: number;
  numberOfDepositOrders: number;
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

/** Above this many rows a report export is a job of the export center (`REPORT_EXPORT_JOB_ROWS` of the test server). */
const REPORT_JOB_ROWS = 1_000;

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

test('reports: the platform report by day, exported as CSV and Excel, a figure opened as its records, a large export as a job, an agent walked down to its downline, every report screen', async ({
  page,
}) => {
  // Nine screens and their Chinese twins over reports computed from the demo history: more than the default minute.
  test.setTimeout(240_000);
  const api = await apiAs('admin');

  // The platform's summary of the last 30 days (the default range) shows the API's figures and the days they cover.
  const summary = await call<ReportAnswer<Metrics>>(api, 'reporting/platform/summary', undefined, 'GET');
  await openInApp(page, '/report/platform-report/summary');
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
  await page.getByRole('button', { name: 'Export', exact: true }).click();
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

  // Exported as Excel: the workbook opens, its first line names the zone, the newest day's deposits are the API's.
  const excelDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  const excel = await excelDownloading;
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await excel.path()) as string);
  const sheet = workbook.worksheets[0];
  expect(String(sheet.getRow(1).values)).toContain(daily.timeZone);
  const names = (sheet.getRow(2).values as unknown[]).slice(1);
  const newest = (sheet.getRow(3).values as unknown[]).slice(1);
  expect(newest[names.indexOf('Date')]).toBe(days[0]);
  expect(Number(newest[names.indexOf('Deposits')])).toBe(Number(daily.records[0].amountOfDeposit));

  // A day's deposit figure opens the credited deposits reviewed that day (its instants in the report time zone).
  const paid = daily.records.slice(0, 20).find((r) => r.numberOfDepositOrders > 0);
  expect(paid, 'the demo data has a day with deposits').toBeTruthy();
  const paidDay = (paid as Metrics & { dateTime: string }).dateTime.slice(0, 10);
  await dataRows(platform)
    .filter({ hasText: paidDay })
    .getByRole('link', { name: /^Deposit orders: / })
    .click();
  await expect(page).toHaveURL(/\/finance\/deposit\/approved\?reviewStartTime=/);
  const opened = new URL(page.url()).searchParams;
  const credited = await call<{ total: number }>(api, 'finance/depositRecord/list', {
    status: 1,
    reviewStartTime: opened.get('reviewStartTime'),
    reviewEndTime: opened.get('reviewEndTime'),
    pageSize: 1,
  });
  // The list holds exactly the deposits the figure counts.
  expect(credited.total).toBe((paid as Metrics).numberOfDepositOrders);
  await expect(dataRows(page.getByRole('table', { name: 'Deposits' }))).toHaveCount(Math.min(20, credited.total));
  await page.goBack();
  await expect(dataRows(platform)).toHaveCount(Math.min(20, daily.total));

  // An agent with users below it, opened from its row: the users directly below it, with the breadcrumb back.
  const agents = await call<ReportAnswer<AgentRow>>(api, 'reporting/agent/personal/summary?pageSize=100', undefined, 'GET');
  const agent = agents.records.find((a) => a.numberOfDownlines > 0);
  expect(agent, 'the demo data has an agent with a downline').toBeTruthy();
  const { agentId, agentAccount } = agent as AgentRow;
  const below = await call<ReportAnswer<AgentRow>>(api, `reporting/downline/agent/query?agentId=${agentId}`, undefined, 'GET');
  await openInApp(page, `/report/agent-report/summary?agentId=${agentId}`);
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

  // Every agent's days over a range of more than the rows a file is streamed with: a job of the export center, which
  // the toast opens, where it shows its rows done of total and downloads when done.
  const jobDays = Math.ceil((REPORT_JOB_ROWS + 1) / agents.total);
  const jobStart = new Date(Date.parse(`${agents.end}T00:00:00Z`) - (jobDays - 1) * 86_400_000).toISOString().slice(0, 10);
  await openInApp(page, `/report/agent-report/daily?start=${jobStart}&end=${agents.end}`);
  await expect(dataRows(agentTable)).toHaveCount(20);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const queued = page.getByText(/^Export job #\d+ queued in the export center$/);
  await expect(queued).toBeVisible();
  const jobId = Number((await queued.textContent())?.match(/#(\d+)/)?.[1]);
  // The shell's own toast may say the job ended meanwhile, with the same way there.
  await page.getByRole('button', { name: 'Open the export center' }).first().click();
  await expect(page).toHaveURL(/\/report\/export-center$/);
  const jobRow = dataRows(page.getByRole('table', { name: 'Export center' })).filter({
    has: page.getByRole('cell', { name: String(jobId), exact: true }),
  });
  // The rows of the file: every agent's every day, and the line of column names.
  const fileRows = agents.total * jobDays + 1;
  await expect(jobRow).toContainText(`of ${count(fileRows)} rows`);
  await snapBoth(page, 'report-export-center', '导出中心');
  await expect(jobRow).toContainText(`${count(fileRows)} of ${count(fileRows)} rows`, { timeout: 120_000 });
  const jobFile = page.waitForEvent('download');
  await rowAction(page, jobRow, 'Download');
  const jobCsv = readFileSync((await (await jobFile).path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const jobLines = jobCsv.split(/\r?\n/).filter(Boolean);
  expect(jobLines[0]).toContain(`${jobStart} - ${agents.end}`);
  expect(jobLines).toHaveLength(fileRows + 1);

  // The other reports, each with the downline of its first row, in both languages.
  for (const [path, title, chinese, shot, downline] of [
    ['/report/user-marketing-report/summary', 'User marketing report', '用户推广报表', 'report-marketing', '的推广树'],
    ['/report/user-personal-report/summary', 'Account report', '账户报表', 'report-account', '的下级'],
  ]) {
    await openInApp(page, path);
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
