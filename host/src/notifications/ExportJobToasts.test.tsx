import { session } from '@console/client';
import type { ConsoleManifest } from '@console/contracts';
import type { ExportJobSummary } from './exportJobs';
import { Toaster, UiProvider } from '@console/ui';
import { fakeApi, signInWith } from '@console/ui/testing';
import { focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShellTexts, renderShell, shellManifest } from '../test-support/shell';
import { endedSince } from './exportJobs';

beforeAll(loadShellTexts);
afterEach(() => session.signOut());

/** The test shell's areas and the reports remote with its export center. */
function withExportCenter(): ConsoleManifest {
  const manifest = shellManifest();
  const [first] = manifest.remotes;
  const texts = { 'routes.exportCenter': 'Export center' };
  manifest.remotes.push({
    ...first,
    name: 'reports',
    scope: 'reports',
    url: '/remotes/reports/1.0.0/',
    routes: [{ id: 'export-center', path: '/report/export-center', permission: 'exportCenter.list', titleKey: 'routes.exportCenter' }],
    titles: { 'en-US': texts, 'zh-CN': texts, 'zh-TW': texts },
  });
  return manifest;
}

let jobs: ExportJobSummary[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  jobs = [];
  api = fakeApi({
    'GET application/version': () => ({ version: '1.0.0' }),
    'GET notifications/counts': () => ({}),
    'POST reporting/exportData/page': () => ({ records: jobs, total: jobs.length, pageNum: 1, pageSize: 20 }),
  });
});

const comeBack = () =>
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

test('a toast when a job of the admin ends, linking to the export center; older ends are not news', async () => {
  signInWith(['exportCenter.list']);
  jobs = [
    { id: 5, type: 'users', status: 'running' },
    { id: 4, type: 'deposits', status: 'done' },
  ];
  render(
    <UiProvider defaultColorMode="light">
      <Toaster />
    </UiProvider>,
  );
  const { location } = renderShell('/home', { manifest: withExportCenter() });
  await waitFor(() => expect(api.callsTo('POST reporting/exportData/page')).toHaveLength(1));
  expect(api.callsTo('POST reporting/exportData/page')[0].body).toMatchObject({ mine: true });

  jobs = [
    { id: 6, type: 'withdrawals', status: 'failed' },
    { id: 5, type: 'users', status: 'done' },
    { id: 4, type: 'deposits', status: 'done' },
  ];
  comeBack();
  expect(await screen.findByText('Export ready: User list (job 5)')).toBeInTheDocument();
  expect(await screen.findByText('Export failed: Withdrawal records (job 6)')).toBeInTheDocument();
  expect(screen.queryByText(/job 4\)/)).not.toBeInTheDocument();

  await userEvent.click(screen.getAllByRole('button', { name: 'Open the export center' })[0]);
  await waitFor(() => expect(location.pathname).toBe('/report/export-center'));
});

test('without the export center deployed here, the jobs are not followed', async () => {
  signInWith(['exportCenter.list']);
  renderShell('/home');
  await screen.findByTestId('page');
  comeBack();
  expect(api.callsTo('POST reporting/exportData/page')).toHaveLength(0);
});

test('a job ended once is announced once, also when it leaves the page', () => {
  const first = endedSince(null, [{ id: 1, type: 'users', status: 'queued' }]);
  expect(first.ended).toEqual([]);
  const second = endedSince(first.seen, [
    { id: 2, type: 'users', status: 'done' },
    { id: 1, type: 'users', status: 'done' },
  ]);
  expect(second.ended.map((job) => job.id)).toEqual([2, 1]);
  const third = endedSince(second.seen, [{ id: 2, type: 'users', status: 'expired' }]);
  expect(third.ended).toEqual([]);
  expect(endedSince(third.seen, [{ id: 1, type: 'users', status: 'done' }]).ended).toEqual([]);
});
