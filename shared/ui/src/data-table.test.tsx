import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';
import { renderWithUi, useEnglishTexts } from './testing';

interface Account {
  id: number;
  name: string;
  balance: string;
}

const columns: DataTableColumn<Account>[] = [
  { id: 'id', header: 'ID', numeric: true },
  { id: 'name', header: 'Name', sortable: true },
  { id: 'balance', header: 'Balance', numeric: true },
];

const rows: Account[] = [
  { id: 1, name: 'Carol', balance: '10.50' },
  { id: 2, name: 'alice', balance: '3.00' },
  { id: 3, name: 'Bob', balance: '7.25' },
];

beforeAll(useEnglishTexts);

const cleanups: (() => void)[] = [];
const afterTest = (fn: () => void) => cleanups.push(fn);
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
});

describe('DataTable', () => {
  it('shows skeleton rows and announces loading while the first page loads', () => {
    renderWithUi(<DataTable label="Accounts" columns={columns} data={undefined} getRowId={(r) => r.id} loading />);
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(within(table).queryByText('Carol')).not.toBeInTheDocument();
  });

  it('says why it is empty', () => {
    renderWithUi(
      <DataTable label="Accounts" columns={columns} data={[]} getRowId={(r) => r.id} emptyTitle="No account matches these filters" />,
    );
    expect(screen.getByText('No account matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error with its message and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithUi(
      <DataTable
        label="Accounts"
        columns={columns}
        data={undefined}
        getRowId={(r) => r.id}
        error={{ msg: 'You do not hold this permission' }}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('You do not hold this permission');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('settles when it has no rows to show: a failed list does not keep rendering', async () => {
    let commits = 0;
    let rerenderParent: () => void = () => {};
    function Page() {
      const [, setTick] = useState(0);
      rerenderParent = () => setTick((n) => n + 1);
      return (
        <Profiler id="table" onRender={() => commits++}>
          <DataTable label="Accounts" columns={columns} data={undefined} getRowId={(r) => r.id} error={{ msg: 'Role 99 does not exist' }} />
        </Profiler>
      );
    }
    renderWithUi(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('Role 99 does not exist');
    // The page around the table renders again (a toast, a query update): the table renders once more and stops.
    await act(async () => {
      for (let i = 0; i < 3; i++) {
        rerenderParent();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const settled = commits;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(commits).toBe(settled);
    expect(settled).toBeLessThanOrEqual(5);
  });

  it('shows the rows, numbers aligned right', () => {
    renderWithUi(<DataTable label="Accounts" columns={columns} data={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Carol', 'alice', 'Bob']);
    expect(within(table).getByText('10.50')).toHaveStyle({ textAlign: 'end' });
    expect(within(table).getByText('Carol')).not.toHaveStyle({ textAlign: 'end' });
  });

  it('sorts by a column that says it is sortable, and only by such a column', async () => {
    renderWithUi(<DataTable label="Accounts" columns={columns} data={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(within(table).queryByRole('button', { name: /ID/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(names()).toEqual(['alice', 'Bob', 'Carol']);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Carol', 'Bob', 'alice']);
  });

  it('keeps its cells (and an open row menu) when the page draws again with new but same columns and actions', async () => {
    let redraw: () => void = () => {};
    function Page() {
      const [round, setRound] = useState(0);
      redraw = () => setRound((n) => n + 1);
      // New column and action functions on every render, as pages write them inline.
      const inline = columns.map((c) => ({ ...c, cell: (r: Account) => `${String(r[c.id as keyof Account])}` }));
      return (
        <DataTable
          label={`Accounts ${round}`}
          columns={inline}
          data={rows.slice(0, 1)}
          getRowId={(r) => r.id}
          rowActions={() => [
            { label: 'Edit', onClick: () => {} },
            { label: 'Delete', onClick: () => {} },
          ]}
        />
      );
    }
    renderWithUi(<Page />);
    const cell = screen.getByText('Carol');
    await userEvent.click(screen.getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    act(() => redraw());
    expect(await screen.findByRole('table', { name: 'Accounts 1' })).toBeInTheDocument();
    // The same elements: drawn again, not mounted afresh.
    expect(screen.getByText('Carol')).toBe(cell);
    expect(screen.getByRole('menu')).toBe(menu);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('offers row actions in a menu, leaving out hidden ones', async () => {
    const edit = jest.fn();
    const remove = jest.fn();
    renderWithUi(
      <DataTable
        label="Accounts"
        columns={columns}
        data={rows.slice(0, 1)}
        getRowId={(r) => r.id}
        rowActions={() => [
          { label: 'Edit', onClick: edit },
          { label: 'Freeze', onClick: jest.fn(), hidden: true },
          { label: 'Delete', onClick: remove, danger: true },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
  });

  it('renders only a window of a long list', async () => {
    // jsdom lays nothing out: give the scroll area the height a browser would.
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 720 });
    afterTest(() => clientHeight && Object.defineProperty(Element.prototype, 'clientHeight', clientHeight));
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Account ${i + 1}`, balance: '1.00' }));
    renderWithUi(<DataTable label="Accounts" columns={columns} data={many} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Accounts' });
    await waitFor(() => expect(within(table).getByText('Account 1')).toBeInTheDocument());
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    expect(within(table).queryByText('Account 1000')).not.toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '1001');
  });
});
