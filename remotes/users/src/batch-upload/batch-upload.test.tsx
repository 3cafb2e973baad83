import { session } from '@console/client';
import type { BatchUpload, BatchUploadDetail } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import BatchUploadTab from './BatchUploadTab';

const DONE: BatchUpload = {
  id: 4,
  batchUploadType: 1,
  status: 'done',
  fileName: 'march-signups.csv',
  totalRows: 3,
  successRows: 2,
  failedRows: 1,
  pendingRows: 0,
  adminId: 1,
  adminAccount: 'admin',
  createDate: '2026-03-01T08:00:00.000Z',
};

const DETAIL: BatchUploadDetail = {
  ...DONE,
  rows: [
    {
      id: 10,
      rowNumber: 2,
      email: 'ann@example.test',
      mobile: null,
      countryCode: null,
      accountType: '1',
      uplineId: null,
      remark: null,
      result: 1,
      userId: 3101,
      message: null,
    },
    {
      id: 11,
      rowNumber: 3,
      email: 'not-an-email',
      mobile: null,
      countryCode: null,
      accountType: '1',
      uplineId: null,
      remark: null,
      result: 0,
      userId: null,
      message: 'email: email must be an e-mail address',
    },
    {
      id: 12,
      rowNumber: 4,
      email: null,
      mobile: '5550001234',
      countryCode: '1',
      accountType: '2',
      uplineId: '17',
      remark: null,
      result: 1,
      userId: 3102,
      message: null,
    },
  ],
};

function setup(permissions: string[]) {
  signInWith(permissions);
  let uploads = [DONE];
  const api = fakeAreaApi({
    'POST account/batchUpload/list': () => pageOf(uploads),
    'GET account/batchUpload/4/detail': () => DETAIL,
    'POST account/batchUpload': () => {
      const created: BatchUpload = {
        ...DONE,
        id: 5,
        fileName: 'new.csv',
        status: 'processing',
        successRows: 0,
        failedRows: 0,
        pendingRows: 3,
      };
      uploads = [created, ...uploads];
      return created;
    },
  });
  renderWithUi(<BatchUploadTab />, { route: '/users', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('Batch upload tab', () => {
  it('lists the uploads and shows the result of every row of one', async () => {
    setup(['users.list']);
    const table = await screen.findByRole('table', { name: 'Uploads' });
    const row = (await within(table).findByText('march-signups.csv')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Real accounts')).toBeInTheDocument();
    expect(within(row).getByText('Done')).toBeInTheDocument();
    // Without the upload permission there is no form to open.
    expect(screen.queryByRole('button', { name: 'Upload users' })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByText('march-signups.csv'));
    const drawer = await screen.findByRole('dialog', { name: 'Upload 4' });
    expect(await within(drawer).findByText('3 in the file: 2 created, 1 refused, 0 waiting')).toBeInTheDocument();
    const rows = within(drawer).getByRole('table', { name: 'Row results' });
    const refused = within(rows).getByText('not-an-email').closest('tr') as HTMLElement;
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).getByText('email: email must be an e-mail address')).toBeInTheDocument();
    const byMobile = within(rows).getByText('+1 5550001234').closest('tr') as HTMLElement;
    expect(within(byMobile).getByText('Created')).toBeInTheDocument();
    expect(within(byMobile).getByText('3102')).toBeInTheDocument();
  });

  it('uploads the chosen file with its kind as multipart form data', async () => {
    const api = setup(['users.list', 'users.batchUpload']);
    // The form opens from the page header, in a dialog.
    await userEvent.click(await screen.findByRole('button', { name: 'Upload users' }));
    const form = await screen.findByRole('form', { name: 'Upload users' });
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a CSV or Excel file.')).toBeInTheDocument();
    expect(api.callsTo('POST account/batchUpload')).toHaveLength(0);

    const kind = within(form).getByLabelText(/Account kind/);
    await waitFor(() => expect(within(kind).getByRole('option', { name: 'Demo accounts' })).toBeInTheDocument());
    await userEvent.selectOptions(kind, 'Demo accounts');
    const file = new File(['email,password\nann@example.test,Abc12345\n'], 'new.csv', { type: 'text/csv' });
    await userEvent.upload(within(form).getByLabelText(/^File/), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('new.csv: 3 rows received. Their users are being created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Upload users' })).not.toBeInTheDocument());
    const sent = api.callsTo('POST account/batchUpload')[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('batchUploadType')).toBe('2');
    expect((sent.get('file') as File).name).toBe('new.csv');
    const table = screen.getByRole('table', { name: 'Uploads' });
    const added = (await within(table).findByText('new.csv')).closest('tr') as HTMLElement;
    expect(within(added).getByText('Processing')).toBeInTheDocument();
  });
});
