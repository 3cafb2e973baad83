import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_USER_ACTIONS, LEVELS, MARKETING_LEVELS, testUser } from '../fixtures';
import { UserActionDialog } from './index';
import type { UserActionKind } from './types';

const user = testUser({ id: 1002, email: 'bob@example.test', userMarketingLevel: 0 });

function renderAction(kind: UserActionKind | null) {
  signInWith(ALL_USER_ACTIONS);
  const api = fakeAreaApi({
    'POST account/userLevel/list': () => pageOf(LEVELS),
    'POST account/userMarketing/list': () => pageOf(MARKETING_LEVELS),
    'POST flow/edit': () => null,
    'POST account/update/userMarketingLevel': () => null,
    'POST account/withdrawPassword/edit': () => null,
  });
  const onClose = jest.fn();
  renderWithUi(<UserActionDialog opened={kind ? { kind, user } : null} onClose={onClose} />);
  return { api, onClose };
}

afterEach(() => session.signOut());

it('mounts no dialog, and asks for nothing, while no action is open', () => {
  const { api } = renderAction(null);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('removes from the flow volume as a negative amount, then closes', async () => {
  const { api, onClose } = renderAction('flowVolume');
  const dialog = await screen.findByRole('dialog', { name: 'Flow volume of user #1002 (bob@example.test)' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Change/), 'Remove from the flow volume');
  await userEvent.type(within(dialog).getByLabelText(/^Amount/), '12.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST flow/edit')[0]?.body).toMatchObject({ accountId: 1002, amount: '-12.5' });
});

it('offers the marketing levels for the marketing level, and sends the one chosen', async () => {
  const { api, onClose } = renderAction('marketingLevel');
  const dialog = await screen.findByRole('dialog', { name: 'Marketing level of user #1002 (bob@example.test)' });
  const select = within(dialog).getByLabelText(/^Marketing level/);
  await waitFor(() => expect(within(select).getByRole('option', { name: '1 · Partner' })).toBeInTheDocument());
  expect(within(select).queryByRole('option', { name: '2 · Gold' })).not.toBeInTheDocument();
  await userEvent.selectOptions(select, '1 · Partner');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST account/update/userMarketingLevel')[0]?.body).toEqual({ accountId: 1002, userMarketingLevel: 1 });
});

it('resets the withdrawal password, not the sign-in password', async () => {
  const { api, onClose } = renderAction('withdrawPassword');
  const dialog = await screen.findByRole('dialog', { name: 'New withdrawal password for user #1002 (bob@example.test)' });
  await userEvent.type(within(dialog).getByLabelText(/^New withdrawal password/), 'Secret-pass-123');
  await userEvent.type(within(dialog).getByLabelText(/^Repeat the password/), 'Secret-pass-123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST account/withdrawPassword/edit')[0]?.body).toEqual({ accountId: 1002, password: 'Secret-pass-123' });
});
