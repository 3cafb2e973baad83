import { session } from '@console/client';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import WalletBalancesPage from './Page';

afterEach(() => session.signOut());

describe('user wallet balances', () => {
  it('shows available, frozen and demo balances, with tabs by wallet in the path', async () => {
    signInWith(['walletBalance.list']);
    const api = fakeAreaApi({
      'POST finance/user/wallet/list': () =>
        pageOf([
          {
            id: 5,
            accountId: 1001,
            accountType: 1,
            coinId: 2,
            code: 'BTC',
            logo: null,
            walletType: 2,
            balance: '0.123400000000000000',
            frozenBalance: '0.010000000000000000',
            backstageFrozenBalance: '0.5',
            demoBalance: '10000',
            demoFrozenBalance: '0',
          },
        ]),
    });
    const view = renderWithUi(<WalletBalancesPage />, {
      route: '/finance/user-wallet-balance/all',
      path: '/finance/user-wallet-balance/:tabName',
    });
    const table = await screen.findByRole('table', { name: 'User wallet balances' });
    const row = (await within(table).findByText('User 1001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('0.1234BTC');
    expect(row).toHaveTextContent('0.01BTC');
    expect(row).toHaveTextContent('0.5BTC');
    expect(row).toHaveTextContent('10,000BTC');
    expect(api.callsTo('POST finance/user/wallet/list')[0].body).toEqual({ pageNum: 1, pageSize: 20 });

    await userEvent.click(screen.getByRole('tab', { name: 'Perpetual wallets' }));
    await waitFor(() => expect(view.location()).toBe('/finance/user-wallet-balance/perpetual'));
    await waitFor(() =>
      expect(api.callsTo('POST finance/user/wallet/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, walletType: 2 }),
    );
  });

  it('sends an unknown tab to all wallets', async () => {
    signInWith(['walletBalance.list']);
    fakeAreaApi({ 'POST finance/user/wallet/list': () => pageOf([]) });
    const view = renderWithUi(<WalletBalancesPage />, {
      route: '/finance/user-wallet-balance/nope',
      path: '/finance/user-wallet-balance/:tabName',
    });
    await waitFor(() => expect(view.location()).toBe('/finance/user-wallet-balance/all'));
    expect(await screen.findByText('No wallet yet')).toBeInTheDocument();
  });
  it('exports the balances of the current tab and filters, only with the export permission', async () => {
    signInWith(['walletBalance.list', 'walletBalance.export']);
    const api = fakeAreaApi({
      'POST finance/user/wallet/list': () => pageOf([]),
      'POST reporting/user/balance/export': () => null,
    });
    renderWithUi(<WalletBalancesPage />, {
      route: '/finance/user-wallet-balance/futures?accountId=1001',
      path: '/finance/user-wallet-balance/:tabName',
      toaster: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel file' }));
    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(api.callsTo('POST reporting/user/balance/export')[0].body).toEqual({ accountId: 1001, walletType: 1, excelType: 'xlsx' });
  });

  it('offers no export without its permission', async () => {
    signInWith(['walletBalance.list']);
    fakeAreaApi({ 'POST finance/user/wallet/list': () => pageOf([]) });
    renderWithUi(<WalletBalancesPage />, { route: '/finance/user-wallet-balance/all', path: '/finance/user-wallet-balance/:tabName' });
    expect(await screen.findByText('No wallet yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });
});
