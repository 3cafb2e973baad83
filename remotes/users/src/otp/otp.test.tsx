import { session } from '@console/client';
import type { OtpRecord } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import OtpRecordsPage from './Page';

const RECORDS: OtpRecord[] = [
  { optId: 9, code: '048213', email: 'minh@example.com', mobileNumber: null, ip: '113.10.20.30', createDate: '2026-03-01T08:00:00.000Z' },
  { optId: 8, code: '771002', email: null, mobileNumber: '90001234', ip: '27.1.2.3', createDate: '2026-03-01T07:00:00.000Z' },
];

afterEach(() => session.signOut());

describe('one-time-code records', () => {
  it('lists the codes and filters by e-mail and IP, keeping the filters in the URL', async () => {
    signInWith(['otp.records']);
    const api = fakeAreaApi({
      'POST otp/recordList': ({ body }) => {
        const { email } = body as { email?: string };
        return pageOf(RECORDS.filter((r) => !email || r.email?.includes(email)));
      },
    });
    const view = renderWithUi(<OtpRecordsPage />, { route: '/users/otp-records' });
    const table = await screen.findByRole('table', { name: 'One-time codes' });
    expect(await within(table).findByText('048213')).toBeInTheDocument();
    expect(within(table).getByText('90001234')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), 'minh');
    await userEvent.type(screen.getByLabelText('IP address'), '113.10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('771002')).not.toBeInTheDocument());
    expect(api.callsTo('POST otp/recordList').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, email: 'minh', ip: '113.10' });
    expect(view.location()).toBe('/users/otp-records?email=minh&ip=113.10');
  });
});
