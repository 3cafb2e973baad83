import { session } from '@console/client';
import type { DepositRecord } from '@console/contracts';
import { clickRowAction, FakeFailure, renderWithUi } from '@console/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerWithFile, openMoreFilters, historyEvent, reviewedByTestAdmin, sectionOf, signInWithCoins } from '../records/testing';
import { fakeAreaApi } from '@console/area-kit/testing';
import DepositsPage from './DepositsPage';

function deposit(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return {
    id: 501,
    accountId: 1001,
    email: 'minh.tran@example.com',
    mobileNumber: null,
    isSales: 0,
    userRemark: 'VIP since 2025',
    parentUserId: 900,
    parentUserName: 'parent@example.com',
    agentId: 12,
    agentName: 'top-agent@example.com',
    agentChain: [
      { level: 0, id: 900, name: 'parent@example.com' },
      { level: 1, id: 12, name: 'top-agent@example.com' },
    ],
    coinId: 1,
    code: 'USDT',
    walletType: 1,
    source: 1,
    blockChain: 'TRC20',
    txHash: '0xabc123',
    amount: '1500.500000000000000000',
    bonusAmount: '10.000000000000000000',
    totalAmount: '1510.500000000000000000',
    reportAmount: '1500.500000000000000000',
    convertAmount: '1500.500000000000000000',
    exchangeRate: '1',
    isFirstTime: 0,
    status: 0,
    isShow: 1,
    operator: null,
    reviewer: null,
    remark: null,
    reason: null,
    proof: '/api/files/proof-aaaaaaaaaaaaaaaa.png',
    reviewDate: null,
    createDate: '2026-03-01T08:00:00.000Z',
    history: [],
    ...overrides,
  };
}

/** The sums a line per coin, as the API answers them. */
const SUMMARY = [
  {
    coinId: 1,
    code: 'USDT',
    count: 2,
    amount: '2500.5',
    bonusAmount: '10',
    totalAmount: '2510.5',
    reportAmount: '2500.5',
    convertAmount: '2499.75',
  },
  {
    coinId: 6,
    code: 'XRP',
    count: 1,
    amount: '3605.853',
    bonusAmount: '147.64',
    totalAmount: '3753.493',
    reportAmount: '1802.92',
    convertAmount: '1800',
  },
];

