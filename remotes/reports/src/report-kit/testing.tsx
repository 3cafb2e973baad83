import type { ReportMetrics } from '@console/contracts/schemas/reports';
import { http } from '@console/client';
import { signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';

/** Figures of a quiet day: two new users, one deposit of 1,250.5 USDT, a withdrawal, and a little trading. */
export function testMetrics(overrides: Partial<ReportMetrics> = {}): ReportMetrics {
  return {
    amountOfManagerOutNet: '0',
    amountOfManagerOutNonNet: '0',
    balance: '98765.4321',
    numberOfInvitees: 1,
    numberOfNewUsers: 2,
    numberOfDepositOrders: 1,
    numberOfDepositors: 1,
    numberOfFirstTimeDepositors: 1,
    amountOfDeposit: '1250.5',
    amountOfWithdrawal: '200',
    netInflow: '1050.5',
    futuresBet: '300',
    futuresProfit: '-12.25',
    numberOfFuturesOrders: 3,
    numberOfFuturesPlayers: 2,
    perpetualProfit: '4.1',
    ...overrides,
  };
}

/** Signs a test admin in with these permissions, the sign-in listing USDT with 2 decimals (the report currency). */
export function signInForReports(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, [{ id: 1, code: 'USDT', decimals: 2 }]);
}

/** The row of the table `table` holding `text`, the table looked up again while waiting (a tab redraws it). */
export async function rowWith(table: string, text: string): Promise<HTMLElement> {
  const cell = await waitFor(() => within(screen.getByRole('table', { name: table })).getByText(text));
  return cell.closest('tr') as HTMLElement;
}

/**
 * Answers every download (`api.download`) with a small CSV file and records the requests, as the browser's save
 * is not there in jsdom: the test reads which path and parameters the export asked for.
 */
export function captureDownloads() {
  const calls: { url?: string; method?: string; params?: Record<string, unknown> }[] = [];
  http.defaults.adapter = async (config) => {
    calls.push({ url: config.url, method: config.method, params: config.params as Record<string, unknown> });
    return { data: new Blob(['day\n2026-11-28\n']), status: 200, statusText: 'OK', headers: { 'content-type': 'text/csv' }, config };
  };
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return calls;
}
