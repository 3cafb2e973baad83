import { session } from '@console/client';
import type { WithdrawalPayout, WithdrawalRecord } from '@console/contracts';
import { FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyEvent, openMoreFilters, reviewedByTestAdmin, sectionOf, signInWithCoins } from '../records/testing';
import { fakeAreaApi } from '@console/area-kit/testing';
import { PAYOUT_POLL_MS } from './api';
import WithdrawalsPage from './WithdrawalsPage';

function withdrawal(overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    id: 701,
    accountId: 2001,
    email: 'lena@example.com',
    mobileNumber: null,
    isSales: 0,
    userRemark: null,
    parentUserId: 900,
    parentUserName: 'parent@example.com',
    agentId: 12,
    agentName: 'top-agent@example.com',
    agentChain: [
      { level: 0, id: 900, name: 'parent@example.com' },
      { level: 1, id: 31, name: '+44 7700900123' },
      { level: 2, id: 12, name: 'top-agent@example.com' },
    ],
    coinId: 1,
    code: 'USDT',
    walletType: 1,
    blockChain: 'TRC20',
    address: 'TXyz1234567890abcdef',
    txHash: null,
    amount: '250.000000000000000000',
    feeAmount: '1.000000000000000000',
    actualAmount: '249.000000000000000000',
    normalAmount: '250',
    temporaryAmount: '0',
    reportAmount: '250',
    convertAmount: '250',
    exchangeRate: '1',
    isFirstTimeWithdrawal: 1,
    anomalyTypes: ['firstTimeWithdrawal', 'loginIpCheck'],
    status: 0,
    withdrawalType: null,
    isShow: 1,
    requiredApprovals: 1,
    approvals: [],
    payout: null,
    reviewer: null,
    remark: null,
    reason: null,
    reviewDate: null,
    createDate: '2026-03-01T08:00:00.000Z',
    history: [],
    ...overrides,
  };
}

const PAYOUT: WithdrawalPayout = {
  id: 9,
  provider: 'simulated',
  externalId: null,
  status: 'submitted',
  amount: '249',
  address: 'TXyz1234567890abcdef',
  chain: 'TRC20',
  txHash: null,
  failureReason: null,
  submittedBy: 'admin',
  submitDate: '2026-03-02T00:00:00.000Z',
  settleDate: null,
  lastEventId: null,
};

/** The sums a line per coin, as the API answers them. */
const SUMMARY = [
  {
    coinId: 1,
    code: 'USDT',
    count: 3,
    amount: '20250',
    feeAmount: '2',
    actualAmount: '20248',
    reportAmount: '20250',
    convertAmount: '20250',
  },
  {
    coinId: 2,
    code: 'BTC',
    count: 1,
    amount: '0.5',
    feeAmount: '0.0005',
    actualAmount: '0.4995',
    reportAmount: '30000',
    convertAmount: '30000',
  },
];

