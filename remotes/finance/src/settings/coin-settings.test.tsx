import { session } from '@console/client';
import type { DepositSetting, WithdrawalSetting } from '@console/contracts';
import { clickRowAction, FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { depositChannel, depositSetting, signInWithCoins, withdrawalChain, withdrawalSetting } from './fixtures';
import SettingsPage from './SettingsPage';

function setup(permissions: string[], route: string) {
  signInWithCoins(permissions);
  let deposits: DepositSetting[] = [
    depositSetting({ depositChannel: [depositChannel(), depositChannel({ id: 32, blockChain: 'ERC20', activation: 0 })] }),
    depositSetting({ id: 12, coinId: 2, coinName: 'BTC', minDepositAmount: '0.001', maxDepositAmount: null }),
  ];
  let withdrawals: WithdrawalSetting[] = [
    withdrawalSetting({ withdrawalChannel: [withdrawalChain()] }),
    withdrawalSetting({ id: 22, coinId: 2, coinName: 'BTC', isWithdrawalAllowed: 0, dualApprovalAmount: '2' }),
  ];
  const api = fakeAreaApi({
    'GET finance/deposit/setting/list': () => deposits,
    'POST finance/deposit/setting/saveOrUpdate': ({ body }) => {
      const b = body as { id?: number; coinId: number; minDepositAmount: string; maxDepositAmount?: string; clientOrder: number };
      const coinName = ['', 'USDT', 'BTC', 'ETH'][b.coinId];
      const saved = depositSetting({ ...b, id: b.id ?? 13, coinName, maxDepositAmount: b.maxDepositAmount ?? null });
      deposits = [...deposits.filter((d) => d.id !== saved.id), saved];
      return saved;
    },
    'POST finance/deposit/setting/delete/12': () => {
      deposits = deposits.filter((d) => d.id !== 12);
      return { id: 12, deleted: true };
    },
    'POST finance/withdrawal/channel/list': () => withdrawals,
    'POST finance/withdrawal/channel/add': ({ body }) => {
      const b = body as Partial<WithdrawalSetting> & { coinId: number };
      // Another admin added ETH's setting meanwhile.
      if (b.clientOrder === 9) return new FakeFailure(409, 'Coin 3 already has a withdrawal setting (24): edit that one');
      const saved = withdrawalSetting({ ...b, id: 23, coinName: 'ETH' });
      withdrawals = [...withdrawals, saved];
      return saved;
    },
    'POST finance/withdrawal/channel/edit': ({ body }) => {
      const b = body as Partial<WithdrawalSetting> & { id: number };
      withdrawals = withdrawals.map((w) => (w.id === b.id ? { ...w, ...b } : w));
      return withdrawals.find((w) => w.id === b.id);
    },
    'POST finance/withdrawal/delete/22': () => {
      withdrawals = withdrawals.filter((w) => w.id !== 22);
      return { id: 22, deleted: true };
    },
  });
  const view = renderWithUi(<SettingsPage />, { route, path: '/finance/settings/:tabName', toaster: true });
  return { api, view };
}

/** The row whose first cell (the coin) reads `coin`. */
async function rowOf(table: string, coin: string) {
  const found = await screen.findByRole('table', { name: table });
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(found)
      .getAllByRole('row')
      .find((r) => r.querySelector('td')?.textContent === coin);
    expect(row).toBeDefined();
  });
  return row as HTMLElement;
}

async function rowAction(table: string, text: string, action: string) {
  await clickRowAction(await rowOf(table, text), action);
}

afterEach(() => session.signOut());

