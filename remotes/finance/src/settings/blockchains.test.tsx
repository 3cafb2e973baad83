import { session } from '@console/client';
import type { DepositChannel, WithdrawalChain } from '@console/contracts';
import { FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import DepositChannelsPage from './DepositChannelsPage';
import { depositChannel, signInWithCoins, withdrawalChain } from './fixtures';
import WithdrawalChainsPage from './WithdrawalChainsPage';

afterEach(() => session.signOut());

async function rowOf(table: string, chain: string) {
  const found = await screen.findByRole('table', { name: table });
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(found)
      .getAllByRole('row')
      .find((r) => r.querySelector('td')?.textContent === chain);
    expect(row).toBeDefined();
  });
  return row as HTMLElement;
}

async function rowAction(table: string, chain: string, action: string) {
  const row = await rowOf(table, chain);
  await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('deposit channels of a coin', () => {
  const table = 'USDT deposit channels';

  function setup(permissions: string[], route = '/finance/settings/deposit/deposit-blockchain/11/USDT') {
    signInWithCoins(permissions);
    let channels: DepositChannel[] = [
      depositChannel(),
      depositChannel({ id: 32, blockChain: 'ERC20', depositMode: 2, activation: 0, address1: null }),
    ];
    const api = fakeAreaApi({
      'GET finance/deposit/channel/11/list': () => channels,
      'POST finance/deposit/channel/saveOrUpdate': ({ body }) => {
        const b = body as DepositChannel;
        const saved = depositChannel({ ...b, id: b.id ?? 33, address1: b.address1 ?? null, address2: b.address2 ?? null });
        channels = [...channels.filter((c) => c.id !== saved.id), saved];
        return saved;
      },
      'POST finance/deposit/channel/delete/31': () => {
        channels = channels.filter((c) => c.id !== 31);
        return { id: 31, deleted: true };
      },
    });
    const view = renderWithUi(<DepositChannelsPage />, {
      route,
      path: '/finance/settings/:tabName/deposit-blockchain/:id/:coin',
      toaster: true,
    });
    return { api, view };
  }

  it('lists the coin’s channels with mode, status and addresses, and goes back to its tab', async () => {
    const { view } = setup([]);
    expect(await screen.findByRole('heading', { name: 'USDT deposit channels' })).toBeInTheDocument();
    const trc = await rowOf(table, 'TRC20');
    expect(trc).toHaveTextContent('Fixed address');
    expect(trc).toHaveTextContent('Active');
    expect(trc).toHaveTextContent('TXa1b2c3d4e5f6');
    const erc = await rowOf(table, 'ERC20');
    expect(erc).toHaveTextContent('Third-party wallet');
    expect(erc).toHaveTextContent('Inactive');
    expect(screen.queryByRole('button', { name: 'Add channel' })).not.toBeInTheDocument();
    expect(within(trc).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the settings' }));
    await waitFor(() => expect(view.location()).toBe('/finance/settings/deposit'));
  });

  it('adds a fixed-address channel only with its address', async () => {
    const { api } = setup(['financeSettings.depositChannels']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a USDT deposit channel' });
    await userEvent.type(within(dialog).getByLabelText(/^Blockchain/), 'BEP20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/channel/saveOrUpdate')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Address 1/), '0xBEEF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('BEP20 deposit channel of USDT added')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/channel/saveOrUpdate')[0].body).toEqual({
      depositSettingId: 11,
      blockChain: 'BEP20',
      depositMode: 1,
      activation: 1,
      address1: '0xBEEF',
    });
    expect(await rowOf(table, 'BEP20')).toHaveTextContent('0xBEEF');
  });

  it('needs no address for a third-party wallet channel and edits one', async () => {
    const { api } = setup(['financeSettings.depositChannels']);
    await rowAction(table, 'ERC20', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'ERC20 deposit channel of USDT' });
    expect(within(dialog).getByText('Not needed: the third-party wallet gives each user an address.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ERC20 deposit channel of USDT saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/channel/saveOrUpdate')[0].body).toEqual({
      id: 32,
      depositSettingId: 11,
      blockChain: 'ERC20',
      depositMode: 2,
      activation: 1,
    });
  });

  it('deactivates a channel from its row', async () => {
    const { api } = setup(['financeSettings.depositChannels']);
    await rowAction(table, 'TRC20', 'Deactivate');
    expect(await screen.findByText('TRC20 deposit channel of USDT saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/channel/saveOrUpdate')[0].body).toMatchObject({
      id: 31,
      activation: 0,
      address1: 'TXa1b2c3d4e5f6',
    });
    await waitFor(async () => expect(await rowOf(table, 'TRC20')).toHaveTextContent('Inactive'));
  });

  it('deletes a channel after a confirmation naming it', async () => {
    const { api } = setup(['financeSettings.depositChannels']);
    await rowAction(table, 'TRC20', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the TRC20 deposit channel of USDT? Users can no longer deposit USDT on TRC20.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('TRC20 deposit channel of USDT deleted')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/channel/delete/31')).toHaveLength(1);
  });

  it('says so when the link names no setting', async () => {
    const { api } = setup(['financeSettings.depositChannels'], '/finance/settings/deposit/deposit-blockchain/abc/USDT');
    expect(await screen.findByText('This link does not name a coin setting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add channel' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('finance/'))).toHaveLength(0);
  });
});

