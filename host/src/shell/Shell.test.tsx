import { session } from '@console/client';
import { fakeApi, signInWith } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';
import { loadShellTexts, renderShell } from '../test-support/shell';

beforeAll(loadShellTexts);

beforeEach(() => {
  localStorage.clear();
  fakeApi({ 'GET application/version': () => ({ version: '1.0.0' }), 'GET notifications/counts': () => ({}) });
});
afterEach(() => session.signOut());

test('a path no page answers shows the not-found page inside the shell when signed in, at the address typed', async () => {
  signInWith(['deposit.list']);
  const { location } = renderShell('/no-such-page');
  const page = await screen.findByTestId('not-found-page');
  expect(within(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(screen.getByTestId('shell-header')).toBeVisible();
  expect(screen.getByRole('list', { name: 'Visited pages' })).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  expect(location.pathname).toBe('/no-such-page');
  expect(document.title).toBe('Page not found - Back Office');
  // The not-found page is no place to come back to: it gets no tag.
  expect(screen.queryAllByTestId('history-tag')).toHaveLength(0);
});

test('signed out, the not-found page stands alone with a way to sign in', async () => {
  renderShell('/no-such-page');
  const page = await screen.findByTestId('not-found-page');
  expect(within(page).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('shell-header')).not.toBeInTheDocument();
});

test('a page the admin may not open says so inside the shell, naming the page, and never shows the page', async () => {
  signInWith(['deposit.list']);
  const { location } = renderShell('/backstage-management/white-list');
  const page = await screen.findByTestId('no-permission-page');
  expect(within(page).getByRole('heading', { name: 'No permission' })).toBeVisible();
  expect(page).toHaveTextContent('Your roles do not allow you to open “IP whitelist”');
  expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(location.pathname).toBe('/backstage-management/white-list');
  expect(document.title).toBe('No permission - Back Office');
  expect(screen.queryAllByTestId('history-tag')).toHaveLength(0);
});

test('the header and the history tags stick to the top while the page scrolls under them', async () => {
  signInWith(['deposit.list']);
  renderShell('/finance/deposit/pending');
  await screen.findByTestId('page');
  const top = screen.getByTestId('shell-top');
  expect(top).toContainElement(screen.getByTestId('shell-header'));
  expect(top).toContainElement(screen.getByRole('list', { name: 'Visited pages' }));
  expect(getComputedStyle(top).position).toBe('sticky');
  expect(getComputedStyle(top).top).toBe('0px');
  expect(document.documentElement.style.getPropertyValue('scroll-padding-top')).toBe('var(--console-shell-top)');
});
