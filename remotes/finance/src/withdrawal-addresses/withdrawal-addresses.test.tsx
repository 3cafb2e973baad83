import { session } from '@console/client';
import type { WithdrawalAddressBinding } from '@console/contracts';
import { clickRowAction, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import WithdrawalAddressesPage from './Page';

const ADDRESS = 'TBoundAddress00000000000000000001';

function binding(overrides: Partial<WithdrawalAddressBinding> = {}): WithdrawalAddressBinding {
  return {
    id: 12,
    userId: 1001,
    email: 'minh.tran@example.com',
    chainSymbol: 'TRC20',
    withdrawalAddress: ADDRESS,
    createDate: '2026-03-01T08:00:00.000Z',
    updateDate: '2026-03-01T08:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

function setup(permissions: string[]) {
  signInWith(['withdrawalAddress.list', ...permissions]);
  let records = [
    binding(),
    binding({
      id: 13,
      userId: 1002,
      email: 'ana@example.com',
      chainSymbol: 'ERC20',
      withdrawalAddress: '0xabcdefabcdefabcdefabcdef',
      updatedBy: 'lfischer',
    }),
  ];
  const api = fakeAreaApi({
    'POST account/withdrawalAddress': () => pageOf(records),
    'POST account/withdrawalAddress/fix': ({ body }) => {
      const b = body as { id: number; withdrawalAddress: string; chainSymbol: string };
      records = records.map((r) => (r.id === b.id ? { ...r, ...b, updatedBy: 'admin' } : r));
      return records.find((r) => r.id === b.id);
    },
    'POST account/withdrawalAddress/del': ({ body }) => {
      const { id } = body as { id: number };
      const deleted = records.find((r) => r.id === id);
      records = records.filter((r) => r.id !== id);
      return deleted;
    },
  });
  const view = renderWithUi(<WithdrawalAddressesPage />, { route: '/finance/user-binding-withdrawal-address', toaster: true });
  return { api, view };
}

async function rowAction(text: string, action: string) {
  const table = await screen.findByRole('table', { name: 'Withdrawal addresses' });
  const row = (await within(table).findByText(text)).closest('tr') as HTMLElement;
  await clickRowAction(row, action);
}

afterEach(() => session.signOut());

describe('bound withdrawal addresses', () => {
  it('lists bindings with who corrected them, filters them, and a viewer gets no actions', async () => {
    const { api, view } = setup([]);
    const table = await screen.findByRole('table', { name: 'Withdrawal addresses' });
    const row = (await within(table).findByText('ana@example.com')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('ERC20');
    expect(row).toHaveTextContent('lfischer');
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Chain'), 'TRC20');
    await userEvent.type(screen.getByLabelText('Address (exact)'), ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST account/withdrawalAddress').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        chainSymbol: 'TRC20',
        withdrawalAddress: ADDRESS,
      }),
    );
    expect(view.location()).toBe(`/finance/user-binding-withdrawal-address?chainSymbol=TRC20&withdrawalAddress=${ADDRESS}`);
  });

  it('corrects an address only when it is a valid one', async () => {
    const { api } = setup(['withdrawalAddress.fix']);
    await rowAction('minh.tran@example.com', 'Correct address');
    const dialog = await screen.findByRole('dialog', { name: 'Correct the withdrawal address of user #1001 minh.tran@example.com' });
    const input = within(dialog).getByLabelText(/Withdrawal address/);
    expect(input).toHaveValue(ADDRESS);
    await userEvent.clear(input);
    await userEvent.type(input, 'has spaces in it ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter 16 to 128 letters and digits, without spaces.')).toBeInTheDocument();
    expect(api.callsTo('POST account/withdrawalAddress/fix')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'TCorrected000000000000000000000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The TRC20 withdrawal address of user #1001 was corrected')).toBeInTheDocument();
    expect(api.callsTo('POST account/withdrawalAddress/fix')[0].body).toEqual({
      id: 12,
      chainSymbol: 'TRC20',
      withdrawalAddress: 'TCorrected000000000000000000000001',
    });
  });

  it('deletes a binding after a confirmation naming it', async () => {
    const { api } = setup(['withdrawalAddress.delete']);
    await rowAction('minh.tran@example.com', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`Delete the TRC20 withdrawal address ${ADDRESS} bound by user #1001 minh.tran@example.com?`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The TRC20 withdrawal address of user #1001 was deleted')).toBeInTheDocument();
    expect(api.callsTo('POST account/withdrawalAddress/del')[0].body).toEqual({ id: 12 });
    await waitFor(() => expect(screen.queryByText('minh.tran@example.com')).not.toBeInTheDocument());
  });
});
