import { session } from '@console/client';
import type { Kyc } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi, loadAreaTexts } from '../testing/setup';
import KycListPage from './Page';

function application(overrides: Partial<Kyc> = {}): Kyc {
  return {
    id: 41,
    userId: 1001,
    country: 'Vietnam',
    city: 'Hanoi',
    account: 'minh.tran@example.com',
    name: 'Minh Tran',
    idNumber: 'V12345678',
    idNumberCount: 1,
    passportFile1: '/api/files/front-aaaaaaaaaaaaaaaaaaaa.png',
    passportFile2: '/api/files/back-bbbbbbbbbbbbbbbbbbbbb.png',
    isSales: 0,
    status: 0,
    createDate: '2026-03-01T08:00:00.000Z',
    reviewDate: null,
    reviewer: null,
    rejectReason: null,
    userRemark: 'Uploaded from my phone',
    user: {
      id: 1001,
      email: 'minh.tran@example.com',
      mobileNumber: '9123456',
      countryCode: '84',
      firstName: 'Minh',
      lastName: 'Tran',
      accountType: 1,
      status: 1,
      userLevel: 2,
      region: 'Vietnam',
      loginIp: '113.10.20.30',
      loginCountry: 'Vietnam',
      createDate: '2025-12-01T08:00:00.000Z',
    },
    ...overrides,
  };
}

function setup(permissions: string[], route = '/users/kyc-list') {
  signInWith(permissions);
  let records = [
    application(),
    application({ id: 42, userId: 1002, name: 'Ana Costa', idNumber: 'B99887766', idNumberCount: 3, account: 'ana@example.com' }),
    application({
      id: 30,
      name: 'Kenji Sato',
      status: 1,
      reviewDate: '2026-02-02T00:00:00.000Z',
      reviewer: 'lfischer',
      account: 'kenji@example.com',
    }),
  ];
  const api = fakeAreaApi({
    'POST account/kyc/list': ({ body }) => {
      const { status } = body as { status?: number };
      return pageOf(records.filter((k) => status === undefined || k.status === status));
    },
    'POST account/kyc/edit': ({ body }) => {
      const { id, reviewType, rejectReason } = body as { id: number; reviewType: number; rejectReason?: string };
      records = records.map((k) =>
        k.id === id
          ? { ...k, status: reviewType, rejectReason: rejectReason ?? null, reviewer: 'admin', reviewDate: '2026-03-02T00:00:00.000Z' }
          : k,
      );
      return records.find((k) => k.id === id);
    },
  });
  const view = renderWithUi(<KycListPage />, { route, toaster: true });
  return { api, view };
}

async function open(name: string) {
  const table = await screen.findByRole('table', { name: 'KYC reviews' });
  await userEvent.click(await within(table).findByText(name));
  return screen.findByRole('dialog', { name: /KYC application/ });
}

jest.setTimeout(20_000);
beforeAll(loadAreaTexts);
afterEach(() => session.signOut());

describe('KYC reviews', () => {
  it('opens on the pending tab, flags shared id numbers, and switches tabs through the URL', async () => {
    const { api, view } = setup(['kyc.list']);
    const table = await screen.findByRole('table', { name: 'KYC reviews' });
    expect(await within(table).findByText('Minh Tran')).toBeInTheDocument();
    expect(within(table).queryByText('Kenji Sato')).not.toBeInTheDocument();
    expect(within(table).getByText('Used by 3 users')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 0 });

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await within(table).findByText('Kenji Sato')).toBeInTheDocument();
    expect(view.location()).toBe('/users/kyc-list?status=1');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(api.callsTo('POST account/kyc/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('sends the filters', async () => {
    const { api } = setup(['kyc.list']);
    await userEvent.type(await screen.findByLabelText('ID number'), 'V123');
    await userEvent.type(screen.getByLabelText('Country'), 'Vietnam');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST account/kyc/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        status: 0,
        idNumber: 'V123',
        country: 'Vietnam',
      }),
    );
  });

  it('shows both document images and the user, without review buttons for a viewer', async () => {
    setup(['kyc.list']);
    const drawer = await open('Minh Tran');
    const images = within(drawer).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/api/files/front-aaaaaaaaaaaaaaaaaaaa.png',
      '/api/files/back-bbbbbbbbbbbbbbbbbbbbb.png',
    ]);
    expect(within(drawer).getByText('+84 9123456')).toBeInTheDocument();
    expect(within(drawer).getByText('Uploaded from my phone')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves after confirmation and shows the new state', async () => {
    const { api } = setup(['kyc.list', 'kyc.review']);
    const drawer = await open('Minh Tran');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Approve the application of “Minh Tran” (ID number V12345678)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('KYC of “Minh Tran” approved')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit')[0].body).toEqual({ id: 41, reviewType: 1 });
    const updated = await screen.findByRole('dialog', { name: /KYC application 41/ });
    await waitFor(() => expect(within(updated).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(within(updated).getByText('admin')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { api } = setup(['kyc.list', 'kyc.review']);
    const drawer = await open('Ana Costa');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject application' }));
    expect(await within(drawer).findByText('Enter the reason: the user sees it.')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit')).toHaveLength(0);
    await userEvent.type(within(drawer).getByLabelText(/Reason for rejection/), 'The document has expired');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('KYC of “Ana Costa” rejected')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit')[0].body).toEqual({ id: 42, reviewType: 2, rejectReason: 'The document has expired' });
  });
});
