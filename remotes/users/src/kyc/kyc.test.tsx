import { session } from '@console/client';
import type { Kyc } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
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

function setup(permissions: string[], route = '/users/kyc-list', extra: Kyc[] = []) {
  signInWith(permissions);
  let records = [
    application(),
    application({ id: 42, userId: 1002, name: 'Ana Costa', idNumber: 'B99887766', idNumberCount: 3, account: 'ana@example.com' }),
    ...extra,
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
      const { status, pageNum = 1, pageSize = 20 } = body as { status?: number; pageNum?: number; pageSize?: number };
      const found = records.filter((k) => status === undefined || k.status === status);
      return pageOf(found.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize, found.length);
    },
    'POST account/kyc/edit': ({ body }) => {
      const { id, reviewType, rejectReason } = body as { id: number; reviewType: number; rejectReason?: string };
      // As the API answers an application another admin decided meanwhile.
      if (records.find((k) => k.id === id)?.status !== 0)
        return new FakeFailure(409, `KYC application ${id} was already approved by lfischer: only a pending application can be reviewed`);
      records = records.map((k) =>
        k.id === id
          ? { ...k, status: reviewType, rejectReason: rejectReason ?? null, reviewer: 'admin', reviewDate: '2026-03-02T00:00:00.000Z' }
          : k,
      );
      return records.find((k) => k.id === id);
    },
  });
  const view = renderWithUi(<KycListPage />, { route, toaster: true });
  /** Another admin decides an application while this one still shows it as pending. */
  const decideElsewhere = (id: number) => {
    records = records.map((k) => (k.id === id ? { ...k, status: 1, reviewer: 'lfischer' } : k));
  };
  return { api, view, decideElsewhere };
}

async function tick(name: string) {
  const table = await screen.findByRole('table', { name: 'KYC reviews' });
  const row = (await within(table).findByText(name)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('checkbox'));
}

async function open(name: string) {
  const table = await screen.findByRole('table', { name: 'KYC reviews' });
  await userEvent.click(await within(table).findByText(name));
  return screen.findByRole('dialog', { name: /KYC application/ });
}

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
    // The country is among the less used filters.
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
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

  it('starts another application clean: a rejection begun on one does not carry over', async () => {
    setup(['kyc.list', 'kyc.review']);
    const first = await open('Ana Costa');
    await userEvent.click(within(first).getByRole('button', { name: 'Reject' }));
    await userEvent.type(within(first).getByLabelText(/Reason for rejection/), 'Blurred');
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /KYC application 42/ })).not.toBeInTheDocument());
    const second = await open('Minh Tran');
    expect(within(second).queryByLabelText(/Reason for rejection/)).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    expect(within(second).getByLabelText(/Reason for rejection/)).toHaveValue('');
  });

  it('approves the ticked applications one by one and lists the one another admin decided meanwhile as refused', async () => {
    const { api, decideElsewhere } = setup(['kyc.list', 'kyc.review'], '/users/kyc-list', [
      application({ id: 43, userId: 1003, name: 'Lea Wong', idNumber: 'H5550001', account: 'lea@example.com' }),
    ]);
    await tick('Minh Tran');
    await tick('Ana Costa');
    await tick('Lea Wong');
    decideElsewhere(42);
    const bar = screen.getByLabelText('Selected rows');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 3 KYC applications' });
    expect(confirm).toHaveTextContent('Application 41 · Minh Tran · minh.tran@example.com');
    expect(confirm).toHaveTextContent('Application 42 · Ana Costa · ana@example.com');
    expect(api.callsTo('POST account/kyc/edit')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve them' }));

    // Each through the single review call; the one decided meanwhile is refused with the API's reason.
    const result = await screen.findByRole('alertdialog', { name: 'Approve: result' });
    expect(await within(result).findByText('2 done, 1 refused.')).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'Application 42 · Ana Costa · ana@example.com: KYC application 42 was already approved by lfischer: only a pending application can be reviewed',
    );
    expect(api.callsTo('POST account/kyc/edit').map((c) => c.body)).toEqual([
      { id: 41, reviewType: 1 },
      { id: 42, reviewType: 1 },
      { id: 43, reviewType: 1 },
    ]);
    // No toast per refusal: the dialog alone lists it.
    expect(screen.getAllByText(/was already approved/)).toHaveLength(1);
  });

  it('rejects the ticked applications with one reason, asked once, and leaves out those no longer pending or lacking a document from approval', async () => {
    const { api } = setup(['kyc.list', 'kyc.review'], '/users/kyc-list', [
      application({ id: 44, userId: 1004, name: 'Omar Haddad', passportFile2: null, account: 'omar@example.com' }),
    ]);
    await tick('Minh Tran');
    await tick('Omar Haddad');
    const bar = screen.getByLabelText('Selected rows');
    // Approval leaves out the application with a missing document: it is reviewed on its own, with its warning.
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('alertdialog', { name: 'Approve 2 KYC applications' });
    expect(approve).toHaveTextContent('Application 44 · Omar Haddad · omar@example.com: Document back missing: review it on its own');
    await userEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('alertdialog', { name: 'Reject 2 KYC applications' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject them' }));
    expect(await within(reject).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit')).toHaveLength(0);
    await userEvent.type(within(reject).getByLabelText(/Reason for rejection/), 'Blurred photo');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject them' }));
    expect(await screen.findByText('Reject: all 2 done')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit').map((c) => c.body)).toEqual([
      { id: 41, reviewType: 2, rejectReason: 'Blurred photo' },
      { id: 44, reviewType: 2, rejectReason: 'Blurred photo' },
    ]);
  });

  it('offers no bulk review to an admin who may only look', async () => {
    setup(['kyc.list']);
    await tick('Minh Tran');
    const bar = screen.getByLabelText('Selected rows');
    expect(within(bar).getByRole('button', { name: /Export selected/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('warns before approving an application with a missing document', async () => {
    const { api } = setup(['kyc.list', 'kyc.review'], '/users/kyc-list', [
      application({ id: 44, userId: 1004, name: 'Omar Haddad', passportFile2: null, account: 'omar@example.com' }),
    ]);
    const drawer = await open('Omar Haddad');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Document back is missing.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve with a document missing?' });
    expect(confirm).toHaveTextContent('Document back is missing.');
    expect(confirm).toHaveTextContent('Only approve the application of “Omar Haddad”');
    expect(api.callsTo('POST account/kyc/edit')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('KYC of “Omar Haddad” approved')).toBeInTheDocument();
    expect(api.callsTo('POST account/kyc/edit')[0].body).toEqual({ id: 44, reviewType: 1 });
  });

  it('offers the next pending application after a decision, and says when none is left', async () => {
    const { api } = setup(['kyc.list', 'kyc.review']);
    const drawer = await open('Minh Tran');
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));

    const decided = await screen.findByRole('dialog', { name: /KYC application 41/ });
    const next = await within(decided).findByRole('button', { name: /Next pending: 42 · Ana Costa/ });
    // Taken from the list's own filters and order, pending only.
    expect(api.callsTo('POST account/kyc/list').at(-1)?.body).toEqual({ status: 0, pageNum: 1, pageSize: 1 });
    await userEvent.click(next);

    const second = await screen.findByRole('dialog', { name: /KYC application 42/ });
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    await userEvent.type(within(second).getByLabelText(/Reason for rejection/), 'Expired');
    await userEvent.click(within(second).getByRole('button', { name: 'Reject application' }));
    expect(await within(second).findByText('Decided: no other application of this list is waiting for review.')).toBeInTheDocument();
  });
});
