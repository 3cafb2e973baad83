import { session, STORAGE_KEYS } from '@console/client';
import { fakeApi, signInWith } from '@console/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShellTexts, renderShell } from '../test-support/shell';

beforeAll(loadShellTexts);

const KEYS = [
  'users.list',
  'users.details',
  'userLevels.view',
  'kyc.list',
  'chat.view',
  'agents.list',
  'deposit.list',
  'roles.list',
  'admins.list',
];

/** A viewport of `width` px as `matchMedia` sees it, which the test can resize. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      get matches() {
        return current <= max;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let screenSize: ReturnType<typeof viewport>;

beforeEach(() => {
  localStorage.clear();
  fakeApi({ 'GET application/version': () => ({ version: '1.0.0' }), 'GET notifications/counts': () => ({}) });
  signInWith(KEYS);
  screenSize = viewport(1440);
});
afterEach(() => {
  session.signOut();
  screenSize.restore();
});

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const entries = () => within(nav()).getAllByTestId('menu-entry');

test('every section and page of the sidebar has an icon; an unknown icon name gets the fallback', async () => {
  renderShell('/home');
  await screen.findByTestId('page');
  for (const entry of entries()) expect(entry.querySelector('svg')).not.toBeNull();
  expect(entries().map((e) => e.textContent)).toEqual([
    'Home',
    'Users',
    'User levels',
    'KYC reviews',
    'Customer chats',
    'Deposits',
    'Agents',
    'Permission settings',
  ]);
  for (const name of ['Users', 'Customer service', 'Agents', 'Finance', 'Backstage management']) {
    expect(within(nav()).getByRole('group', { name }).querySelector('svg')).not.toBeNull();
  }
  // Users and User levels have different icons (the collapsed sidebar used to show "U" for both).
  const icon = (label: string) => within(nav()).getByRole('link', { name: label }).querySelector('svg')?.innerHTML;
  expect(icon('Users')).not.toBe(icon('User levels'));
});

test('collapsed, the sidebar shows icons only, each with its label as a tooltip', async () => {
  const user = userEvent.setup();
  renderShell('/home');
  await screen.findByTestId('page');
  await user.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
  for (const entry of entries()) {
    expect(entry.querySelector('svg')).not.toBeNull();
    // The whole label is there for screen readers only: no letter stands in for an icon.
    const label = within(entry).getByText(entry.textContent ?? '');
    expect(label.textContent?.length).toBeGreaterThan(1);
    expect(getComputedStyle(label).width).toBe('1px');
  }
  const users = within(nav()).getByRole('link', { name: 'Users' });
  await user.hover(users);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Users');
  await user.unhover(users);
  await user.hover(within(nav()).getByRole('link', { name: 'User levels' }));
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('User levels'));
});

test('below 1280 px the sidebar collapses by itself; the admin may still expand it', async () => {
  const user = userEvent.setup();
  renderShell('/home');
  await screen.findByTestId('page');
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  screenSize.resize(1200);
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await user.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  // The choice on a narrow screen is not the one kept for wide screens.
  expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBeNull();
  screenSize.resize(1440);
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  screenSize.resize(1024);
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
});

test.each([
  ['/finance/deposit/approved', 'Deposits'],
  ['/users/list/user-details/123', 'Users'],
  ['/backstage-management/permission-settings/role/user-list/2', 'Permission settings'],
])('on %s the entry %s stays highlighted', async (path, label) => {
  renderShell(path);
  await screen.findByTestId('page');
  const current = within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual([label]);
});
