import { session } from '@console/client';
import type { ClientLogEntry } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { VIEW_ONLY } from '../common/test-permissions';
import { resultOfResponse } from './api';
import ClientLogsPage from './Page';

const LOGS: ClientLogEntry[] = [
  {
    id: 41,
    logName: 'Place futures order',
    apiType: 'POST',
    apiUrl: '/app/futures/order',
    reqLog: '{"pair":"BTC/USDT","amount":"25.00"}',
    resLog: '{"code":1,"msg":"success","data":{"orderId":9001}}',
    resTime: 84,
    accountId: 1200,
    accountName: 'trader@example.com',
    loginIp: '203.0.113.50',
    loginArea: 'Singapore',
    createDate: '2026-03-15T06:30:00.000Z',
  },
  {
    id: 40,
    logName: 'Withdraw',
    apiType: 'POST',
    apiUrl: '/app/wallet/withdraw',
    reqLog: '{"amount":"100"}',
    resLog: '{"code":0,"msg":"Insufficient balance"}',
    resTime: 1520,
    accountId: 1201,
    accountName: 'holder@example.com',
    loginIp: '198.51.100.9',
    loginArea: null,
    createDate: '2026-03-15T06:00:00.000Z',
  },
];

afterEach(() => session.signOut());

function setup() {
  signInWith(VIEW_ONLY, { timeZone: 'Asia/Shanghai' });
  const api = fakeAreaApi({ 'POST frontendLog': () => pageOf(LOGS) });
  const view = renderWithUi(<ClientLogsPage />, { route: '/backstage-management/client-logs' });
  return { api, view };
}

describe('client logs', () => {
  it('lists the calls with their account, result and duration', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Client logs' });
    const row = (await within(table).findByText('Place futures order')).closest('tr') as HTMLElement;
    expect(within(row).getByText('trader@example.com')).toBeInTheDocument();
    expect(within(row).getByText('ID 1200')).toBeInTheDocument();
    expect(await within(row).findByText('Success')).toBeInTheDocument();
    expect(within(row).getByText('84 ms')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-15 14:30:00')).toBeInTheDocument();
    const failed = within(table).getByText('Withdraw').closest('tr') as HTMLElement;
    expect(await within(failed).findByText('Failure')).toBeInTheDocument();
  });

  it('shows the request and response pretty-printed in the details', async () => {
    setup();
    await userEvent.click(await screen.findByText('Place futures order'));
    const drawer = await screen.findByRole('dialog', { name: 'Log 41: Place futures order' });
    const request = within(drawer).getByRole('heading', { name: 'Request' }).nextElementSibling as HTMLElement;
    expect(request.textContent).toBe('{\n  "pair": "BTC/USDT",\n  "amount": "25.00"\n}');
    const response = within(drawer).getByRole('heading', { name: 'Response' }).nextElementSibling as HTMLElement;
    expect(response.textContent).toContain('"orderId": 9001');
    expect(within(drawer).getByText('/app/futures/order')).toBeInTheDocument();
  });

  it('sends the filters, the account and a date shortcut to the API', async () => {
    const { api, view } = setup();
    await screen.findByText('Place futures order');
    await userEvent.type(screen.getByLabelText('Account ID'), '1200');
    await userEvent.type(screen.getByLabelText('Log name'), 'order');
    await userEvent.click(screen.getByRole('button', { name: 'Time: Any time' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST frontendLog').length).toBeGreaterThan(1));
    const body = api.callsTo('POST frontendLog').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ pageNum: 1, pageSize: 20, accountId: 1200, logName: 'order' });
    expect(String(body.startTime)).toMatch(/T00:00:00\+08:00$/);
    expect(String(body.endTime)).toMatch(/T23:59:59\+08:00$/);
    expect(view.location()).toContain('accountId=1200');
  });

  it('keeps the record id and the method behind More filters, and sorts by time in the URL', async () => {
    const { api, view } = setup();
    const table = await screen.findByRole('table', { name: 'Client logs' });
    await within(table).findByText('Place futures order');
    expect(screen.getByLabelText('IP')).toBeInTheDocument();
    expect(screen.queryByLabelText('Method')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    expect(screen.getByLabelText('Method')).toBeInTheDocument();
    expect(screen.getByLabelText('ID')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Time/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=createDate/));
    expect(api.callsTo('POST frontendLog').at(-1)?.body).toMatchObject({ orderBy: 'createDate' });
    expect(within(table).queryByRole('button', { name: /^Log name/ })).not.toBeInTheDocument();
  });
});

describe('resultOfResponse', () => {
  it('reads success from the envelope code of the recorded response', () => {
    expect(resultOfResponse('{"code":1}')).toBe(1);
    expect(resultOfResponse('{"code":-1,"data":{"code":3}}')).toBe(0);
    expect(resultOfResponse('not json')).toBeNull();
    expect(resultOfResponse(null)).toBeNull();
  });
});
