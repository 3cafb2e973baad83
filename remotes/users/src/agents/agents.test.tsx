import { session } from '@console/client';
import type { Agent, AgentLog } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import AgentLogsPage from './AgentLogsPage';
import AgentsPage from './AgentsPage';

const at = '2026-02-01T00:00:00.000Z';
const AGENTS: Agent[] = [
  {
    id: 3,
    account: 'lotus03',
    name: 'Lotus Network',
    domainUrl: 'https://lotus.agents.example.com',
    userAccountId: 1207,
    userAccount: 'kai.park.1207@example.com',
    userAccountType: 2,
    isSales: 0,
    editClientId: 1,
    editClientName: 'admin',
    createDate: at,
    updateDate: at,
  },
];
const LOGS: AgentLog[] = [
  {
    id: 501,
    agentId: 3,
    agentType: 1,
    apiType: 'POST',
    apiUrl: '/agent-api/team/list',
    clientId: 'agent-web',
    logName: 'List downline users',
    loginIp: '27.1.2.3',
    loginArea: 'Singapore',
    reqLog: '{"pageNum":1,"pageSize":20,"level":2}',
    resLog: '{"code":1,"msg":"success","data":{"total":42}}',
    resTime: 1250,
    opId: 3,
    opName: 'lotus03',
    createDate: at,
  },
];

afterEach(() => session.signOut());

function setupAgents(permissions: string[]) {
  signInWith(permissions);
  let agents = [...AGENTS];
  const api = fakeAreaApi({
    'POST agent/list': () => pageOf(agents),
    'GET account/change/upLine/init': ({ query }) =>
      query.keyword === 'kai'
        ? [{ id: 1207, email: 'kai.park.1207@example.com', mobileNumber: null, invitationCode: 'K1207', accountType: 2 }]
        : [],
    'POST agent/add': ({ body }) => {
      const b = body as Agent & { password: string };
      if (b.account === 'lotus03') return new FakeFailure(409, 'The agent account "lotus03" already exists');
      const agent = { ...AGENTS[0], ...b, id: 4 };
      agents = [agent, ...agents];
      return agent;
    },
    'POST agent/edit': ({ body }) => {
      const b = body as Partial<Agent> & { id: number };
      agents = agents.map((a) => (a.id === b.id ? { ...a, ...b } : a));
      return agents.find((a) => a.id === b.id);
    },
  });
  renderWithUi(<AgentsPage />, { route: '/agent/user-list', toaster: true });
  return api;
}

describe('agents', () => {
  it('lists agents with their linked user; no add or edit without the permissions', async () => {
    setupAgents(['agents.list']);
    const table = await screen.findByRole('table', { name: 'Agents' });
    const row = (await within(table).findByText('lotus03')).closest('tr') as HTMLElement;
    expect(within(row).getByText('kai.park.1207@example.com')).toBeInTheDocument();
    expect(within(row).getByText('User 1207')).toBeInTheDocument();
    expect(await within(row).findAllByText('Agent')).toHaveLength(2); // the linked user's type and the agent's type
    expect(screen.queryByRole('button', { name: 'Add agent' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('adds an agent, linking a user found by search', async () => {
    const api = setupAgents(['agents.list', 'agents.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add agent' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add agent' });
    await userEvent.type(within(drawer).getByLabelText(/^Account/), 'moonriver01');
    await userEvent.type(within(drawer).getByLabelText(/^Password/), 'short');
    await userEvent.type(within(drawer).getByLabelText('Find an agent user'), 'kai');
    await userEvent.click(await within(drawer).findByRole('listitem'));
    expect(within(drawer).getByLabelText(/Linked user ID/)).toHaveValue('1207');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter at least 8 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST agent/add')).toHaveLength(0);

    await userEvent.clear(within(drawer).getByLabelText(/^Password/));
    await userEvent.type(within(drawer).getByLabelText(/^Password/), 'agent-pass-2026');
    await userEvent.type(within(drawer).getByLabelText('Backend address'), 'https://moon.example.com');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Agent “moonriver01” added')).toBeInTheDocument();
    expect(api.callsTo('POST agent/add')[0].body).toEqual({
      account: 'moonriver01',
      password: 'agent-pass-2026',
      userAccountId: 1207,
      domainUrl: 'https://moon.example.com',
      isSales: 0,
    });
  });

  it('edits an agent without sending a password unless one is typed', async () => {
    const api = setupAgents(['agents.list', 'agents.edit']);
    const row = (await screen.findByText('lotus03')).closest('tr') as HTMLElement;
    // The row's one action is a button of its own; a click on the row opens the same drawer.
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit agent “lotus03”' });
    expect(within(drawer).getByLabelText(/New password/)).toHaveValue('');
    await userEvent.clear(within(drawer).getByLabelText(/^Name/));
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'Lotus Sales');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Sales agent' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent “lotus03” saved')).toBeInTheDocument();
    const body = api.callsTo('POST agent/edit')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 3, name: 'Lotus Sales', isSales: 1, userAccountId: 1207 });
    expect(body).not.toHaveProperty('password');
  });
});

describe('agent logs', () => {
  it('filters by agent type and method, and opens a row with its request and response', async () => {
    signInWith(['agentLogs.list']);
    const api = fakeAreaApi({ 'POST agentBackendLog': () => pageOf(LOGS) });
    renderWithUi(<AgentLogsPage />, { route: '/agent/agent-logs' });
    const table = await screen.findByRole('table', { name: 'Agent logs' });
    const row = (await within(table).findByText('List downline users')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,250 ms')).toBeInTheDocument();

    // The agent type is among the less used filters; the method is in the first row.
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    const type = screen.getByLabelText('Agent type');
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Sales' })).toBeInTheDocument());
    await userEvent.selectOptions(type, 'Sales');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'POST');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST agentBackendLog').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, agentType: 2, apiType: 'POST' }),
    );

    await userEvent.click(within(table).getByText('List downline users'));
    const drawer = await screen.findByRole('dialog', { name: 'Agent log 501' });
    expect(within(drawer).getByText(/"level": 2/)).toBeInTheDocument();
    expect(within(drawer).getByText(/"total": 42/)).toBeInTheDocument();
    expect(within(drawer).getByText('27.1.2.3 · Singapore')).toBeInTheDocument();
  });
});

describe('agents list', () => {
  it('opens the edit drawer when a row is clicked, and sorts by creation date', async () => {
    const api = setupAgents(['agents.list', 'agents.edit']);
    const row = (await screen.findByText('lotus03')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('User 1207'));
    expect(await screen.findByRole('dialog', { name: 'Edit agent “lotus03”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    const table = screen.getByRole('table', { name: 'Agents' });
    await userEvent.click(within(table).getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(api.callsTo('POST agent/list').at(-1)?.body).toMatchObject({ orderBy: 'createDate' }));
  });
});