describe('deposit settings', () => {
  const route = '/finance/settings/deposit';

  it('lists each coin with its limits and channels; a viewer only opens the channels', async () => {
    const { view } = setup([], route);
    const usdt = await rowOf('Deposit settings', 'USDT');
    expect(usdt).toHaveTextContent('10.00USDT');
    expect(usdt).toHaveTextContent('50,000.00USDT');
    expect(usdt).toHaveTextContent('TRC20');
    expect(usdt).toHaveTextContent('ERC20');
    expect(await rowOf('Deposit settings', 'BTC')).toHaveTextContent('No maximum');
    expect(screen.queryByRole('button', { name: 'Add deposit setting' })).not.toBeInTheDocument();
    // A viewer's one action of the row is its button: no menu, no edit.
    expect(within(usdt).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(within(usdt).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(usdt).getByRole('button', { name: 'Blockchain channels' }));
    await waitFor(() => expect(view.location()).toBe('/finance/settings/deposit/deposit-blockchain/11/USDT'));
  });

  it('adds a setting for a coin that has none, checking the maximum against the minimum', async () => {
    const { api } = setup(['financeSettings.depositChannels'], route);
    await userEvent.click(await screen.findByRole('button', { name: 'Add deposit setting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a deposit setting' });
    const coin = within(dialog).getByLabelText(/^Coin/);
    expect(within(coin).queryByRole('option', { name: 'USDT' })).not.toBeInTheDocument();
    await userEvent.selectOptions(coin, '3');
    await userEvent.clear(within(dialog).getByLabelText(/Minimum deposit/));
    await userEvent.type(within(dialog).getByLabelText(/Minimum deposit/), '100');
    await userEvent.type(within(dialog).getByLabelText(/Maximum deposit/), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/not below the minimum deposit/)).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/setting/saveOrUpdate')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/Maximum deposit/));
    await userEvent.type(within(dialog).getByLabelText(/Maximum deposit/), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Deposit setting of ETH added')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/setting/saveOrUpdate')[0].body).toEqual({
      coinId: 3,
      minDepositAmount: '100',
      maxDepositAmount: '5000',
      clientOrder: 0,
    });
    expect(await rowOf('Deposit settings', 'ETH')).toHaveTextContent('5,000.00000000ETH');
  });

  it('edits a setting, clearing its maximum', async () => {
    const { api } = setup(['financeSettings.depositChannels'], route);
    await rowAction('Deposit settings', 'USDT', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Deposit setting of USDT' });
    expect(within(dialog).getByLabelText(/^Coin/)).toHaveValue('1');
    await userEvent.clear(within(dialog).getByLabelText(/Maximum deposit/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Deposit setting of USDT saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/setting/saveOrUpdate')[0].body).toEqual({
      id: 11,
      coinId: 1,
      minDepositAmount: '10',
      clientOrder: 1,
    });
  });

  it('deletes a setting without channels after a confirmation naming it', async () => {
    const { api } = setup(['financeSettings.depositChannels'], route);
    await rowAction('Deposit settings', 'BTC', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the deposit setting of BTC (minimum 0.001, maximum No maximum)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deposit setting of BTC deleted')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/setting/delete/12')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deposit settings' })).queryByText('BTC')).not.toBeInTheDocument());
  });

  it('sends a setting with channels to its channels instead of deleting it', async () => {
    const { api, view } = setup(['financeSettings.depositChannels'], route);
    await rowAction('Deposit settings', 'USDT', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('USDT still has 2 blockchain channels: delete them before the setting.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Blockchain channels' }));
    await waitFor(() => expect(view.location()).toBe('/finance/settings/deposit/deposit-blockchain/11/USDT'));
    expect(api.calls.filter((c) => c.path.includes('delete'))).toHaveLength(0);
  });
});

