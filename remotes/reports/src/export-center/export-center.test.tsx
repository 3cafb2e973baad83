import { fakeAreaApi } from '@console/area-kit/testing';
import { http, session } from '@console/client';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInForReports } from '../report-kit/testing';
import ExportCenterPage from './Page';

const TABLE = 'Export center';

const job = (overrides: Partial<ExportJob>): ExportJob => ({
  id: 1,
  type: 'deposits',
  status: 'done',
  progress: 100,
  rowsDone: 1200,
  rowsTotal: 1200,
  format: 'csv',
  parameters: { status: 1 },
  adminId: 1,
  adminAccount: 'admin',
  fileName: 'deposits.csv',
  fileSize: 2048,
  rowCount: 1200,
  error: null,
  cancelledBy: null,
  submittedAt: '2026-11-28T08:00:00.000Z',
  startedAt: '2026-11-28T08:00:01.000Z',
  endedAt: '2026-11-28T08:00:09.000Z',
  downloadExpiresAt: '2026-12-05T08:00:09.000Z',
  ...overrides,
});

afterEach(() => session.signOut());

describe('export center', () => {
  it('lists the jobs with their state and progress, follows a running one, and downloads a finished file', async () => {
    signInForReports(['exportCenter.list']);
    let progress = 40;
    const api = fakeAreaApi({
      'POST reporting/exportData/page': () => {
        progress = Math.min(100, progress + 30);
        return pageOf([
          job({ id: 3, type: 'users', status: progress < 100 ? 'running' : 'done', progress, fileName: 'users.csv' }),
          job({ id: 2, status: 'expired', downloadExpiresAt: '2026-11-27T00:00:00.000Z' }),
          job({ id: 1, status: 'failed', progress: 10, error: 'the database went away', fileName: null, fileSize: null }),
        ]);
      },
    });
    renderWithUi(<ExportCenterPage />, { route: '/report/export-center', toaster: true });
    const running = await rowWith(TABLE, 'User list');
    expect(running).toHaveTextContent('Running');
    expect(running).toHaveTextContent('70 %');
    expect(screen.getByText('Jobs are running: the list follows their progress.')).toBeInTheDocument();
    expect(await rowWith(TABLE, 'Expired and removed')).toHaveTextContent('Expired');
    expect(await rowWith(TABLE, 'the database went away')).toHaveTextContent('Failed');

    // The running job is asked for again by itself until it is done.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table', { name: TABLE }))
            .getByText('User list')
            .closest('tr'),
        ).toHaveTextContent('Ready'),
      { timeout: 8000 },
    );
    expect(api.callsTo('POST reporting/exportData/page').length).toBeGreaterThan(1);

    const calls: { url?: string; data?: unknown }[] = [];
    http.defaults.adapter = async (config) => {
      calls.push({ url: config.url, data: config.data });
      return { data: new Blob(['id\n1\n']), status: 200, statusText: 'OK', headers: { 'content-type': 'text/csv' }, config };
    };
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await clickRowAction(await rowWith(TABLE, 'User list'), 'Download');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('reporting/exportData/downLoad');
    expect(JSON.parse(String(calls[0].data))).toEqual({ id: 3, type: 'users' });
    expect(await screen.findByText('Saved users.csv')).toBeInTheDocument();
  }, 20_000);
});

describe('export center actions', () => {
  it('cancels a running job after confirming, and only then', async () => {
    signInForReports(['exportCenter.list', 'exportCenter.manage']);
    let status: ExportJob['status'] = 'running';
    const api = fakeAreaApi({
      'POST reporting/exportData/page': () =>
        pageOf([
          job({ id: 7, type: 'users', status, progress: 25, rowsDone: 500, rowsTotal: 2000, fileName: null, adminAccount: 'alice' }),
        ]),
      'POST reporting/exportData/cancel': ({ body }) => {
        status = 'cancelled';
        return job({ id: (body as { id: number }).id, status: 'cancelled', cancelledBy: 'admin' });
      },
    });
    renderWithUi(<ExportCenterPage />, { route: '/report/export-center', toaster: true });
    const row = await rowWith(TABLE, 'User list');
    expect(row).toHaveTextContent('500 of 2,000 rows');
    // Not offered again while it runs; no download yet.
    expect(within(row).queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();

    await clickRowAction(row, 'Cancel job');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Job 7 (started by alice) stops at its next batch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST reporting/exportData/cancel')).toHaveLength(0);

    await clickRowAction(await rowWith(TABLE, 'User list'), 'Cancel job');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(api.callsTo('POST reporting/exportData/cancel')).toHaveLength(1));
    expect(api.callsTo('POST reporting/exportData/cancel')[0].body).toEqual({ id: 7 });
    expect(await screen.findByText('Job 7 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: TABLE })).getByText('Cancelled')).toBeInTheDocument());
  }, 20_000);

  it('runs a finished job again with the export permission of its type, naming the new job', async () => {
    signInForReports(['exportCenter.list', 'exportCenter.manage', 'users.export']);
    const api = fakeAreaApi({
      'POST reporting/exportData/page': () =>
        pageOf([job({ id: 9, type: 'users', fileName: 'users.csv' }), job({ id: 8, type: 'deposits', status: 'failed', error: 'gone' })]),
      'POST reporting/exportData/runAgain': () => ({ jobId: 10, status: 'queued' }),
    });
    renderWithUi(<ExportCenterPage />, { route: '/report/export-center', toaster: true });
    // Deposits need the deposit export permission, which this admin lacks.
    const deposits = await rowWith(TABLE, 'gone');
    expect(within(deposits).queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();

    await clickRowAction(await rowWith(TABLE, 'User list'), 'Run again');
    await waitFor(() => expect(api.callsTo('POST reporting/exportData/runAgain')).toHaveLength(1));
    expect(api.callsTo('POST reporting/exportData/runAgain')[0].body).toEqual({ id: 9 });
    expect(await screen.findByText('Job 10 queued: job 9 again with the same filters')).toBeInTheDocument();
  }, 20_000);
});
