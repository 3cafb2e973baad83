import { session } from '@console/client';
import type { FundRecord } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMoreFilters } from '../records/testing';
import { fakeAreaApi } from '@console/area-kit/testing';
import FundRecordsPage from './Page';

function record(overrides: Partial<FundRecord> = {}): FundRecord {
  return {
    id: 71,
    accountId: 1001,
    email: 'minh.tran@example.com',
    executionType: 1,
    coinId: 1,
    code: 'USDT',
    walletType: 1,
    fundType: 1,
    beforeBalance: '1500.000000000000000000',
    changeBalance: '250.500000000000000000',
    afterBalance: '1249.500000000000000000',
    remark: null,
    operator: 'lfischer',
    createDate: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function setup(permissions: string[]) {
  signInWith(['fundManagement.list', ...permissions]);
  let records = [record(), record({ id: 72, accountId: 1002, email: 'ana@example.com', executionType: 2, remark: 'Case closed' })];
  const api = fakeAreaApi({
    'POST fundManagerHistory/list': () => pageOf(records),
    'POST fundManagerHistory/update/remark': ({ body }) => {
      const { id, remark } = body as { id: number; remark: string };
      records = records.map((r) => (r.id === id ? { ...r, remark: remark || null } : r));
      return records.find((r) => r.id === id);
    },
  });
  const view = renderWithUi(<FundRecordsPage />, { route: '/finance/fund-management-records', toaster: true });
  return { api, view };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Fund management records' });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

afterEach(() => session.signOut());

describe('fund management records', () => {
  it('shows each freeze and thaw with the balances before and after, right-aligned', async () => {
    setup([]);
    const row = await rowOf('minh.tran@example.com');
    expect(row).toHaveTextContent('Freeze');
    expect(row).toHaveTextContent('1,500USDT');
    expect(row).toHaveTextContent('250.5USDT');
    expect(row).toHaveTextContent('1,249.5USDT');
    expect(row).toHaveTextContent('lfischer');
    expect(await rowOf('ana@example.com')).toHaveTextContent('Thaw');
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL and sends them', async () => {
    const { api, view } = setup([]);
    await userEvent.type(await screen.findByLabelText('User ID'), '1001');
    await openMoreFilters();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Thaw');
    await userEvent.selectOptions(screen.getByLabelText('Funds'), 'Demo funds');
    await userEvent.type(screen.getByLabelText('Operator (exact)'), 'lfischer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST fundManagerHistory/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        accountId: 1001,
        executionType: 2,
        fundType: 2,
        operator: 'lfischer',
      }),
    );
    expect(view.location()).toBe('/finance/fund-management-records?accountId=1001&executionType=2&fundType=2&operator=lfischer');
  });

  it('edits the remark of a record, at most 200 characters', async () => {
    const { api } = setup(['fundManagement.editRemark']);
    const row = await rowOf('ana@example.com');
    // Its one action is a button of the row.
    await userEvent.click(within(row).getByRole('button', { name: 'Edit remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark of fund record 72' });
    const input = within(dialog).getByLabelText('Remark');
    expect(input).toHaveValue('Case closed');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST fundManagerHistory/update/remark')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'Refund checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remark of fund record 72 saved')).toBeInTheDocument();
    expect(api.callsTo('POST fundManagerHistory/update/remark')[0].body).toEqual({ id: 72, remark: 'Refund checked' });
    expect(await rowOf('Refund checked')).toHaveTextContent('ana@example.com');
  });
});
