import { fakeAreaApi } from '@console/area-kit/testing';
import { http, session } from '@console/client';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { rowWith, signInForReports } from '../report-kit/testing';
import ExportCenterPage from './Page';

const TABLE = 'Export center';

const job = (overrides: Partial<ExportJob>): ExportJob => ({
  id: 1,
  type: 'deposits',
  status: 'done',
  progress: 100,
  format: 'csv',
  parameters: { status: 1 },
  adminId: 1,
  adminAccount: 'admin',
  fileName: 'deposits.csv',
  fileSize: 2048,
  rowCount: 1200,
  error: null,
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
