import { session } from '@console/client';
import { permissionId } from '@console/contracts';
import { fakeApi, signInWith } from '@console/ui/testing';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTable } from '../navigation/routeTable';
import { loadShellTexts, renderShell, shellManifest } from '../test-support/shell';
import { type NotificationCounts, notificationEntries } from './notifications';

beforeAll(loadShellTexts);
afterEach(() => session.signOut());

let counts: NotificationCounts;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  counts = { depositsPending: 3, withdrawalsPending: 2, withdrawalsSecondApproval: 1, kycPending: 7, chatsUnread: 4 };
  api = fakeApi({ 'GET application/version': () => ({ version: '1.0.0' }), 'GET notifications/counts': () => counts });
});

const ALL = ['kyc.list', 'chat.view', 'deposit.list', 'withdrawal.list'];

test('the bell counts what waits, each entry a link to its list filtered to those records', async () => {
  signInWith(ALL);
  const user = userEvent.setup();
  const { location } = renderShell('/home');
  const bell = await screen.findByRole('button', { name: 'Notifications: 17 items wait for you' });
  expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('17');
  await user.click(bell);
  const menu = await screen.findByTestId('notification-menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
    ['Deposits to review3', '/finance/deposit/pending'],
    ['Withdrawals to review2', '/finance/withdrawal/pending'],
    ['Withdrawals awaiting a second approval1', '/finance/withdrawal/second-approval'],
    ['KYC applications to review7', '/users/kyc-list?status=0'],
    ['Customer chats with unread messages4', '/customer-service/chats?unread=1'],
  ]);
  await user.click(within(menu).getByRole('menuitem', { name: /Deposits to review/ }));
  expect(location.pathname).toBe('/finance/deposit/pending');
});

test('only the counts of lists the admin may open are shown; none at all hides the bell', async () => {
  signInWith(['deposit.list', 'withdrawal.list']);
  counts = { depositsPending: 3, withdrawalsPending: 0, withdrawalsSecondApproval: 0 };
  const user = userEvent.setup();
  const view = renderShell('/home');
  await user.click(await screen.findByRole('button', { name: 'Notifications: 3 items wait for you' }));
  const menu = await screen.findByTestId('notification-menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Deposits to review3', 'Withdrawals to review0', 'Withdrawals awaiting a second approval0']);
  view.unmount();
  session.signOut();
  const asked = api.callsTo('GET notifications/counts').length;

  signInWith(['users.list']);
  renderShell('/home');
  await screen.findByTestId('page');
  expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  expect(api.callsTo('GET notifications/counts')).toHaveLength(asked);
});

test('the counts follow the server: asked again when the admin comes back to the window', async () => {
  signInWith(ALL);
  renderShell('/home');
  await screen.findByRole('button', { name: 'Notifications: 17 items wait for you' });
  counts = { ...counts, depositsPending: 0, kycPending: 0 };
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 7 items wait for you'));
  counts = { depositsPending: 0, withdrawalsPending: 0, withdrawalsSecondApproval: 0, kycPending: 0, chatsUnread: 0 };
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
  expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  act(() => focusManager.setFocused(undefined));
});

test('an entry whose list is not deployed here is left out', () => {
  const manifest = shellManifest();
  manifest.remotes = manifest.remotes.filter((r) => r.name !== 'users');
  const permissions = new Set(ALL.map(permissionId));
  const entries = notificationEntries(permissions, buildRouteTable(manifest, permissions), { depositsPending: 1, kycPending: 2 });
  expect(entries.map((e) => [e.key, e.count])).toEqual([
    ['depositsPending', 1],
    ['withdrawalsPending', null],
    ['withdrawalsSecondApproval', null],
  ]);
});