describe('withdrawal blockchains of a coin', () => {
  const table = 'USDT withdrawal blockchains';

  /** `save` answers a save instead of the fake list (a failure, or a wait the test ends). */
  function setup(permissions: string[], save?: (body: Partial<WithdrawalChain>) => unknown) {
    signInWithCoins(permissions);
    let chains: WithdrawalChain[] = [withdrawalChain(), withdrawalChain({ id: 42, blockChain: 'ERC20', activation: 0 })];
    const api = fakeAreaApi({
      'GET finance/withdrawal/channel/21/list': () => chains,
      'POST finance/withdrawal/add': async ({ body }) => {
        const b = body as Partial<WithdrawalChain>;
        const answer = await save?.(b);
        if (answer) return answer;
        const saved = withdrawalChain({ ...b, id: b.id ?? 43 });
        chains = chains.some((c) => c.id === saved.id) ? chains.map((c) => (c.id === saved.id ? saved : c)) : [...chains, saved];
        return saved;
      },
      'POST finance/withdrawal/channel/delete/42': () => {
        chains = chains.filter((c) => c.id !== 42);
        return { id: 42, deleted: true };
      },
    });
    const view = renderWithUi(<WithdrawalChainsPage />, {
      route: '/finance/settings/withdrawal/withdrawal-blockchain/21/USDT',
      path: '/finance/settings/:tabName/withdrawal-blockchain/:id/:coin',
      toaster: true,
    });
    return { api, view };
  }

  it('lists the coin’s blockchains with their status; a viewer cannot change them', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'USDT withdrawal blockchains' })).toBeInTheDocument();
    expect(await rowOf(table, 'TRC20')).toHaveTextContent('Active');
    expect(await rowOf(table, 'ERC20')).toHaveTextContent('Inactive');
    expect(screen.queryByRole('button', { name: 'Add blockchain' })).not.toBeInTheDocument();
    expect(within(await rowOf(table, 'TRC20')).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('edits a blockchain’s name and activation', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels']);
    await rowAction(table, 'TRC20', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'TRC20 withdrawal blockchain of USDT' });
    const name = within(dialog).getByLabelText(/^Blockchain/);
    expect(name).toHaveValue('TRC20');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'TRON');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('TRON withdrawal blockchain of USDT saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/add')[0].body).toEqual({
      id: 41,
      withdrawalSettingId: 21,
      blockChain: 'TRON',
      activation: 0,
    });
    expect(await rowOf(table, 'TRON')).toHaveTextContent('Inactive');
  });

  it('shows the API’s objection in the edit dialog and keeps it open', async () => {
    setup(['financeSettings.withdrawalChannels'], (b) =>
      b.blockChain === 'ERC20'
        ? new FakeFailure(409, 'This coin already has a ERC20 withdrawal blockchain (42): edit that one')
        : undefined,
    );
    await rowAction(table, 'TRC20', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'TRC20 withdrawal blockchain of USDT' });
    await userEvent.clear(within(dialog).getByLabelText(/^Blockchain/));
    await userEvent.type(within(dialog).getByLabelText(/^Blockchain/), 'ERC20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/already has a ERC20 withdrawal blockchain/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'TRC20 withdrawal blockchain of USDT' })).toBeInTheDocument();
  });

  it('switches a blockchain off from its row, showing the change running until it is saved', async () => {
    let finish: () => void = () => {};
    const saving = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { api } = setup(['financeSettings.withdrawalChannels'], () => saving.then(() => undefined));
    await rowAction(table, 'TRC20', 'Deactivate');
    const row = await rowOf(table, 'TRC20');
    expect(await within(row).findByRole('status')).toHaveTextContent('Deactivating…');
    expect(api.callsTo('POST finance/withdrawal/add')[0].body).toEqual({
      id: 41,
      withdrawalSettingId: 21,
      blockChain: 'TRC20',
      activation: 0,
    });
    // While it runs, no other switch starts.
    await userEvent.click(within(await rowOf(table, 'ERC20')).getByRole('button', { name: 'Row actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Activate' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    finish();
    expect(await screen.findByText('TRC20 withdrawal blockchain of USDT saved')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf(table, 'TRC20')).toHaveTextContent('Inactive'));
    expect(within(await rowOf(table, 'TRC20')).queryByRole('status')).not.toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/add')).toHaveLength(1);
  });

  it('says in the row why a switch failed, and the status stays as it was', async () => {
    setup(['financeSettings.withdrawalChannels'], () => new FakeFailure(404, 'Withdrawal blockchain 42 does not exist'));
    await rowAction(table, 'ERC20', 'Activate');
    const row = await rowOf(table, 'ERC20');
    expect(await within(row).findByRole('alert')).toHaveTextContent('Not changed: Withdrawal blockchain 42 does not exist');
    expect(row).toHaveTextContent('Inactive');
    expect(within(row).queryByRole('status')).not.toBeInTheDocument();
  });

  it('adds a blockchain, requiring its name', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add blockchain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a USDT withdrawal blockchain' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Blockchain/), 'Solana');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Solana withdrawal blockchain of USDT added')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/add')[0].body).toEqual({ withdrawalSettingId: 21, blockChain: 'Solana', activation: 0 });
    expect(await rowOf(table, 'Solana')).toHaveTextContent('Inactive');
  });

  it('deletes a blockchain after a confirmation naming it', async () => {
    const { api } = setup(['financeSettings.withdrawalChannels']);
    await rowAction(table, 'ERC20', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the ERC20 withdrawal blockchain of USDT? Users can no longer withdraw USDT on ERC20.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('ERC20 withdrawal blockchain of USDT deleted')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/channel/delete/42')).toHaveLength(1);
  });
});
