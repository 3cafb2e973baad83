import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { captureDownloads, rowWith, signInForReports, testMetrics } from '../report-kit/testing';
import AgentDownlinePage from './DownlinePage';
import AgentReportPage from './Page';

const TABLE = 'Agent report';

const agent = (agentId: number, agentAccount: string, numberOfDownlines: number, deposit: string) => ({
  ...testMetrics({ amountOfDeposit: deposit }),
  agentId,
  agentAccount,
  numberOfDownlines,
});

/** Agent 7 (north) has agent 8 (north-east) below it, which has agent 9 below it. */
const DOWNLINES: Record<string, ReturnType<typeof agent>[]> = {
  '7': [agent(8, 'north-east', 1, '400')],
  '8': [agent(9, 'north-east-2', 0, '50')],
  '9': [],
};

function setup(permissions: string[], route: string) {
  signInForReports(['agentReport.view', ...permissions]);
  const api = fakeAreaApi({
    'GET reporting/agent/personal/summary': ({ query }) =>
      pageOf(
        [agent(7, 'north', 2, '1250.5'), agent(12, 'south', 0, '0')].filter(
          (a) => !query.agentAccount || a.agentAccount === query.agentAccount,
        ),
      ),
    'GET reporting/agent/monthly/summary': () => pageOf([{ ...agent(7, 'north', 2, '99'), dateTime: '2026-11-01', timeZone: 'UTC' }]),
    // Every day of every agent: more rows than a file is streamed with.
    'GET reporting/agent/daily/summary/exporting/excel': () => ({ jobId: 42, status: 'queued' }),
    'GET reporting/downline/agent/query': ({ query }) => ({
      ...pageOf(DOWNLINES[query.agentId] ?? []),
      timeZone: 'UTC',
      start: '2026-11-01',
      end: '2026-11-28',
    }),
  });
  const view = renderWithUi(
    <Routes>
      <Route path="/report/agent-report/:tabName" element={<AgentReportPage />} />
      <Route path="/report/agent-report/:tabName/:id" element={<AgentDownlinePage />} />
    </Routes>,
    { route, toaster: true },
  );
  return { api, view };
}

afterEach(() => session.signOut());

describe('agent report', () => {
  it('links a downline member’s figures to its tree’s records, dotted as the list leaves the member out', async () => {
    const { view } = setup(['deposit.list'], '/report/agent-report/summary/7?trail=7:north');
    const withTree = await rowWith('Downline of north (#7)', 'north-east');
    const tree = within(withTree).getByRole('link', { name: /^Deposits: 400: open the records the list can select/ });
    expect(Object.fromEntries(new URL(tree.getAttribute('href') ?? '', 'http://console').searchParams)).toEqual({
      reviewStartTime: '2026-11-01T00:00:00.000+00:00',
      reviewEndTime: '2026-11-28T23:59:59.999+00:00',
      agentId: '8',
    });
    // Following the link opens the deposits, not the member's downline (the row's own click).
    await userEvent.click(tree);
    expect(view.location()).toMatch(/^\/finance\/deposit\/approved\?/);
  });

  it('links a member with nobody below it to its own records', async () => {
    setup(['deposit.list'], '/report/agent-report/summary/8?trail=7:north&trail=8:north-east');
    const alone = await rowWith('Downline of north-east (#8)', 'north-east-2');
    const own = within(alone).getByRole('link', { name: 'Deposits: 50: open the records it sums' });
    expect(new URL(own.getAttribute('href') ?? '', 'http://console').searchParams.get('accountId')).toBe('9');
  });

  it('lists each agent with its downline count and metrics, filtered by account', async () => {
    const { api } = setup([], '/report/agent-report/summary');
    const row = await rowWith(TABLE, 'north');
    expect(row).toHaveTextContent('7');
    expect(row).toHaveTextContent('1,250.50');
    expect(await rowWith(TABLE, 'south')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Agent account'), 'south');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: TABLE })).queryByText('north')).not.toBeInTheDocument());
    expect(api.callsTo('GET reporting/agent/personal/summary').at(-1)?.query).toEqual({
      pageNum: '1',
      pageSize: '20',
      agentAccount: 'south',
    });
  });

  it('walks from an agent row down its downline and back up the breadcrumb, keeping the range', async () => {
    const { api, view } = setup([], '/report/agent-report/summary?start=2026-11-01T00:00:00Z');
    await userEvent.click(await rowWith(TABLE, 'north'));
    await waitFor(() => expect(view.location()).toBe('/report/agent-report/summary/7?start=2026-11-01T00%3A00%3A00Z&trail=7%3Anorth'));
    expect(await screen.findByRole('heading', { name: 'Downline of north (#7)' })).toBeInTheDocument();
    const below = await rowWith('Downline of north (#7)', 'north-east');
    expect(below).toHaveTextContent('400.00');
    expect(api.callsTo('GET reporting/downline/agent/query')[0].query).toEqual({
      pageNum: '1',
      pageSize: '20',
      start: '2026-11-01',
      agentId: '7',
    });

    await userEvent.click(below);
    expect(await rowWith('Downline of north-east (#8)', 'north-east-2')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Path walked down the tree' });
    expect(trail).toHaveTextContent('Agent reportnorth (#7)north-east (#8)');
    expect(api.callsTo('GET reporting/downline/agent/query').at(-1)?.query.agentId).toBe('8');

    await userEvent.click(within(trail).getByRole('link', { name: 'north (#7)' }));
    expect(await rowWith('Downline of north (#7)', 'north-east')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Path walked down the tree' })).getByRole('link', { name: 'Agent report' }),
    );
    await waitFor(() => expect(view.location()).toBe('/report/agent-report/summary?start=2026-11-01T00%3A00%3A00Z'));
    expect(await rowWith(TABLE, 'north')).toBeInTheDocument();
  });

  it('says so when an agent has no agent below it', async () => {
    setup(['agentReport.export'], '/report/agent-report/summary/9?trail=7%3Anorth&trail=8%3Anorth-east&trail=9%3Anorth-east-2');
    expect(await screen.findByText('No user directly below this account')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Path walked down the tree' })).toHaveTextContent(
      'north (#7)north-east (#8)north-east-2 (#9)',
    );
  });

  it('exports a downline as the other views, from the downline’s own export path', async () => {
    setup(['agentReport.export'], '/report/agent-report/summary/8?trail=7%3Anorth&trail=8%3Anorth-east&start=2026-11-01T00:00:00%2B08:00');
    await rowWith('Downline of north-east (#8)', 'north-east-2');
    const calls = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: 'reporting/downline/agent/query/exporting/csv',
      method: 'get',
      params: { agentId: 8, start: '2026-11-01' },
    });
  });

  it('says a large export was queued in the export center, with the way there', async () => {
    const { view } = setup(['agentReport.export'], '/report/agent-report/daily');
    await screen.findByRole('table', { name: TABLE });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    expect(await screen.findByText('Export job #42 queued in the export center')).toBeInTheDocument();
    // The menu's own toast (no way there) is not shown as well.
    expect(screen.queryByText('Export job #42 queued')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the export center' }));
    expect(view.location()).toBe('/report/export-center');
  });

  it('exports the monthly rows of the filters as Excel', async () => {
    setup(['agentReport.export'], '/report/agent-report/monthly?agentId=7');
    await rowWith(TABLE, '2026-11');
    const calls = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: 'reporting/agent/monthly/summary/exporting/excel', method: 'get', params: { agentId: 7 } });
  });
});
