import { session } from '@console/client';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import TransfersPage from './Page';

afterEach(() => session.signOut());

describe('transfers', () => {
  it('lists transfers between wallets and filters by direction', async () => {
    signInWith(['transfer.list']);
    const api = fakeAreaApi({
      'POST finance/transfer/operator/list': () =>
        pageOf([
          {
            id: 31,
            code: 'TR20260301A',
            accountId: 1001,
            accountType: 2,
            fromWallet: 1,
            toWallet: 2,
            coinId: 1,
            coinCode: 'USDT',
            fundType: 1,
            recordFee: '0.100000000000000000',
            amount: '1250.000000000000000000',
            createDate: '2026-03-01T08:00:00.000Z',
          },
        ]),
    });
    renderWithUi(<TransfersPage />, { route: '/finance/transfer-record' });
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const row = (await within(table).findByText('TR20260301A')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Agent');
    expect(row).toHaveTextContent('Futures wallet');
    expect(row).toHaveTextContent('Perpetual wallet');
    expect(row).toHaveTextContent('1,250USDT');
    expect(row).toHaveTextContent('0.1USDT');

    // The wallets are among the filters behind "More filters".
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    await userEvent.selectOptions(screen.getByLabelText('From wallet'), 'Perpetual wallet');
    await userEvent.type(screen.getByLabelText('Transfer code'), 'TR2026');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/transfer/operator/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        code: 'TR2026',
        fromWallet: 2,
      }),
    );
  });
});
