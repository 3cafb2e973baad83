import { session } from '@console/client';
import type { BackstageLogEntry } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { VIEW_ONLY } from '../common/test-permissions';
import BackstageLogsPage from './Page';

const LOGS: BackstageLogEntry[] = [
  {
    id: 900,
    logName: 'Add administrator',
    apiType: 'POST',
    apiUrl: '/api/manage/add',
    reqLog: '{"account":"carol","password":"[removed]","roleId":2}',
    resLog: '{"code":1,"msg":"success"}',
    resTime: 212,
    opId: 1,
    opName: 'admin',
    result: 1,
    loginIp: '10.8.0.12',
    loginArea: 'Local network',
    createDate: '2026-03-15T06:30:00.000Z',
  },
  {
    id: 899,
    logName: 'Sign in',
    apiType: 'POST',
    apiUrl: '/api/login/manager/login',
    reqLog: '{"account":"mallory","password":"[removed]","gauthCode":"[removed]"}',
    resLog: '{"code":0,"msg":"Wrong account, password or two-factor code"}',
    resTime: 95,
    opId: null,
    opName: null,
    result: 0,
    loginIp: '198.51.100.66',
    loginArea: null,
    createDate: '2026-03-15T06:29:00.000Z',
  },
];

afterEach(() => session.signOut());

describe('backstage logs', () => {
  it('lists each call with its operator and result', async () => {
    signInWith(VIEW_ONLY);
    fakeAreaApi({ 'POST backstageLog': () => pageOf(LOGS) });
    renderWithUi(<BackstageLogsPage />, { route: '/backstage-management/backstage-logs' });
    const table = await screen.findByRole('table', { name: 'Backstage logs' });
    const row = (await within(table).findByText('Add administrator')).closest('tr') as HTMLElement;
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(await within(row).findByText('Success')).toBeInTheDocument();
    expect(within(row).getByText('212 ms')).toBeInTheDocument();
    const refused = within(table).getByText('Sign in').closest('tr') as HTMLElement;
    expect(await within(refused).findByText('Failure')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Operator' })).toBeInTheDocument();
  });

  it('filters by operator and result', async () => {
    signInWith(VIEW_ONLY);
    const api = fakeAreaApi({
      'POST backstageLog': ({ body }) =>
        pageOf(LOGS.filter((l) => (body as { result?: number }).result === undefined || l.result === (body as { result?: number }).result)),
    });
    renderWithUi(<BackstageLogsPage />, { route: '/backstage-management/backstage-logs' });
    await screen.findByText('Sign in');
    await userEvent.type(screen.getByLabelText('Operator ID'), '1');
    const result = screen.getByLabelText('Result');
    await waitFor(() => expect(within(result).getByRole('option', { name: 'Success' })).toBeInTheDocument());
    await userEvent.selectOptions(result, 'Success');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Sign in')).not.toBeInTheDocument());
    expect(api.callsTo('POST backstageLog').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, opId: 1, result: 1 });
  });

  it('opens the request and response of a row', async () => {
    signInWith(VIEW_ONLY);
    fakeAreaApi({ 'POST backstageLog': () => pageOf(LOGS) });
    renderWithUi(<BackstageLogsPage />, { route: '/backstage-management/backstage-logs' });
    const row = (await screen.findByText('Sign in')).closest('tr') as HTMLElement;
    // The one action of a row is a button of its own; a click on the row opens the same drawer.
    await userEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Log 899: Sign in' });
    expect(within(drawer).getByText(/"gauthCode": "\[removed\]"/)).toBeInTheDocument();
    expect(within(drawer).getByText(/"msg": "Wrong account, password or two-factor code"/)).toBeInTheDocument();
  });

  it('writes the API’s words for an address’s area in the console’s language', async () => {
    signInWith(VIEW_ONLY);
    fakeAreaApi({ 'POST backstageLog': () => pageOf(LOGS) });
    renderWithUi(<BackstageLogsPage />, { route: '/backstage-management/backstage-logs' });
    const row = (await screen.findByText('Add administrator')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Local network')).toBeInTheDocument();
  });

  it('says what went wrong and retries when the list cannot be loaded', async () => {
    signInWith(VIEW_ONLY);
    let fail = true;
    fakeAreaApi({ 'POST backstageLog': () => (fail ? new FakeFailure(503, 'The database is not reachable') : pageOf(LOGS)) });
    renderWithUi(<BackstageLogsPage />, { route: '/backstage-management/backstage-logs' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not reachable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Add administrator')).toBeInTheDocument();
  });
});
