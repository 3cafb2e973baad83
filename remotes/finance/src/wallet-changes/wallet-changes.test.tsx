import { session } from '@console/client';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import WalletChangesPage from './Page';

const entry = {
  id: 9001,
  accountId: 1001,
  isSales: 0,
  coinId: 1,
  name: 'USDT',
  fundType: 1,
  walletType: 1,
  walletMode: 1,
  field: 'frozen_balance',
  changeType: 'withdrawal_freeze',
  beforeBalance: '10.000000000000000000',
  changeBalance: '-2.500000000000000000',
  afterBalance: '7.500000000000000000',
  reference: 'withdrawal:701',
  operator: 'admin',
  createDate: '2026-03-01T08:00:00.000Z',
};

afterEach(() => session.signOut());

describe('account change records', () => {
  it('shows each change with its balances before and after, and filters by what moved; every column named once', async () => {
    signInWith(['walletChangeLog.list']);
    const api = fakeAreaApi({
      'POST finance/walletChangeLog/list': ({ body }) => ((body as { accountId?: number }).accountId === 42 ? pageOf([]) : pageOf([entry])),
    });
    const view = renderWithUi(<WalletChangesPage />, { route: '/finance/account-change-records' });
    const table = await screen.findByRole('table', { name: 'Account change records' });
    const row = (await within(table).findByText('withdrawal:701')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Withdrawal hold');
    expect(row).toHaveTextContent('Frozen');
    expect(row).toHaveTextContent('10USDT');
    expect(row).toHaveTextContent('-2.5USDT');
    expect(row).toHaveTextContent('7.5USDT');

    // Every column named once: the kind of change, the balance it moved and the amount are told apart.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toEqual(expect.arrayContaining(['Type', 'Balance', 'Amount']));

    await userEvent.type(screen.getByLabelText('User ID'), '42');
    await userEvent.selectOptions(screen.getByLabelText('Type of change'), 'Backstage deposit');
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    await userEvent.selectOptions(screen.getByLabelText('Balance'), 'Frozen by staff');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/walletChangeLog/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        accountId: 42,
        field: 'backstage_frozen_balance',
        changeType: 'operator_deposit',
      }),
    );
    expect(await screen.findByText('No wallet change matches these filters')).toBeInTheDocument();
    expect(view.location()).toContain('field=backstage_frozen_balance');
  });
});
