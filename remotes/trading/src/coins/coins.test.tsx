import { session } from '@console/client';
import type { Coin } from '@console/contracts/schemas/trading-coins';
import { fakeAreaApi } from '@console/area-kit/testing';
import { clickRowAction, FakeFailure, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseImage, formFields, pngFile, rowWith, signInWithCoins } from '../lists/testing';
import CoinsPage from './Page';

function coin(overrides: Partial<Coin> = {}): Coin {
  return {
    id: 2,
    code: 'BTC',
    fullName: 'Bitcoin',
    logo: '/api/files/btc.png',
    display: 1,
    supportTransfer: 1,
    supportDepositWithDrawal: 0,
    decimals: 8,
    sort: 2,
    createDate: '2026-03-01T08:00:00.000Z',
    updateDate: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

function setup(permissions: string[]) {
  signInWithCoins(['coins.list', ...permissions]);
  let coins = [coin(), coin({ id: 1, code: 'USDT', fullName: 'Tether', logo: null, decimals: 2, sort: 1 })];
  const api = fakeAreaApi({
    'POST coin/list': ({ body }) => {
      const { code } = body as { code?: string };
      return pageOf(coins.filter((c) => !code || c.code.includes(code)));
    },
    'POST coin/add': ({ body }) => {
      const f = formFields(body);
      const added = coin({ id: 9, code: f.name, fullName: f.fullName, decimals: Number(f.decimals) });
      coins = [...coins, added];
      return added;
    },
    'POST coin/edit': ({ body }) => {
      const b = body as { id: number; display: number; depositWithdrawal: number };
      coins = coins.map((c) => (c.id === b.id ? { ...c, display: b.display, supportDepositWithDrawal: b.depositWithdrawal } : c));
      return coins.find((c) => c.id === b.id);
    },
    'POST coin/editIcon/2': () => coin({ logo: '/api/files/new.png' }),
    'POST coin/del/2': () =>
      new FakeFailure(409, 'Coin BTC is in use by wallets, coin pairs: it cannot be deleted (hide it with display 0 instead)'),
    'POST coin/del/1': () => {
      coins = coins.filter((c) => c.id !== 1);
      return { id: 1, code: 'USDT', deleted: true };
    },
  });
  const view = renderWithUi(<CoinsPage />, { route: '/coins/coin-list', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('coins', () => {
  it('lists coins with their flags, filters by code in the address, and gives a viewer no actions', async () => {
    const { api, view } = setup([]);
    const row = await rowWith('Coins', 'Bitcoin');
    expect(row).toHaveTextContent('BTC');
    expect(row).toHaveTextContent('8');
    expect(screen.queryByRole('button', { name: 'Add coin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Coin code'), 'USD');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST coin/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, code: 'USD' }));
    expect(view.location()).toBe('/coins/coin-list?code=USD');
  });

  it('adds a coin with its icon in one multipart call, and not without an icon', async () => {
    const { api } = setup(['coins.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add coin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coin' });
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'sol');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Solana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Required|required/)).toBeInTheDocument();
    expect(api.callsTo('POST coin/add')).toHaveLength(0);

    chooseImage(dialog, 'icon', pngFile('sol.png'));
    expect(await within(dialog).findByText('sol.png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coin SOL was added')).toBeInTheDocument();
    expect(formFields(api.callsTo('POST coin/add')[0].body)).toEqual({
      name: 'SOL',
      fullName: 'Solana',
      decimals: '8',
      coinIcon: 'file:sol.png',
    });
  });

  it('refuses an icon that is not an image before sending anything', async () => {
    const { api } = setup(['coins.editIcon']);
    await clickRowAction(await rowWith('Coins', 'Bitcoin'), 'Change icon');
    const dialog = await screen.findByRole('dialog', { name: 'Change the icon of BTC' });
    chooseImage(dialog, 'icon', new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    chooseImage(dialog, 'icon', pngFile('new.png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The icon of BTC was changed')).toBeInTheDocument();
    expect(formFields(api.callsTo('POST coin/editIcon/2')[0].body)).toEqual({ coinIcon: 'file:new.png' });
  });

  it('switches what a coin may do', async () => {
    const { api } = setup(['coins.edit']);
    await clickRowAction(await rowWith('Coins', 'Bitcoin'), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit coin BTC' });
    await userEvent.click(within(dialog).getByText('Deposits and withdrawals'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coin BTC was saved')).toBeInTheDocument();
    expect(api.callsTo('POST coin/edit')[0].body).toEqual({
      id: 2,
      fullName: 'Bitcoin',
      sort: 2,
      display: 1,
      supportTransfer: 1,
      depositWithdrawal: 1,
    });
  });

  it('asks before deleting, shows the refusal of a coin in use, and deletes an unused one', async () => {
    const { api } = setup(['coins.delete']);
    await clickRowAction(await rowWith('Coins', 'Bitcoin'), 'Delete');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete coin BTC' });
    expect(confirm).toHaveTextContent('Delete the coin BTC (Bitcoin)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(/Not deleted: Coin BTC is in use by wallets, coin pairs/)).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await clickRowAction(await rowWith('Coins', 'Tether'), 'Delete');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete coin USDT' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coin USDT was deleted')).toBeInTheDocument();
    expect(api.callsTo('POST coin/del/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Tether')).not.toBeInTheDocument());
  });
});
