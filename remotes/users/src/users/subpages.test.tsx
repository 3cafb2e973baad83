import { session } from '@console/client';
import type { FlowRecord } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import FlowRecordsPage from './FlowRecordsPage';
import { testUser } from './fixtures';
import SubordinatePage from './SubordinatePage';

const FLOW: FlowRecord = {
  id: 5,
  accountId: 1001,
  changeType: 1,
  amount: '500',
  multiplier: '1.5',
  flowAmount: '750',
  beforeAmount: '0',
  afterAmount: '750',
  currentAmount: '300',
  remark: null,
  operator: null,
  createDate: '2026-02-05T12:00:00.000Z',
};

afterEach(() => session.signOut());

describe('downline', () => {
  it('lists the downline by level, the level kept in the URL, each row linking to its details', async () => {
    signInWith(['users.list', 'users.details']);
    const api = fakeAreaApi({
      'POST account/subordinate': ({ body }) => {
        const level = (body as { level?: number }).level;
        const rows = [
          { ...testUser({ id: 2001, email: 'first@example.test', parentUserId: 1001 }), level: 1 },
          { ...testUser({ id: 2002, email: 'second@example.test', parentUserId: 2001 }), level: 2 },
        ];
        return pageOf(level ? rows.filter((r) => r.level === level) : rows);
      },
    });
    const view = renderWithUi(<SubordinatePage />, {
      route: '/users/list/subordinate/1001',
      path: '/users/:tabName/subordinate/:accountId',
    });
    expect(await screen.findByRole('heading', { name: 'Downline of user #1001' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Downline' });
    expect(await within(table).findByText('second@example.test')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '2001' })).toHaveAttribute('href', '/users/list/user-details/2001');

    await userEvent.selectOptions(screen.getByLabelText('Downline level'), 'Level 2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('first@example.test')).not.toBeInTheDocument());
    expect(view.location()).toBe('/users/list/subordinate/1001?level=2');
    expect(api.callsTo('POST account/subordinate').at(-1)?.body).toEqual({ accountId: 1001, pageNum: 1, pageSize: 20, level: 2 });

    // A row opens the user's details.
    await userEvent.click(within(table).getByText('second@example.test'));
    await waitFor(() => expect(view.location()).toBe('/users/list/user-details/2002'));
  });
});

describe('flow records', () => {
  it('shows the current flow volume and each change with its amounts, filtered by type', async () => {
    signInWith(['users.list']);
    const api = fakeAreaApi({
      'POST flow/list': () => pageOf([FLOW]),
      'GET flow/volume/1001': () => ({ accountId: 1001, flowVolume: '1300.25' }),
    });
    renderWithUi(<FlowRecordsPage />, {
      route: '/users/list/flow-records/1001/ann%40example.test',
      path: '/users/:tabName/flow-records/:accountId/:email?',
    });
    expect(await screen.findByText('1,300.25')).toBeInTheDocument();
    expect(screen.getByText(/^ann@example\.test:/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Flow records' });
    const row = (await within(table).findByText('500 × 1.5')).closest('tr') as HTMLElement;
    // The flow amount (the change) and the amount after it.
    expect(within(row).getAllByText('750')).toHaveLength(2);
    expect(await within(row).findByText('Deposit')).toBeInTheDocument();

    await waitFor(() => expect(within(screen.getByLabelText('Type')).getByRole('option', { name: 'Trade' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Trade');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST flow/list').at(-1)?.body).toEqual({ accountId: 1001, pageNum: 1, pageSize: 20, flowLogType: 2 }),
    );
  });
});
