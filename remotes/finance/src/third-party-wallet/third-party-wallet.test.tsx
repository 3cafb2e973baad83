import { session } from '@console/client';
import type { DepositAddress, OnChainRecord } from '@console/contracts';
import { clickRowAction, FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMoreFilters } from '../records/testing';
import { fakeAreaApi } from '@console/area-kit/testing';
import DepositAddressesPage from './AddressesPage';
import OnChainRecordsPage from './OnChainPage';

const TRON = 'TXr9mQbVh3cUq2pN8wLk4sYd1ZfGj7aHe';
const NEW_TRON = 'TNewAddress0000000000000000000001';

function address(overrides: Partial<DepositAddress> = {}): DepositAddress {
  return {
    id: 31,
    userId: 1001,
    email: 'minh.tran@example.com',
    mobile: null,
    blockchainId: 'TRC20',
    address: TRON,
    tag: null,
    walletId: 'w-77',
    status: 1,
    replacedBy: null,
    replacedDate: null,
    createTime: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function setupAddresses(permissions: string[], route = '/finance/third-party-wallet/deposit-address-list') {
  signInWith(['thirdPartyWallet.addresses', ...permissions]);
  let records = [
    address(),
    address({ id: 30, status: 2, address: 'TOldAddress00000000000000000000000', replacedBy: 'lfischer', walletId: null }),
  ];
  const api = fakeAreaApi({
    'POST thirdly/deposit/address': () => pageOf(records),
    'POST thirdly/deposit/address/change': ({ body }) => {
      const b = body as { userId: number; blockchainId: string; address: string };
      if (b.address === 'TTakenAddress000000000000000000001') {
        return new FakeFailure(400, 'Invalid request', [{ path: 'address', message: 'this address belongs to another user' }]);
      }
      const current = address({ id: 40, ...b });
      records = [current, ...records.map((r) => (r.id === 31 ? { ...r, status: 2, replacedBy: 'admin' } : r))];
      return { replaced: records.find((r) => r.id === 31), current };
    },
    'DELETE thirdly/deposit/address/delete': ({ query }) => {
      records = records.map((r) => (r.id === 31 ? { ...r, status: 3 } : r)).filter((r) => r.status !== 3);
      return address({ userId: Number(query.userId), blockchainId: query.blockchainId, status: 3 });
    },
  });
  const view = renderWithUi(<DepositAddressesPage />, { route, toaster: true });
  return { api, view };
}

async function rowOf(tableName: string, text: string) {
  const table = await screen.findByRole('table', { name: tableName });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

async function rowAction(tableName: string, text: string, action: string) {
  await clickRowAction(await rowOf(tableName, text), action);
}

afterEach(() => session.signOut());

describe('deposit addresses', () => {
  it('lists addresses with their status, and a viewer gets no actions', async () => {
    const { api } = setupAddresses([]);
    const row = await rowOf('Deposit addresses', TRON);
    expect(row).toHaveTextContent('User 1001');
    expect(row).toHaveTextContent('TRC20');
    expect(row).toHaveTextContent('Active');
    expect(await rowOf('Deposit addresses', 'TOldAddress00000000000000000000000')).toHaveTextContent('Replaced by lfischer');
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign address' })).not.toBeInTheDocument();
    expect(api.callsTo('POST thirdly/deposit/address')[0].body).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('keeps the filters in the URL and sends them', async () => {
    const { api, view } = setupAddresses([]);
    await userEvent.type(await screen.findByLabelText('User ID'), '1001');
    await userEvent.type(screen.getByLabelText('Chain'), 'TRC20');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Replaced');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST thirdly/deposit/address').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        userId: 1001,
        blockchainId: 'TRC20',
        status: 2,
      }),
    );
    expect(view.location()).toBe('/finance/third-party-wallet/deposit-address-list?userId=1001&blockchainId=TRC20&status=2');
  });

  it('replaces an active address with a validated new one', async () => {
    const { api } = setupAddresses(['thirdPartyWallet.replaceAddress']);
    await rowAction('Deposit addresses', TRON, 'Replace address');
    const dialog = await screen.findByRole('dialog', { name: 'Replace the TRC20 address of user #1001' });
    expect(dialog).toHaveTextContent(TRON);
    const input = within(dialog).getByLabelText(/New address/);
    await userEvent.type(input, 'short one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    expect(await within(dialog).findByText('Enter 16 to 128 letters and digits, without spaces.')).toBeInTheDocument();
    expect(api.callsTo('POST thirdly/deposit/address/change')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'TTakenAddress000000000000000000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    expect(await within(dialog).findByText('this address belongs to another user')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, NEW_TRON);
    await userEvent.type(within(dialog).getByLabelText('Tag / memo'), '778');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    expect(await screen.findByText('The TRC20 deposit address of user #1001 was replaced')).toBeInTheDocument();
    expect(api.callsTo('POST thirdly/deposit/address/change').at(-1)?.body).toEqual({
      userId: 1001,
      blockchainId: 'TRC20',
      address: NEW_TRON,
      tag: '778',
    });
    expect(await rowOf('Deposit addresses', NEW_TRON)).toHaveTextContent('Active');
  });

  it('assigns an address to a user from the header', async () => {
    const { api } = setupAddresses(['thirdPartyWallet.replaceAddress']);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a deposit address' });
    await userEvent.type(within(dialog).getByLabelText(/User ID/), '1002');
    await userEvent.type(within(dialog).getByLabelText(/^Chain/), 'ERC20');
    await userEvent.type(within(dialog).getByLabelText(/New address/), '0x1234567890abcdef1234567890abcdef12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign address' }));
    await waitFor(() =>
      expect(api.callsTo('POST thirdly/deposit/address/change')[0]?.body).toEqual({
        userId: 1002,
        blockchainId: 'ERC20',
        address: '0x1234567890abcdef1234567890abcdef12345678',
      }),
    );
  });

  it('deletes the active address after a confirmation naming it', async () => {
    const { api } = setupAddresses(['thirdPartyWallet.deleteAddress']);
    await rowAction('Deposit addresses', TRON, 'Delete address');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`Delete the active TRC20 deposit address ${TRON} of user #1001 minh.tran@example.com?`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('The TRC20 deposit address of user #1001 was deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE thirdly/deposit/address/delete')[0].query).toEqual({ userId: '1001', blockchainId: 'TRC20' });
    await waitFor(() => expect(screen.queryByText(TRON)).not.toBeInTheDocument());
  });
});

