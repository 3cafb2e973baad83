import { api, session } from '@console/client';
import type { Page } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoinSums } from './CoinSums';
import { FakeFailure, fakeApi, pageOf, renderWithUi, signInWith, useEnglishTexts } from '../testing';
import type { DataTableColumn } from '../table/columns';
import { ListPage } from './ListPage';
import { useList } from './use-list';
import { rowsToSheet, sheetToCsv } from './export-rows';

interface Deposit {
  id: number;
  user: string;
  code: string;
  amount: string;
  status: number;
}

const DEPOSITS: Deposit[] = [
  { id: 11, user: 'lena@example.com', code: 'USDT', amount: '250.5', status: 0 },
  { id: 12, user: 'omar@example.com', code: 'BTC', amount: '0.123456789', status: 0 },
  { id: 13, user: 'mei@example.com', code: 'USDT', amount: '100', status: 1 },
];

const COLUMNS: DataTableColumn<Deposit>[] = [
  { id: 'id', header: 'ID', width: '72px', pin: 'left', numeric: true },
  { id: 'user', header: 'User' },
  { id: 'amount', header: 'Amount', numeric: true },
  { id: 'createDate', header: 'Created', cell: () => '2026-03-01', exportValue: () => '2026-03-01' },
];

function Deposits() {
  const list = useList('deposits', { email: '', coinId: '', accountId: '', remark: '', reviewer: '' }, { numeric: ['coinId'] });
  const query = useQuery({
    queryKey: ['test/deposits', list.request],
    queryFn: () => api.post<Page<Deposit>>('test/deposits', list.request),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      title="Deposits"
      list={list}
      filters={[
        { type: 'text', name: 'email', label: 'E-mail' },
        { type: 'number', name: 'coinId', label: 'Coin' },
        { type: 'number', name: 'accountId', label: 'User ID' },
        { type: 'text', name: 'remark', label: 'Remark' },
        { type: 'text', name: 'reviewer', label: 'Reviewer' },
      ]}
      primaryFilters={2}
      columns={COLUMNS}
      query={query}
      getRowId={(d) => d.id}
      summary={
        <CoinSums
          measures={[{ label: 'Amount' }]}
          lines={[
            { code: 'BTC', values: ['0.123456789'] },
            { code: 'USDT', values: ['350.5'] },
          ]}
        />
      }
      bulkActions={[
        {
          id: 'approve',
          label: 'Approve',
          title: (count) => `Approve ${count} deposits`,
          confirmLabel: 'Approve all',
          describe: (d) => `Deposit ${d.id} · ${d.user}`,
          amount: (d) => ({ code: d.code, value: d.amount }),
          refusal: (d) => (d.status === 1 ? 'already approved' : null),
          run: (d) => api.post('test/deposits/review', { id: d.id }, { silent: true }),
        },
      ]}
    />
  );
}

function setup(route = '/finance/deposit') {
  signInWith(['deposit.list']);
  session.signIn({
    token: 'test-token',
    manager: session.getManager()!,
    authVo: { permissions: [...session.getPermissions()], tree: [] },
    currencyList: [
      { id: 1, code: 'USDT', decimals: 2 },
      { id: 2, code: 'BTC', decimals: 8 },
    ],
    version: 'test',
  });
  const api = fakeApi({
    'POST test/deposits': ({ body }) => {
      const { orderBy, orderDirection } = body as { orderBy?: string; orderDirection?: string };
      const rows = [...DEPOSITS];
      if (orderBy === 'amount') rows.sort((a, b) => (Number(a.amount) - Number(b.amount)) * (orderDirection === 'asc' ? 1 : -1));
      return pageOf(rows);
    },
    'POST test/deposits/review': ({ body }) =>
      (body as { id: number }).id === 12 ? new FakeFailure(409, 'Deposit 12 was already reviewed by lfischer') : { ok: true },
  });
  const view = renderWithUi(<Deposits />, { route, toaster: true });
  return { api, view };
}

beforeAll(() => useEnglishTexts());
afterEach(() => session.signOut());

describe('list kit', () => {
  it('keeps the less used filters behind More filters and sends the sort the admin picks, in the URL', async () => {
    const { api, view } = setup();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('lena@example.com');
    expect(screen.queryByLabelText('User ID')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    expect(screen.getByLabelText('User ID')).toBeInTheDocument();

    // Only the columns the API sorts by offer sorting.
    expect(within(table).queryByRole('button', { name: /User/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=amount&orderDirection=(asc|desc)/));
    expect(api.callsTo('POST test/deposits').at(-1)?.body).toMatchObject({ orderBy: 'amount' });
  });

  it('hides and moves columns, and keeps the choice on the server for the admin', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('lena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Columns and density' }));
    const group = await screen.findByRole('group', { name: 'Columns shown' });
    await userEvent.click(within(group).getByText('User'));
    await waitFor(() => expect(within(table).queryByText('lena@example.com')).not.toBeInTheDocument());
    await userEvent.click(within(group).getByRole('button', { name: 'Move Created up' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['', 'ID', 'Created', 'Amount', 'Actions'].filter((h) => h !== 'Actions')),
    );
    const saved = api.callsTo('PUT lists/deposits/settings').at(-1)?.body as { columns: { id: string; hidden: boolean }[] };
    expect(saved.columns).toEqual([
      { id: 'id', hidden: false },
      { id: 'user', hidden: true },
      { id: 'createDate', hidden: false },
      { id: 'amount', hidden: false },
    ]);
  });

  it('saves the current filters as a view and opens it again', async () => {
    const { api, view } = setup('/finance/deposit?email=lena');
    await screen.findByRole('table', { name: 'Deposits' });
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    await userEvent.type(await screen.findByLabelText('Save what the list shows as'), 'Lena');
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('View “Lena” saved')).toBeInTheDocument();
    expect(api.callsTo('POST lists/deposits/views')[0].body).toMatchObject({ name: 'Lena', query: 'email=lena' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(view.location()).toBe('/finance/deposit'));
    if (!screen.queryByRole('button', { name: 'Lena' })) await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lena' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/finance\/deposit\?email=lena&columns=/));
  });

  it('runs a bulk action record by record, with the totals per coin, and lists what was refused and why', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('lena@example.com');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every row of this page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 3 deposits' });
    expect(within(dialog).getByLabelText('Totals per coin')).toHaveTextContent('Total USDT250.50USDT');
    expect(within(dialog).getByLabelText('Totals per coin')).toHaveTextContent('Total BTC0.12345679BTC');
    expect(within(dialog).getByLabelText('Left out')).toHaveTextContent('Deposit 13 · mei@example.com: already approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    expect(await within(dialog).findByText('1 done, 2 refused.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refused')).toHaveTextContent(
      'Deposit 12 · omar@example.com: Deposit 12 was already reviewed by lfischer',
    );
    expect(within(dialog).getByLabelText('Done')).toHaveTextContent('Deposit 11 · lena@example.com');
    expect(api.callsTo('POST test/deposits/review').map((c) => c.body)).toEqual([{ id: 11 }, { id: 12 }]);
    // The refused records stay ticked, for another try.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(await screen.findByText('selected')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select row 12' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
  });

  it('sums per coin with each coin’s own decimals, never across coins', async () => {
    setup();
    const sums = await screen.findByRole('table', { name: 'Sums per coin' });
    const lines = within(sums)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual(['BTC0.12345679BTC', 'USDT350.50USDT']);
  });
});

describe('export of ticked rows', () => {
  it('writes the columns as shown, escaping cells a spreadsheet would run as formulas', () => {
    const sheet = rowsToSheet(
      [
        { id: 1, user: '=HYPERLINK("x")', amount: '-12.5', code: 'USDT', status: 0 },
        { id: 2, user: 'a, "b"', amount: '3', code: 'USDT', status: 0 },
      ],
      COLUMNS,
    );
    expect(sheetToCsv(sheet)).toBe(
      '\uFEFFID,User,Amount,Created\r\n1,"\'=HYPERLINK(""x"")",-12.5,2026-03-01\r\n2,"a, ""b""",3,2026-03-01\r\n',
    );
  });
});