function setup(permissions: string[], route = '/finance/deposit/pending', reviewedElsewhere = new Set<number>()) {
  signInWithCoins(['deposit.list', ...permissions]);
  let records = [
    deposit(),
    deposit({ id: 502, accountId: 1002, email: 'ana@example.com', amount: '1000', bonusAmount: '0', totalAmount: '1000' }),
    deposit({
      id: 480,
      accountId: 1003,
      email: 'kenji@example.com',
      status: 1,
      source: 2,
      operator: 'finance',
      reviewer: 'lfischer',
      reason: 'Proof checked',
      reviewDate: '2026-02-02T10:00:00.000Z',
      isFirstTime: 1,
      agentChain: [],
      parentUserId: null,
      parentUserName: null,
      history: [
        historyEvent({
          id: 1,
          action: 'created',
          adminId: 3,
          account: 'finance',
          createDate: '2026-02-01T09:00:00.000Z',
          remark: 'Bank slip attached',
        }),
        historyEvent({
          id: 2,
          action: 'reportAmountFixed',
          createDate: '2026-02-02T09:30:00.000Z',
          changes: [{ field: 'reportAmount', from: '1500.5', to: '1500' }],
        }),
        historyEvent({
          id: 3,
          action: 'remarkEdited',
          createDate: '2026-02-02T09:40:00.000Z',
          changes: [{ field: 'remark', from: null, to: 'Slip matched' }],
        }),
        historyEvent({ id: 4, action: 'approved', createDate: '2026-02-02T10:00:00.000Z', reason: 'Proof checked' }),
      ],
    }),
  ];
  const update = (id: number, change: Partial<DepositRecord>) => {
    records = records.map((d) => (d.id === id ? { ...d, ...change } : d));
    return records.find((d) => d.id === id);
  };
  const api = fakeAreaApi({
    'POST finance/depositRecord/list': ({ body }) => {
      const { status } = body as { status?: number };
      const page = records.filter((d) => status === undefined || d.status === status);
      return { records: page, total: page.length, size: 20, current: 1, pages: 1, summary: SUMMARY };
    },
    'POST finance/deposit/review': ({ body }) => {
      const { id, reviewType, reason } = body as { id: number; reviewType: number; reason: string };
      // Reviewed meanwhile by another admin: the single-record rule answers 409.
      if (reviewedElsewhere.has(id))
        return new FakeFailure(
          409,
          `Deposit ${id} was already approved by lfischer on 2026-03-02 09:00:00 UTC: only a pending deposit can be reviewed`,
        );
      const reviewed = reviewedByTestAdmin(reviewType === 1 ? 'approved' : 'rejected', reason);
      const history = [...(records.find((d) => d.id === id)?.history ?? []), reviewed];
      return update(id, { status: reviewType, reason, reviewer: 'admin', reviewDate: '2026-03-02T00:00:00.000Z', history });
    },
    'POST finance/deposit/reportAmount/fix': ({ body }) => {
      const { id, reportAmount } = body as { id: number; reportAmount: string };
      return update(id, { reportAmount });
    },
    'POST finance/deposit/convertAmount/fix': ({ body }) => {
      const { id, convertAmount } = body as { id: number; convertAmount: string };
      return update(id, { convertAmount });
    },
    'PATCH finance/deposit': ({ body }) => {
      const { id, remark } = body as { id: number; remark: string };
      return update(id, { remark });
    },
    'DELETE finance/depositRecord/501/delete': () => {
      records = records.filter((d) => d.id !== 501);
      return { id: 501, deleted: true };
    },
    'POST reporting/finance/export/depositRecord': () => ({ jobId: 31, status: 'queued' }),
    'POST fileStorage/uploadFile': () => '/api/files/Q2xpcHBlZFNsaXAwMDAx.pdf',
    'POST account/fuzzyQuery': ({ body }) => {
      const { keyword } = body as { keyword: string };
      return keyword.includes('minh')
        ? [{ id: 1001, email: 'minh.tran@example.com', mobileNumber: null, invitationCode: 'AB12CD', accountType: 1 }]
        : [];
    },
    'POST finance/user/wallet/list': () => ({
      records: [
        {
          id: 1,
          accountId: 1001,
          accountType: 1,
          coinId: 1,
          code: 'USDT',
          logo: null,
          walletType: 1,
          balance: '12.5',
          frozenBalance: '0',
          backstageFrozenBalance: '0',
          demoBalance: '0',
          demoFrozenBalance: '0',
        },
        {
          id: 2,
          accountId: 1001,
          accountType: 1,
          coinId: 2,
          code: 'BTC',
          logo: null,
          walletType: 1,
          balance: '0.1',
          frozenBalance: '0',
          backstageFrozenBalance: '0',
          demoBalance: '0',
          demoFrozenBalance: '0',
        },
      ],
      total: 2,
      size: 500,
      current: 1,
      pages: 1,
    }),
    'POST finance/deposit': ({ body }) => {
      const b = body as { accountId: number; amount: string; bonusAmount: string };
      if (b.amount === '999') return new FakeFailure(409, 'Deposits are paused');
      return deposit({
        id: 600,
        accountId: b.accountId,
        amount: b.amount,
        bonusAmount: b.bonusAmount,
        source: 2,
        operator: 'admin',
        status: 0,
      });
    },
  });
  const view = renderWithUi(<DepositsPage />, { route, path: '/finance/deposit/:tabName', toaster: true });
  return { api, view };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Deposits' });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

async function rowAction(text: string, action: string) {
  await clickRowAction(await rowOf(text), action);
}

afterEach(() => session.signOut());

describe('deposits', () => {
  it('opens on the pending tab with the sums of every matching record, and switches tabs in the path', async () => {
    const { api, view } = setup([]);
    // Amounts in the coin's decimals (USDT: 2), the bonus in its own column.
    expect(await rowOf('minh.tran@example.com')).toHaveTextContent('1,500.50USDT');
    expect(await rowOf('minh.tran@example.com')).toHaveTextContent('10.00USDT');
    expect(screen.queryByText('kenji@example.com')).not.toBeInTheDocument();
    expect(api.callsTo('POST finance/depositRecord/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 0 });
    // Folded, the sums name each coin's amount on one line; unfolded (and remembered), a line per coin in
    // that coin's decimals, report and convert amounts in USDT; no line adds coins together.
    expect(await screen.findByLabelText('Sum of XRP')).toHaveTextContent('3,605.853000XRP1 record');
    expect(screen.getByLabelText('Sum of USDT')).toHaveTextContent('2,500.50USDT2 records');
    await userEvent.click(screen.getByRole('button', { name: 'Sums per coin' }));
    const summary = screen.getByRole('table', { name: 'Sums per coin' });
    const [header, usdt, xrp, ...more] = within(summary).getAllByRole('row');
    expect(more).toHaveLength(0);
    expect(header).toHaveTextContent('CoinRecordsAmountBonusTotalReport amountConvert amount');
    expect(usdt).toHaveTextContent('USDT22,500.50USDT10.00USDT2,510.50USDT2,500.50USDT2,499.75USDT');
    expect(xrp).toHaveTextContent('XRP13,605.853000XRP147.640000XRP3,753.493000XRP1,802.92USDT1,800.00USDT');
    expect(summary).not.toHaveTextContent('6,106');

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(view.location()).toBe('/finance/deposit/all'));
    expect(await rowOf('kenji@example.com')).toHaveTextContent('First deposit');
    expect(api.callsTo('POST finance/depositRecord/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('keeps every filter in the URL and sends it', async () => {
    const { api, view } = setup([]);
    await userEvent.type(await screen.findByLabelText('User ID'), '1001');
    await openMoreFilters();
    await userEvent.type(screen.getByLabelText('Amount from'), '100.5');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'On-chain');
    await userEvent.type(screen.getByLabelText('Upline (any level) ID'), '12');
    await userEvent.type(screen.getByLabelText('Operator'), 'finance');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/depositRecord/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        status: 0,
        accountId: 1001,
        minAmount: '100.5',
        source: 1,
        agentId: 12,
        operator: 'finance',
      }),
    );
    expect(view.location()).toBe('/finance/deposit/pending?accountId=1001&source=1&operator=finance&minAmount=100.5&agentId=12');
  });

  it('reads filters from a shared link', async () => {
    const { api } = setup([], '/finance/deposit/rejected?email=ana&isShow=0&pageNum=2');
    await waitFor(() =>
      expect(api.callsTo('POST finance/depositRecord/list')[0].body).toEqual({
        pageNum: 2,
        pageSize: 20,
        status: 2,
        email: 'ana',
        isShow: 0,
      }),
    );
  });

  it('shows a deposit with its parent, each level of the agent chain, its proof and no history yet', async () => {
    setup([], '/finance/deposit/all');
    await userEvent.click(await rowOf('minh.tran@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Deposit 501/ });
    // The coin by its code alone (no "USDT · coin 1").
    const coin = within(sectionOf(drawer, 'Amounts')).getByText('Coin').closest('div') as HTMLElement;
    expect(coin).toHaveTextContent(/^CoinUSDT$/);
    const user = sectionOf(drawer, 'User and upline');
    expect(within(user).getByText('Parent').closest('div')).toHaveTextContent('#900 parent@example.com');
    const chain = sectionOf(drawer, 'Agent chain');
    expect(within(chain).getByText('Level 0 (direct parent)').closest('div')).toHaveTextContent('#900 parent@example.com');
    expect(within(chain).getByText('Level 1').closest('div')).toHaveTextContent('#12 top-agent@example.com');
    expect(within(chain).getByText('Top agent').closest('div')).toHaveTextContent('#12 top-agent@example.com');
    expect(within(drawer).getByRole('img', { name: 'Proof of the deposit' })).toHaveAttribute(
      'src',
      '/api/files/proof-aaaaaaaaaaaaaaaa.png',
    );
    const history = sectionOf(drawer, 'Review history');
    expect(within(history).getByText('No review history yet: nothing has been done to this record.')).toBeInTheDocument();
    expect(within(history).getByText('Waiting for review')).toBeInTheDocument();
  });

  it('shows the review history, oldest first, with who did what, the reason and the old and new values; a viewer gets no actions', async () => {
    setup([], '/finance/deposit/all');
    await userEvent.click(await rowOf('kenji@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Deposit 480/ });
    expect(within(sectionOf(drawer, 'User and upline')).getByText('No parent')).toBeInTheDocument();
    expect(within(sectionOf(drawer, 'Agent chain')).getByText('No upline: the user is below no agent.')).toBeInTheDocument();
    const history = sectionOf(drawer, 'Review history');
    const titles = within(history)
      .getAllByText(/ by /)
      .map((title) => title.textContent);
    expect(titles).toEqual(['Recorded by finance', 'Report amount fixed by lfischer', 'Remark edited by lfischer', 'Approved by lfischer']);
    expect(history).toHaveTextContent('Remark: Bank slip attached');
    expect(history).toHaveTextContent('Report amount: 1,500.5 → 1,500');
    expect(history).toHaveTextContent('Remark: (empty) → “Slip matched”');
    expect(history).toHaveTextContent('Reason: Proof checked');
    expect(history).toHaveTextContent('2026-02-02 10:00:00');
    expect(within(history).queryByText('Waiting for review')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Approve|Delete|Fix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Backstage deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('approves a pending deposit only with a reason, after a dialog naming it', async () => {
    const { api } = setup(['deposit.review']);
    await rowAction('minh.tran@example.com', 'Approve');
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit 501' });
    expect(dialog).toHaveTextContent(
      'Approve deposit 501 of 1,500.50 USDT for user #1001 minh.tran@example.com? 1,510.50 USDT is credited to the wallet at once (1,500.50 USDT and a bonus of 10.00 USDT).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/review')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Matched on chain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The toast names the amount the dialog said is credited: amount and bonus.
    expect(
      await screen.findByText('Deposit 501 approved: 1,510.50 USDT credited (1,500.50 USDT and a bonus of 10.00 USDT)'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/review')[0].body).toEqual({ id: 501, reviewType: 1, reason: 'Matched on chain' });
    await waitFor(() => expect(screen.queryByText('minh.tran@example.com')).not.toBeInTheDocument());
  });

  it('rejects from the drawer with a reason', async () => {
    const { api } = setup(['deposit.review']);
    await userEvent.click(await rowOf('ana@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Deposit 502/ });
    expect(within(drawer).getByText('Waiting for review')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit 502' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No matching transaction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Deposit 502 rejected')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/review')[0].body).toEqual({ id: 502, reviewType: 2, reason: 'No matching transaction' });
    const updated = await screen.findByRole('dialog', { name: /Deposit 502/ });
    const history = sectionOf(updated, 'Review history');
    expect(await within(history).findByText('Rejected by admin')).toBeInTheDocument();
    expect(history).toHaveTextContent('Reason: No matching transaction');
    expect(within(history).queryByText('Waiting for review')).not.toBeInTheDocument();
  });

  it('corrects the report and convert amounts as decimal text and edits the remark', async () => {
    const { api } = setup(['deposit.edit']);
    await rowAction('minh.tran@example.com', 'Fix report amount');
    let dialog = await screen.findByRole('dialog', { name: 'Report amount of deposit 501' });
    const input = within(dialog).getByLabelText(/Report amount/);
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST finance/deposit/reportAmount/fix')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '1500.123456789012345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report amount of deposit 501 saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/reportAmount/fix')[0].body).toEqual({ id: 501, reportAmount: '1500.123456789012345678' });

    await rowAction('minh.tran@example.com', 'Fix convert amount');
    dialog = await screen.findByRole('dialog', { name: 'Convert amount of deposit 501' });
    await userEvent.clear(within(dialog).getByLabelText(/Convert amount/));
    await userEvent.type(within(dialog).getByLabelText(/Convert amount/), '1499');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Convert amount of deposit 501 saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/convertAmount/fix')[0].body).toEqual({ id: 501, convertAmount: '1499' });

    await rowAction('minh.tran@example.com', 'Edit remark');
    dialog = await screen.findByRole('dialog', { name: 'Remark of deposit 501' });
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Called the user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remark of deposit 501 saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH finance/deposit')[0].body).toEqual({ id: 501, remark: 'Called the user' });
  });

  it('deletes a record after a confirmation naming it', async () => {
    const { api } = setup(['deposit.delete']);
    await rowAction('minh.tran@example.com', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete deposit 501 of 1,500.5 USDT for user #1001 minh.tran@example.com?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deposit 501 deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE finance/depositRecord/501/delete')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('minh.tran@example.com')).not.toBeInTheDocument());
  });

  it('makes a backstage deposit for a user found by search, into one of the user’s wallets', async () => {
    const { api } = setup(['deposit.operatorDeposit', 'walletBalance.list']);
    await userEvent.click(await screen.findByRole('button', { name: 'Backstage deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backstage deposit' });
    const user = within(dialog).getByLabelText(/^User/);
    expect(within(user).getByRole('option', { name: 'Search first, then choose' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Find the user'), 'minh');
    await within(dialog).findByRole('option', { name: '#1001 minh.tran@example.com · AB12CD' });
    expect(api.callsTo('POST account/fuzzyQuery').at(-1)?.body).toEqual({ keyword: 'minh', limit: 20 });
    await userEvent.selectOptions(user, '1001');
    await within(dialog).findByRole('option', { name: 'BTC · balance 0.1' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Coin/), '2');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '0.25');
    // The proof is a file uploaded through the console's file upload, not an address typed in.
    expect(within(dialog).queryByRole('textbox', { name: /Proof/ })).not.toBeInTheDocument();
    const proof = within(dialog).getByLabelText(/^Proof/);
    // A file the picker's filter would hide, dropped in anyway.
    fireEvent.change(proof, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('Choose an image or a PDF.')).toBeInTheDocument();
    expect(api.callsTo('POST fileStorage/uploadFile')).toHaveLength(0);
    fireEvent.change(proof, { target: { files: [new File(['%PDF-1.4'], 'bank-slip.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByRole('link', { name: 'bank-slip.pdf' })).toHaveAttribute(
      'href',
      '/api/files/Q2xpcHBlZFNsaXAwMDAx.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit 600 of 0.25 USDT for user 1001 is waiting for review')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit')[0].body).toEqual({
      accountId: 1001,
      coinId: 2,
      walletType: 1,
      amount: '0.25',
      bonusAmount: '0',
      isShow: 1,
      proof: '/api/files/Q2xpcHBlZFNsaXAwMDAx.pdf',
    });
  });

  it('offers the coins listed at sign-in where the admin may not see balances, and keeps the dialog open when the API refuses', async () => {
    const { api } = setup(['deposit.operatorDeposit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Backstage deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backstage deposit' });
    expect(within(dialog).queryByLabelText(/^User ID/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Find the user'), 'nobody');
    expect(await within(dialog).findByRole('option', { name: '0 users found: choose one' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Find the user'));
    await userEvent.type(within(dialog).getByLabelText('Find the user'), 'minh');
    await within(dialog).findByRole('option', { name: '#1001 minh.tran@example.com · AB12CD' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^User/), '1001');
    const coin = within(dialog).getByLabelText(/^Coin/);
    expect(
      within(coin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a coin', 'USDT', 'BTC', 'XRP']);
    await userEvent.selectOptions(coin, 'USDT');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposits are paused')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Backstage deposit' })).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit')[0].body).toMatchObject({ accountId: 1001, coinId: 1, amount: '999' });
    expect(api.callsTo('POST finance/user/wallet/list')).toHaveLength(0);
  });

  it('filters on a coin chosen by its code', async () => {
    const { api, view } = setup([]);
    const coin = await screen.findByLabelText('Coin');
    expect(within(coin).getByRole('option', { name: 'BTC' })).toBeInTheDocument();
    await userEvent.selectOptions(coin, 'BTC');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/depositRecord/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, status: 0, coinId: 2 }),
    );
    expect(view.location()).toBe('/finance/deposit/pending?coinId=2');
    expect(screen.queryByText(/Amounts add up every coin/)).not.toBeInTheDocument();
  });

  it('exports the deposits of the tab and filters as a file', async () => {
    setup(['deposit.export'], '/finance/deposit/approved?source=2');
    const file = answerWithFile('reporting/finance/export/depositRecord', 'deposits-2026-03-02.csv');
    try {
      await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV file' }));
      expect(await screen.findByText('Saved deposits-2026-03-02.csv')).toBeInTheDocument();
      expect(file.bodies).toEqual([{ status: 1, source: 2, excelType: 'csv' }]);
      expect(file.saved).toEqual(['deposits-2026-03-02.csv']);
    } finally {
      file.restore();
    }
  });

  it('says where to find a large export, queued as a job', async () => {
    const { api } = setup(['deposit.export'], '/finance/deposit/all?accountId=1001');
    await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel file' }));
    expect(await screen.findByText('Export job #31 queued')).toBeInTheDocument();
    expect(screen.getByText('The list is large: download the file from the export center when the job is done.')).toBeInTheDocument();
    expect(api.callsTo('POST reporting/finance/export/depositRecord')[0].body).toEqual({ accountId: 1001, excelType: 'xlsx' });
  });
  it('approves the ticked deposits one by one with one reason, totals per coin, and lists the one refused and why', async () => {
    const { api } = setup(['deposit.review'], '/finance/deposit/pending', new Set([502]));
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('minh.tran@example.com');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 501' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 502' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 2 deposits' });
    // Every record named, and what the approvals credit (amount and bonus) added up per coin.
    expect(within(dialog).getByRole('table', { name: 'Records' })).toHaveTextContent('Deposit 501 · #1001 minh.tran@example.com');
    expect(within(dialog).getByRole('table', { name: 'Records' })).toHaveTextContent('Deposit 502 · #1002 ana@example.com');
    expect(within(dialog).getByLabelText('Totals per coin')).toHaveTextContent('Total USDT2,510.50USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/review')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Matched on chain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refused')).toHaveTextContent(
      'Deposit 502 · #1002 ana@example.com: Deposit 502 was already approved by lfischer',
    );
    expect(within(dialog).getByLabelText('Done')).toHaveTextContent('Deposit 501 · #1001 minh.tran@example.com');
    // Each through the single-record review, one after another, the reason asked once; no toast per refusal.
    expect(api.callsTo('POST finance/deposit/review').map((c) => c.body)).toEqual([
      { id: 501, reviewType: 1, reason: 'Matched on chain' },
      { id: 502, reviewType: 1, reason: 'Matched on chain' },
    ]);
    expect(screen.queryByText(/^Deposit 502 was already approved/)).not.toBeInTheDocument();
  });

  it('leaves a deposit that is no longer pending out of a bulk rejection, saying why', async () => {
    const { api } = setup(['deposit.review'], '/finance/deposit/all');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('kenji@example.com');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 480' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 502' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 2 deposits' });
    expect(within(dialog).getByLabelText('Left out')).toHaveTextContent(
      'Deposit 480 · #1003 kenji@example.com: Already reviewed (Approved): only a pending deposit can be reviewed',
    );
    expect(within(dialog).getByLabelText('Totals per coin')).toHaveTextContent('Total USDT1,000.00USDT');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No matching transaction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/deposit/review').map((c) => c.body)).toEqual([
      { id: 502, reviewType: 2, reason: 'No matching transaction' },
    ]);
  });
});