describe('withdrawal settings', () => {
  const route = '/finance/settings/withdrawal';

  it('lists each coin with its fee, limits, permission and blockchains', async () => {
    setup([], route);
    const usdt = await rowOf('Withdrawal settings', 'USDT');
    expect(usdt).toHaveTextContent('Allowed');
    expect(usdt).toHaveTextContent('0.5 %');
    expect(usdt).toHaveTextContent('20.00USDT');
    // "Last changed" is the column's header, said once, not in every cell.
    expect(usdt).not.toHaveTextContent('Last changed');
    expect(screen.getByRole('columnheader', { name: 'Last changed' })).toBeInTheDocument();
    expect(usdt).toHaveTextContent('No maximum');
    expect(usdt).toHaveTextContent('Finance default');
    expect(usdt).toHaveTextContent('TRC20');
    const btc = await rowOf('Withdrawal settings', 'BTC');
    expect(btc).toHaveTextContent('Not allowed');
    expect(btc).toHaveTextContent('No blockchain');
    expect(screen.queryByRole('button', { name: 'Add withdrawal setting' })).not.toBeInTheDocument();
  });

  it('adds a setting with its fees, refusing a percentage above 100 and a maximum below the minimum', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels'], route);
    await userEvent.click(await screen.findByRole('button', { name: 'Add withdrawal setting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a withdrawal setting' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Coin/), '3');
    const pct = within(dialog).getByLabelText(/Fee \(%\)/);
    await userEvent.clear(pct);
    await userEvent.type(pct, '120');
    await userEvent.clear(within(dialog).getByLabelText(/Minimum withdrawal/));
    await userEvent.type(within(dialog).getByLabelText(/Minimum withdrawal/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Maximum withdrawal/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a percentage from 0 to 100, with at most 4 decimals.')).toBeInTheDocument();
    expect(within(dialog).getByText(/not below the minimum withdrawal/)).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/channel/add')).toHaveLength(0);

    await userEvent.clear(pct);
    await userEvent.type(pct, '0.25');
    await userEvent.clear(within(dialog).getByLabelText(/Maximum withdrawal/));
    await userEvent.type(within(dialog).getByLabelText(/Maximum withdrawal/), '100');
    await userEvent.clear(within(dialog).getByLabelText(/Fixed fee/));
    await userEvent.type(within(dialog).getByLabelText(/Fixed fee/), '0.002');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Withdrawals allowed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal setting of ETH added')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/channel/add')[0].body).toEqual({
      coinId: 3,
      isWithdrawalAllowed: 0,
      withdrawalFeePercentage: '0.25',
      withdrawalFeeAmount: '0.002',
      minWithdrawalAmount: '10',
      maxWithdrawalAmount: '100',
      clientOrder: 0,
    });
  });

  it('edits a setting through the edit call, with its id', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels'], route);
    await rowAction('Withdrawal settings', 'BTC', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal setting of BTC' });
    expect(within(dialog).getByRole('checkbox', { name: 'Withdrawals allowed' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Withdrawals allowed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal setting of BTC saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/channel/edit')[0].body).toEqual({
      id: 22,
      coinId: 2,
      isWithdrawalAllowed: 1,
      withdrawalFeePercentage: '0.5',
      withdrawalFeeAmount: '1',
      minWithdrawalAmount: '20',
      dualApprovalAmount: '2',
      clientOrder: 1,
    });
    expect(api.callsTo('POST finance/withdrawal/channel/add')).toHaveLength(0);
  });

  it('offers only coins without a setting, and keeps the form open with the API’s message on a conflict', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels'], route);
    await userEvent.click(await screen.findByRole('button', { name: 'Add withdrawal setting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a withdrawal setting' });
    const coin = within(dialog).getByLabelText(/^Coin/);
    expect(within(coin).queryByRole('option', { name: 'BTC' })).not.toBeInTheDocument();
    await userEvent.selectOptions(coin, '3');
    await userEvent.clear(within(dialog).getByLabelText(/Order in the app/));
    await userEvent.type(within(dialog).getByLabelText(/Order in the app/), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coin 3 already has a withdrawal setting (24): edit that one')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/channel/add')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add a withdrawal setting' })).toBeInTheDocument();
  });

  it('deletes a setting without blockchains after a confirmation naming it', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels'], route);
    await rowAction('Withdrawal settings', 'BTC', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the withdrawal setting of BTC? Its withdrawals then have no fee and no limits.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Withdrawal setting of BTC deleted')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/delete/22')).toHaveLength(1);
  });

  it('opens a coin’s blockchains, keeping the tab to come back to', async () => {
    const { view } = setup([], route);
    await rowAction('Withdrawal settings', 'USDT', 'Blockchains');
    await waitFor(() => expect(view.location()).toBe('/finance/settings/withdrawal/withdrawal-blockchain/21/USDT'));
  });
});
