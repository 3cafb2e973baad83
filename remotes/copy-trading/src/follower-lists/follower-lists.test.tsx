import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { FollowBatchResult, FollowListEntry } from '@console/contracts/schemas/copy-trading';
import { clickRowAction, FakeFailure, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testLeadingOrder, testListEntry } from '../lists/testing';
import BlockListPage from './BlockListPage';
import InviteListPage from './InviteListPage';

const INVITE_TABLE = 'Invite list of leading order 9001';

function batchAnswer(mode: 'preview' | 'apply'): FollowBatchResult {
  const apply = mode === 'apply';
  return {
    mode,
    detailId: 9001,
    type: 'invite',
    rows: [
      { rowNumber: 2, value: '4002', accountId: 4002, status: 'valid', applied: apply },
      { rowNumber: 3, value: '9999999', accountId: null, status: 'unknown_account', applied: false },
      { rowNumber: 4, value: '4002', accountId: 4002, status: 'duplicate', applied: false },
      { rowNumber: 5, value: '4009', accountId: 4009, status: 'on_other_list', applied: false },
    ],
    counts: { valid: 1, invalid: 0, unknown_account: 1, duplicate: 1, already_listed: 0, on_other_list: 1 },
    applied: apply ? 1 : 0,
    data: [],
  };
}

function setup(
  permissions: string[],
  {
    type = 'invite',
    permissionsType = 'invited',
  }: { type?: 'invite' | 'block'; permissionsType?: 'everyone' | 'invited' | 'not_blocked' } = {},
) {
  signInWithCoins(['leadingOrders.list', ...permissions]);
  let entries: FollowListEntry[] = [testListEntry({ type })];
  const api = fakeAreaApi({
    'POST follow/list': () => pageOf([testLeadingOrder({ permissionsType })]),
    'POST follow/detail/list': () => pageOf(entries),
    'POST follow/invite/add': ({ body }) => {
      const { accountId } = body as { accountId: number };
      if (accountId === 4009) return new FakeFailure(409, 'Account 4009 is on the block list of this order');
      const entry = testListEntry({ id: 2, type, accountId, email: null, createdBy: 'admin' });
      entries = [...entries, entry];
      return { entry, action: 'added' };
    },
    'POST follow/invite/remove': ({ body }) => {
      const { accountId } = body as { accountId: number };
      const entry = entries.find((e) => e.accountId === accountId);
      entries = entries.filter((e) => e.accountId !== accountId);
      return { entry, action: 'removed' };
    },
    'POST follow/invite/add/batch': ({ body }) => batchAnswer((body as FormData).get('mode') as 'preview' | 'apply'),
  });
  const Page = type === 'invite' ? InviteListPage : BlockListPage;
  const path = `/future/follow-trade-order-records/${type}/:accountType/:listId`;
  const view = renderWithUi(<Page />, { route: `/future/follow-trade-order-records/${type}/user/9001`, path, toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('invite and block lists of a leading order', () => {
  it('lists the invited accounts beside the order they belong to; without the invite permission nothing can change', async () => {
    const { api } = setup([]);
    const row = await rowWith(INVITE_TABLE, 'Account #4001');
    expect(row).toHaveTextContent('follower@example.com');
    expect(row).toHaveTextContent('mchen');
    expect(await screen.findByText(/Leading order 9001 · BTCUSDT 1 min · round #7001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Block list (1)' })).toHaveAttribute(
      'href',
      '/future/follow-trade-order-records/block/user/9001',
    );
    expect(api.callsTo('POST follow/detail/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, detailId: 9001, type: 'invite' });
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('says when the order’s follow permission does not use the list', async () => {
    setup([], { type: 'block', permissionsType: 'everyone' });
    expect(await screen.findByText(/the block list decides nothing until/)).toBeInTheDocument();
  });

  it('adds one account and shows the API’s refusal of one on the other list', async () => {
    const { api } = setup(['leadingOrders.invite']);
    await rowWith(INVITE_TABLE, 'Account #4001');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Invite an account to follow order 9001' });
    await userEvent.type(within(dialog).getByLabelText(/Account ID/), '4002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Account #4002 invited to follow leading order 9001')).toBeInTheDocument();
    expect(api.callsTo('POST follow/invite/add')[0].body).toEqual({ detailId: 9001, type: 'invite', accountId: 4002 });
    expect(await rowWith(INVITE_TABLE, 'Account #4002')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    dialog = await screen.findByRole('dialog', { name: 'Invite an account to follow order 9001' });
    await userEvent.type(within(dialog).getByLabelText(/Account ID/), '4009');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Account 4009 is on the block list of this order')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('removes an account only after a confirmation naming it', async () => {
    const { api } = setup(['leadingOrders.invite']);
    await clickRowAction(await rowWith(INVITE_TABLE, 'Account #4001'), 'Remove');
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove from the invite list?' });
    expect(confirm).toHaveTextContent('Account #4001 follower@example.com will no longer be invited to follow leading order 9001');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST follow/invite/remove')).toHaveLength(0);

    await clickRowAction(await rowWith(INVITE_TABLE, 'Account #4001'), 'Remove');
    confirm = await screen.findByRole('alertdialog', { name: 'Remove from the invite list?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Account #4001 removed from the invite list of leading order 9001')).toBeInTheDocument();
    expect(api.callsTo('POST follow/invite/remove')[0].body).toEqual({ detailId: 9001, type: 'invite', accountId: 4001 });
  });

  it('previews a file’s rows before applying it, then shows the result of each row', async () => {
    const { api } = setup(['leadingOrders.invite']);
    await rowWith(INVITE_TABLE, 'Account #4001');
    await userEvent.click(screen.getByRole('button', { name: 'Add from a file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite accounts from a file to order 9001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Choose a CSV or Excel file.')).toBeInTheDocument();

    const file = new File(['accountId\n4002\n9999999\n4002\n4009\n'], 'followers.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText(/^File/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Preview: 1 of 4 rows are valid and would be added')).toBeInTheDocument();
    const rows = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(within(rows).getByText('Unknown account')).toBeInTheDocument();
    expect(within(rows).getByText('Duplicate row')).toBeInTheDocument();
    expect(within(rows).getByText('On the other list')).toBeInTheDocument();
    const preview = api.callsTo('POST follow/invite/add/batch')[0].body as FormData;
    expect([preview.get('detailId'), preview.get('type'), preview.get('mode')]).toEqual(['9001', 'invite', 'preview']);
    expect(api.callsTo('POST follow/detail/list')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 valid account' }));
    expect(await within(dialog).findByText('Applied: 1 of 4 rows added')).toBeInTheDocument();
    const result = within(dialog).getByRole('table', { name: 'Result of each row' });
    expect(within(result).getAllByText('Added')).toHaveLength(1);
    expect(within(result).getAllByText('Not added')).toHaveLength(3);
    expect(await screen.findByText('1 account invited from the file')).toBeInTheDocument();
    expect((api.callsTo('POST follow/invite/add/batch')[1].body as FormData).get('mode')).toBe('apply');
    await waitFor(() => expect(api.callsTo('POST follow/detail/list').length).toBeGreaterThan(1));
  });
});