function onChain(overrides: Partial<OnChainRecord> = {}): OnChainRecord {
  return {
    id: 9001,
    userId: 1001,
    email: 'minh.tran@example.com',
    blockchain: 'TRC20',
    tokenSymbol: 'USDT',
    amount: '1250.500000000000000000',
    blockId: '61234567',
    txHash: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    fromAddress: 'TFromAddress000000000000000000001',
    toAddress: TRON,
    status: 1,
    createTime: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('on-chain records', () => {
  it('lists records with amounts in their token, filters them and opens one', async () => {
    signInWith(['thirdPartyWallet.onChainRecords']);
    const api = fakeAreaApi({
      'POST thirdly/list': () => pageOf([onChain(), onChain({ id: 9002, userId: null, email: null, status: 0, amount: '3' })]),
    });
    renderWithUi(<OnChainRecordsPage />, { route: '/finance/third-party-wallet/on-chain-records' });
    const row = await rowOf('On-chain records', 'minh.tran@example.com');
    expect(row).toHaveTextContent('1,250.5USDT');
    expect(row).toHaveTextContent('Confirmed');
    expect(await rowOf('On-chain records', '9002')).toHaveTextContent('Confirming');

    await openMoreFilters();
    await userEvent.type(screen.getByLabelText('Transaction hash'), 'a1b2');
    await userEvent.type(screen.getByLabelText('Block'), '61234567');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A block id is text to the API even when it is all digits; the status is a number.
    await waitFor(() =>
      expect(api.callsTo('POST thirdly/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        txHash: 'a1b2',
        blockId: '61234567',
        status: 2,
      }),
    );

    await userEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'On-chain record 9001' });
    expect(within(drawer).getByText('TFromAddress000000000000000000001')).toBeInTheDocument();
    expect(within(drawer).getByText('61234567')).toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    signInWith(['thirdPartyWallet.onChainRecords']);
    fakeAreaApi({ 'POST thirdly/list': () => pageOf([]) });
    renderWithUi(<OnChainRecordsPage />, { route: '/finance/third-party-wallet/on-chain-records' });
    expect(await screen.findByText('No on-chain record yet')).toBeInTheDocument();
  });
});