/** The signed-in admin has id 1 (see `testManager`). */
function setup(permissions: string[], route = '/finance/withdrawal/pending') {
  signInWithCoins(['withdrawal.list', ...permissions]);
  let records = [
    withdrawal(),
    withdrawal({
      id: 702,
      accountId: 2002,
      email: 'omar@example.com',
      amount: '20000',
      actualAmount: '19999',
      anomalyTypes: [],
      isFirstTimeWithdrawal: 0,
      requiredApprovals: 2,
      status: 3,
      approvals: [{ adminId: 7, account: 'lfischer', remark: 'Called the user', createDate: '2026-03-01T09:00:00.000Z' }],
      history: [historyEvent({ id: 11, action: 'firstApproval', remark: 'Called the user' })],
    }),
    withdrawal({
      id: 703,
      accountId: 2003,
      email: 'mine@example.com',
      amount: '15000',
      anomalyTypes: [],
      requiredApprovals: 2,
      status: 3,
      approvals: [{ adminId: 1, account: 'admin', remark: null, createDate: '2026-03-01T09:00:00.000Z' }],
    }),
    withdrawal({
      id: 650,
      accountId: 2004,
      email: 'paid@example.com',
      status: 1,
      withdrawalType: 1,
      reviewer: 'admin',
      reviewDate: '2026-02-01T00:00:00.000Z',
      anomalyTypes: [],
    }),
    withdrawal({
      id: 704,
      accountId: 2005,
      email: 'dual@example.com',
      amount: '30000',
      anomalyTypes: [],
      requiredApprovals: 2,
    }),
    withdrawal({
      id: 705,
      accountId: 2007,
      email: 'paying@example.com',
      status: 4,
      withdrawalType: 2,
      anomalyTypes: [],
      approvals: [{ adminId: 7, account: 'lfischer', remark: null, createDate: '2026-03-01T09:00:00.000Z' }],
      payout: { ...PAYOUT, id: 5, submittedBy: 'lfischer' },
    }),
    withdrawal({
      id: 660,
      accountId: 2006,
      email: 'failed@example.com',
      status: 2,
      withdrawalType: 2,
      reason: 'Payout failed: Address rejected by the provider',
      anomalyTypes: [],
      history: [
        historyEvent({ id: 21, action: 'remarkEdited', changes: [{ field: 'remark', from: 'first try', to: 'second try' }] }),
        historyEvent({ id: 22, action: 'convertAmountFixed', changes: [{ field: 'convertAmount', from: '250', to: '1249.5' }] }),
        historyEvent({ id: 23, action: 'payoutSubmitted', adminId: 1, account: 'admin', createDate: '2026-02-03T10:00:00.000Z' }),
        historyEvent({
          id: 24,
          action: 'payoutFailed',
          adminId: null,
          account: null,
          createDate: '2026-02-03T10:05:00.000Z',
          reason: 'Address rejected by the provider',
        }),
      ],
      payout: {
        ...PAYOUT,
        id: 3,
        externalId: 'sim-660',
        status: 'failed',
        failureReason: 'Address rejected by the provider',
        settleDate: '2026-02-03T10:05:00.000Z',
        lastEventId: 'evt-9',
      },
    }),
  ];
  // A payout settles as the provider confirms it, two list reads after it was sent.
  let readsSincePayout = 0;
  const api = fakeAreaApi({
    'POST finance/withdrawalRecord/list': ({ body }) => {
      const { status } = body as { status?: number };
      readsSincePayout += 1;
      if (readsSincePayout >= 3) {
        records = records.map((r) =>
          r.status === 4 && r.payout
            ? {
                ...r,
                status: 1,
                txHash: '0xpaid',
                reviewDate: '2026-03-02T00:01:00.000Z',
                payout: {
                  ...r.payout,
                  status: 'confirmed',
                  externalId: 'sim-701',
                  txHash: '0xpaid',
                  settleDate: '2026-03-02T00:01:00.000Z',
                },
              }
            : r,
        );
      }
      const page = records.filter((w) => status === undefined || w.status === status);
      return { records: page, total: page.length, size: 20, current: 1, pages: 1, summary: SUMMARY };
    },
    'POST finance/withdrawal/review': ({ body }) => {
      const { id, withdrawalType, reason } = body as { id: number; withdrawalType: number; reason?: string };
      const w = records.find((r) => r.id === id)!;
      if (w.approvals.some((a) => a.adminId === 1)) return new FakeFailure(409, 'You already approved this withdrawal');
      const approvals =
        withdrawalType === 1
          ? [...w.approvals, { adminId: 1, account: 'admin', remark: null, createDate: '2026-03-02T00:00:00.000Z' }]
          : w.approvals;
      const status = withdrawalType === 2 ? 2 : approvals.length >= w.requiredApprovals ? 1 : 3;
      const reviewed = reviewedByTestAdmin(status === 2 ? 'rejected' : status === 1 ? 'approved' : 'firstApproval', reason ?? null);
      records = records.map((r) =>
        r.id === id
          ? {
              ...r,
              status,
              approvals,
              reason: reason ?? null,
              reviewer: 'admin',
              reviewDate: '2026-03-02T00:00:00.000Z',
              history: [...r.history, reviewed],
            }
          : r,
      );
      return records.find((r) => r.id === id);
    },
    'POST finance/withdrawal/remark/fix': ({ body }) => {
      const { id, remark } = body as { id: number; remark: string };
      records = records.map((r) => (r.id === id ? { ...r, remark } : r));
      return records.find((r) => r.id === id);
    },
    'DELETE finance/withdrawal/650/delete': () => ({ id: 650, deleted: true }),
    'POST finance/withdrawal/auto/review/701': () => {
      readsSincePayout = 0;
      records = records.map((r) =>
        r.id === 701
          ? {
              ...r,
              status: 4,
              withdrawalType: 2,
              reviewer: 'admin',
              approvals: [{ adminId: 1, account: 'admin', remark: null, createDate: '2026-03-02T00:00:00.000Z' }],
              payout: PAYOUT,
            }
          : r,
      );
      return records.find((r) => r.id === 701);
    },
    'POST finance/withdrawal/auto/review/702': () =>
      new FakeFailure(502, 'The payout provider refused withdrawal 702 (address on its block list): it is open for review again'),
    'POST reporting/finance/export/withdrawalRecord': () => ({ jobId: 44, status: 'queued' }),
  });
  const view = renderWithUi(<WithdrawalsPage />, { route, path: '/finance/withdrawal/:tabName', toaster: true });
  return { api, view };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Withdrawals' });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

async function menuOf(text: string) {
  const row = await rowOf(text);
  await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
  return screen.findByRole('menu');
}

afterEach(() => session.signOut());

describe('withdrawals', () => {
  it('lists pending withdrawals with their anomaly badges and the sums, and sends the withdrawal filters', async () => {
    const { api, view } = setup([]);
    const row = await rowOf('lena@example.com');
    expect(within(row).getByText('First withdrawal')).toBeInTheDocument();
    expect(within(row).getByText('Sign-in IP')).toBeInTheDocument();
    // The fee in its own column, in the coin's decimals.
    expect(row).toHaveTextContent('1.00USDT');
    // The sums a line per coin, each in its coin's decimals, never added across coins.
    await userEvent.click(screen.getByRole('button', { name: 'Sums per coin' }));
    const sums = screen.getByRole('table', { name: 'Sums per coin' });
    const lines = within(sums)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual([
      'USDT320,250.00USDT2.00USDT20,248.00USDT20,250.00USDT20,250.00USDT',
      'BTC10.50000000BTC0.00050000BTC0.49950000BTC30,000.00USDT30,000.00USDT',
    ]);
    expect(api.callsTo('POST finance/withdrawalRecord/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 0 });

    await openMoreFilters();
    await userEvent.selectOptions(screen.getByLabelText('Anomaly'), 'Large amount');
    await userEvent.type(screen.getByLabelText('Address'), 'TXyz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/withdrawalRecord/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        status: 0,
        address: 'TXyz',
        anomalyType: 'amountThreshold',
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Awaiting second approval' }));
    await waitFor(() => expect(view.location()).toBe('/finance/withdrawal/second-approval?address=TXyz&anomalyType=amountThreshold'));
    await waitFor(() => expect(api.callsTo('POST finance/withdrawalRecord/list').at(-1)?.body).toMatchObject({ status: 3 }));
  });

  it('details list the anomaly reasons that fired', async () => {
    setup([]);
    await userEvent.click(await rowOf('lena@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Withdrawal 701/ });
    expect(within(drawer).getByText('2 anomaly checks fired')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Sign-in IP: signed in from an IP address that differs from usual');
    expect(drawer).toHaveTextContent('First withdrawal: the user\u2019s first withdrawal'.replace('\u2019', "'"));
    expect(within(drawer).getByText('TXyz1234567890abcdef')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('details the user’s parent and every level of the agent chain, and says when nothing was reviewed yet', async () => {
    setup([]);
    await userEvent.click(await rowOf('lena@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Withdrawal 701/ });
    expect(within(sectionOf(drawer, 'User and upline')).getByText('Parent').closest('div')).toHaveTextContent('#900 parent@example.com');
    const chain = sectionOf(drawer, 'Agent chain');
    expect(within(chain).getByText('Level 0 (direct parent)').closest('div')).toHaveTextContent('#900 parent@example.com');
    expect(within(chain).getByText('Level 1').closest('div')).toHaveTextContent('#31 +44 7700900123');
    expect(within(chain).getByText('Level 2').closest('div')).toHaveTextContent('#12 top-agent@example.com');
    expect(within(chain).getAllByText('Top agent')).toHaveLength(1);
    expect(within(chain).getByText('Top agent').closest('div')).toHaveTextContent('#12 top-agent@example.com');
    const history = sectionOf(drawer, 'Review history');
    expect(within(history).getByText('No review history yet: nothing has been done to this record.')).toBeInTheDocument();
    expect(within(history).getByText('Waiting for review')).toBeInTheDocument();
  });

  it('shows the first approval of a four-eyes withdrawal and pays it out with the second', async () => {
    const { api } = setup(['withdrawal.review'], '/finance/withdrawal/second-approval');
    await userEvent.click(await rowOf('omar@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Withdrawal 702/ });
    expect(within(drawer).getByText('First approval given by lfischer')).toBeInTheDocument();
    expect(within(drawer).getByText('A second, different admin must approve before it is paid out.')).toBeInTheDocument();
    expect(within(drawer).getByText('Called the user')).toBeInTheDocument();
    const history = sectionOf(drawer, 'Review history');
    expect(within(history).getByText('First approval by lfischer')).toBeInTheDocument();
    expect(history).toHaveTextContent('Remark: Called the user');
    expect(within(history).getByText('Waiting for the approval of a second, different admin')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal 702' });
    expect(dialog).toHaveTextContent('Approve withdrawal 702 of 20,000 USDT for user #2002 omar@example.com to TXyz1234567890abcdef?');
    expect(dialog).toHaveTextContent('lfischer gave the first approval on 2026-03-01 09:00:00: with yours, 19,999 USDT is paid out.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal 702 approved: 20,000 USDT paid out')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/review')[0].body).toEqual({ id: 702, withdrawalType: 1 });
    const updated = sectionOf(await screen.findByRole('dialog', { name: /Withdrawal 702/ }), 'Review history');
    expect(await within(updated).findByText('Approved by admin')).toBeInTheDocument();
    expect(
      within(updated)
        .getAllByText(/ by /)
        .map((title) => title.textContent),
    ).toEqual(['First approval by lfischer', 'Approved by admin']);
    expect(within(updated).queryByText(/Waiting/)).not.toBeInTheDocument();
  });

  it('does not offer the second approval to the admin who gave the first', async () => {
    setup(['withdrawal.review'], '/finance/withdrawal/second-approval');
    const menu = await menuOf('mine@example.com');
    expect(within(menu).queryByRole('menuitem', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await rowOf('mine@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Withdrawal 703/ });
    expect(within(drawer).getByText('You gave the first approval: another admin must give the second.')).toBeInTheDocument();
  });

  it('pays out a withdrawal that needs one approval, with an optional remark', async () => {
    const { api } = setup(['withdrawal.review'], '/finance/withdrawal/pending');
    await userEvent.click(await within(await menuOf('lena@example.com')).findByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal 701' });
    expect(dialog).toHaveTextContent('249 USDT is paid out and the held amount leaves the wallet.');
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal 701 approved: 250 USDT paid out')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/review')[0].body).toEqual({ id: 701, withdrawalType: 1, remark: 'Checked' });
  });

  it('rejects only with a reason, returning the held amount', async () => {
    const { api } = setup(['withdrawal.review']);
    const menu = await menuOf('lena@example.com');
    expect(within(menu).queryByRole('menuitem', { name: 'Automatic payout' })).not.toBeInTheDocument();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal 701' });
    expect(dialog).toHaveTextContent('The held amount returns to the user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Address on a block list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal 701 rejected: 250 USDT returned to the user')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/review')[0].body).toEqual({
      id: 701,
      withdrawalType: 2,
      reason: 'Address on a block list',
    });
  });

  it('deletes only decided withdrawals, and edits the remark', async () => {
    const { api } = setup(['withdrawal.delete', 'withdrawal.edit'], '/finance/withdrawal/all');
    let menu = await menuOf('lena@example.com');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark of withdrawal 701' });
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Waiting for KYC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remark of withdrawal 701 saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/remark/fix')[0].body).toEqual({ id: 701, remark: 'Waiting for KYC' });

    menu = await menuOf('paid@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete withdrawal 650 of 250 USDT for user #2004 paid@example.com?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Withdrawal 650 deleted')).toBeInTheDocument();
  });

  it('offers automatic payout with its permission when this approval is the last one needed, never to the first approver', async () => {
    setup(['withdrawal.autoReview', 'withdrawal.review', 'withdrawal.delete'], '/finance/withdrawal/all');
    // Paying out, it takes no review: its one action, the details, is a button of the row.
    const paying = await rowOf('paying@example.com');
    expect(within(paying).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(within(paying).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(within(paying).queryByRole('button', { name: /Approve|Reject|Delete|Automatic payout/ })).not.toBeInTheDocument();
    const offered = async (email: string) => {
      const menu = await menuOf(email);
      const found = within(menu).queryByRole('menuitem', { name: 'Automatic payout' }) !== null;
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return found;
    };
    expect(await offered('lena@example.com')).toBe(true);
    expect(await offered('omar@example.com')).toBe(true);
    expect(await offered('mine@example.com')).toBe(false);
    expect(await offered('dual@example.com')).toBe(false);
    expect(await offered('paid@example.com')).toBe(false);
  });

  it('sends a withdrawal to automatic payout after a confirmation naming it, and shows the payout settle without a reload', async () => {
    const { api } = setup(['withdrawal.autoReview', 'withdrawal.review', 'withdrawal.delete'], '/finance/withdrawal/all');
    await userEvent.click(await rowOf('lena@example.com'));
    let drawer = await screen.findByRole('dialog', { name: /Withdrawal 701/ });
    expect(within(drawer).queryByRole('heading', { name: 'Automatic payout' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Automatic payout' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Send withdrawal 701 of 250 USDT for user #2001 lena@example.com to automatic payout? 249 USDT is sent to TXyz1234567890abcdef (TRC20).',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Automatic payout' }));
    expect(await screen.findByText('Withdrawal 701 sent to automatic payout: 249 USDT')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/auto/review/701')).toHaveLength(1);
    expect(api.callsTo('POST finance/withdrawal/auto/review/701')[0].body).toBeUndefined();

    drawer = await screen.findByRole('dialog', { name: /Withdrawal 701/ });
    const payout = within(drawer).getByRole('heading', { name: 'Automatic payout' }).closest('section') as HTMLElement;
    expect(within(payout).getByText('Submitted')).toBeInTheDocument();
    expect(within(payout).getByText('simulated')).toBeInTheDocument();
    expect(within(payout).getByText('Not acknowledged by the provider yet')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Paying out').length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: /Approve|Reject|Delete|Automatic payout/ })).not.toBeInTheDocument();

    // The list is read again while the payout settles: the provider's confirmation shows by itself.
    expect(await within(drawer).findByText('Confirmed', undefined, { timeout: PAYOUT_POLL_MS * 3 })).toBeInTheDocument();
    expect(within(drawer).getByText('sim-701')).toBeInTheDocument();
    expect(within(drawer).getAllByText('0xpaid').length).toBeGreaterThan(0);
    expect(within(drawer).queryByText('Paying out')).not.toBeInTheDocument();
  });

  it('shows the provider’s refusal and reads the list again', async () => {
    const { api } = setup(['withdrawal.autoReview'], '/finance/withdrawal/second-approval');
    await userEvent.click(await within(await menuOf('omar@example.com')).findByRole('menuitem', { name: 'Automatic payout' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('19,999 USDT is sent to TXyz1234567890abcdef');
    const reads = api.callsTo('POST finance/withdrawalRecord/list').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Automatic payout' }));
    expect(
      await screen.findByText('The payout provider refused withdrawal 702 (address on its block list): it is open for review again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST finance/withdrawalRecord/list').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await rowOf('omar@example.com')).toBeInTheDocument();
  });

  it('details a failed payout with the provider’s reason', async () => {
    setup([], '/finance/withdrawal/rejected');
    await userEvent.click(await rowOf('failed@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Withdrawal 660/ });
    const payout = within(drawer).getByRole('heading', { name: 'Automatic payout' }).closest('section') as HTMLElement;
    expect(within(payout).getByText('Failed')).toBeInTheDocument();
    expect(within(payout).getByText('sim-660')).toBeInTheDocument();
    expect(within(payout).getByText('Address rejected by the provider')).toBeInTheDocument();
    expect(within(payout).getByText('admin')).toBeInTheDocument();
    const history = sectionOf(drawer, 'Review history');
    expect(history).toHaveTextContent('Remark edited by lfischer');
    expect(history).toHaveTextContent('Remark: “first try” → “second try”');
    expect(history).toHaveTextContent('Convert amount fixed by lfischer');
    expect(history).toHaveTextContent('Convert amount: 250 → 1,249.5');
    expect(within(history).getByText('Sent to automatic payout by admin')).toBeInTheDocument();
    expect(within(history).getByText('Payout failed, reported by the provider: the amount returned to the user')).toBeInTheDocument();
    expect(history).toHaveTextContent('Reason: Address rejected by the provider');
    expect(history).toHaveTextContent('2026-02-03 10:05:00');
  });

  it('exports the withdrawals of the tab and filters, queued as a job when the list is large', async () => {
    const { api } = setup(['withdrawal.export'], '/finance/withdrawal/paying-out?coinId=1');
    expect(screen.getByLabelText('Coin')).toHaveValue('1');
    await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV file' }));
    expect(await screen.findByText('Export job #44 queued')).toBeInTheDocument();
    expect(api.callsTo('POST reporting/finance/export/withdrawalRecord')[0].body).toEqual({ coinId: 1, status: 4, excelType: 'csv' });
  });
  it('approves the ticked withdrawals one by one: four eyes leave out the one this admin approved first, a large one gets its first approval', async () => {
    const { api } = setup(['withdrawal.review'], '/finance/withdrawal/all');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(table).findByText('lena@example.com');
    for (const id of [701, 702, 703, 704]) await userEvent.click(within(table).getByRole('checkbox', { name: `Select row ${id}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 4 withdrawals' });
    expect(within(dialog).getByLabelText('Left out')).toHaveTextContent(
      'Withdrawal 703 · #2003 mine@example.com: You gave its first approval: a second, different admin must approve it',
    );
    expect(within(dialog).getByLabelText('Totals per coin')).toHaveTextContent(/^Total USDT/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('3 done, 1 refused.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/review').map((c) => c.body)).toEqual([
      { id: 701, withdrawalType: 1 },
      { id: 702, withdrawalType: 1 },
      { id: 704, withdrawalType: 1 },
    ]);
    // The large one waits for a second admin; the one a colleague approved first is paid out.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(await rowOf('dual@example.com')).toHaveTextContent('First approval given');
    expect(await rowOf('omar@example.com')).toHaveTextContent('Approved');
  });

  it('rejects the ticked withdrawals with one reason, leaving out a decided one', async () => {
    const { api } = setup(['withdrawal.review'], '/finance/withdrawal/all');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(table).findByText('lena@example.com');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 701' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 650' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 2 withdrawals' });
    expect(within(dialog).getByLabelText('Left out')).toHaveTextContent('Withdrawal 650');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and return the amount' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Address on a block list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and return the amount' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/review').map((c) => c.body)).toEqual([
      { id: 701, withdrawalType: 2, reason: 'Address on a block list' },
    ]);
  });
});
