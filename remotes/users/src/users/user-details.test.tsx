import { session } from '@console/client';
import type { UserDetail } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_USER_ACTIONS, LEVELS, MARKETING_LEVELS, testDetail } from './fixtures';
import UserDetailsPage from './UserDetailsPage';

function setup(permissions: string[], detail: UserDetail = testDetail()) {
  signInWith(permissions);
  let current = detail;
  const api = fakeAreaApi({
    'GET account/detail/1001': () => current,
    'GET account/detail/404': () => new FakeFailure(404, 'User 404 does not exist'),
    'POST account/userLevel/list': () => pageOf(LEVELS),
    'POST account/userMarketing/list': () => pageOf(MARKETING_LEVELS),
    'POST finance/user/wallet/list': () => pageOf(current.wallets),
    'POST account/freezeSingle/wallet': ({ body }) => {
      const { coinId, walletType, amount } = body as { coinId: number; walletType: number; amount: string };
      current = {
        ...current,
        wallets: current.wallets.map((w) =>
          w.coinId === coinId && w.walletType === walletType
            ? {
                ...w,
                balance: new Decimal(w.balance).minus(amount).toFixed(),
                backstageFrozenBalance: new Decimal(w.backstageFrozenBalance).plus(amount).toFixed(),
              }
            : w,
        ),
      };
      return null;
    },
    'POST account/freezeAll/wallet/1001': () => null,
  });
  const view = renderWithUi(<UserDetailsPage />, {
    route: `/users/list/user-details/${detail.id}`,
    path: '/users/:tabName/user-details/:accountId',
    toaster: true,
  });
  return { api, view };
}

async function openAction(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

/** The wallet row of a coin (its first cell). */
function walletRow(table: HTMLElement, code: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent === code);
  if (!row) throw new Error(`no wallet row ${code}`);
  return row;
}

afterEach(() => session.signOut());

describe('user details', () => {
  it('shows identity, status history, agent chain, levels, wallets, KYC and recent activity', async () => {
    setup(['users.list', 'users.details']);
    expect(await screen.findByRole('heading', { name: 'User #1001' })).toBeInTheDocument();
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(screen.getByText('by risk-bot')).toBeInTheDocument();
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(await screen.findByText('0 · Starter')).toBeInTheDocument();

    const chain = screen.getByRole('heading', { name: 'Agent chain' }).parentElement as HTMLElement;
    expect(within(chain).getByRole('link', { name: '#900' })).toHaveAttribute('href', '/users/list/user-details/900');
    expect(within(chain).getByRole('link', { name: '#800' })).toHaveAttribute('href', '/users/list/user-details/800');
    expect(within(chain).getByText('boss@example.test')).toBeInTheDocument();

    const wallets = screen.getByRole('table', { name: 'Wallets' });
    const usdt = walletRow(wallets, 'USDT');
    expect(within(usdt).getByText('1,250.5')).toBeInTheDocument();
    expect(within(usdt).getByText('10,000')).toBeInTheDocument();

    const activity = screen.getByRole('table', { name: 'Recent wallet activity' });
    const change = within(activity).getAllByRole('row')[1];
    expect(within(change).getByText('Deposit')).toBeInTheDocument();
    expect(within(change).getByText('250.5')).toBeInTheDocument();
    expect(within(change).getByText('+1,000')).toBeInTheDocument();
    // Each column says what it holds, once: which balance moved, the type of change, and the change itself.
    const headers = within(activity)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date (UTC)', 'Wallet', 'Balance', 'Type', 'Before', 'Change', 'After', 'Operator']);
    expect(within(change).getAllByText('USDT').length).toBeGreaterThan(0);

    expect(screen.getByRole('link', { name: 'Downline' })).toHaveAttribute('href', '/users/list/subordinate/1001');
    expect(screen.getByRole('link', { name: 'Flow records' })).toHaveAttribute('href', '/users/list/flow-records/1001/ann%40example.test');
    // Without action permissions there is nothing to act with.
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when the user cannot be loaded and offers a retry', async () => {
    signInWith(['users.details']);
    fakeAreaApi({ 'GET account/detail/404': () => new FakeFailure(404, 'User 404 does not exist') });
    renderWithUi(<UserDetailsPage />, { route: '/users/list/user-details/404', path: '/users/:tabName/user-details/:accountId' });
    expect(await screen.findByText('The user could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('User 404 does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('freezes part of a wallet within what is available and shows the new amounts', async () => {
    const { api } = setup(ALL_USER_ACTIONS);
    await openAction('Freeze or thaw an amount');
    const dialog = await screen.findByRole('dialog', { name: 'Freeze or thaw funds of user #1001 (ann@example.test)' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'USDT · Futures wallet' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Wallet/), 'USDT · Futures wallet');
    const amounts = within(dialog).getByRole('group', { name: 'Amounts of the wallet' });
    expect(within(amounts).getByText('1,250.5')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 1,250.5 USDT available.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Amount(?!s)/), '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Enter an amount greater than zero and no more than the limit shown.')).toBeInTheDocument();
    expect(api.callsTo('POST account/freezeSingle/wallet')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/^Amount(?!s)/));
    await userEvent.type(within(dialog).getByLabelText(/^Amount(?!s)/), '250.5');
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'Chargeback review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    // Money moves only after a confirmation naming the user, the coin and wallet, the amount, and the outcome.
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm the freeze' });
    expect(confirm).toHaveTextContent('Freeze 250.5 USDT of the Futures wallet of user #1001 (ann@example.test)?');
    expect(confirm).toHaveTextContent('Afterwards: 1,000 USDT available, 250.5 USDT frozen by staff.');
    expect(confirm).toHaveTextContent('Remark: Chargeback review');
    expect(api.callsTo('POST account/freezeSingle/wallet')).toHaveLength(0);
    // Cancel goes back to the form as it was typed.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/^Amount(?!s)/)).toHaveValue('250.5');
    expect(api.callsTo('POST account/freezeSingle/wallet')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const again = await screen.findByRole('alertdialog', { name: 'Confirm the freeze' });
    await userEvent.click(within(again).getByRole('button', { name: 'Freeze 250.5 USDT' }));

    expect(await screen.findByText('Froze 250.5 USDT of user #1001 (ann@example.test)')).toBeInTheDocument();
    expect(api.callsTo('POST account/freezeSingle/wallet')[0].body).toEqual({
      accountId: 1001,
      coinId: 1,
      walletType: 1,
      amount: '250.5',
      executionType: 1,
      fundType: 1,
      remark: 'Chargeback review',
    });
    const wallets = screen.getByRole('table', { name: 'Wallets' });
    const usdt = walletRow(wallets, 'USDT');
    await waitFor(() => expect(within(usdt).getByText('1,000')).toBeInTheDocument());
    expect(within(usdt).getByText('250.5')).toBeInTheDocument();
  });

  it('asks before freezing all funds, naming the user', async () => {
    const { api } = setup(ALL_USER_ACTIONS);
    await openAction('Freeze all funds');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Freeze every available amount of user #1001 (ann@example.test)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Freeze all' }));
    expect(await screen.findByText('All funds of user #1001 (ann@example.test) frozen')).toBeInTheDocument();
    expect(api.callsTo('POST account/freezeAll/wallet/1001')).toHaveLength(1);
  });
});
