import { session, STORAGE_KEYS, setPageTitle, usePageTitle } from '@console/client';
import { fakeApi, signInWith } from '@console/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import { loadShellTexts, renderShell } from '../test-support/shell';
import { type HistoryTag, MAX_TAGS } from './tags';

beforeAll(loadShellTexts);

const ALL = [
  'users.list',
  'users.details',
  'kyc.list',
  'chat.view',
  'deposit.list',
  'withdrawal.list',
  'financeSettings.view',
  'admins.list',
  'roles.list',
  'ipWhitelist.list',
];

beforeEach(() => {
  localStorage.clear();
  fakeApi({ 'GET application/version': () => ({ version: '1.0.0' }), 'GET notifications/counts': () => ({}) });
  signInWith(ALL);
});
afterEach(() => session.signOut());

const userTag = (id: number): HistoryTag => ({
  path: `/users/list/user-details/${id}`,
  search: '',
  routeId: 'users:user-details',
  params: { tabName: 'list', accountId: String(id) },
});

/** 15 stored tags, newest first: users 15 down to 1. */
function storeFifteenTags() {
  const tags = Array.from({ length: MAX_TAGS }, (_, i) => userTag(MAX_TAGS - i));
  localStorage.setItem(STORAGE_KEYS.tags, JSON.stringify(tags));
}

const tagLabels = () => screen.getAllByTestId('history-tag').map((tag) => within(tag).getByRole('link').textContent);

/** jsdom lays nothing out: the strip is given the widths a browser would measure. */
function stripMeasures(strip: HTMLElement, { client, scroll }: { client: number; scroll: number }) {
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scroll });
  strip.scrollBy = ((options: ScrollToOptions) => {
    strip.scrollLeft = Math.max(0, Math.min(scroll - client, strip.scrollLeft + (options.left ?? 0)));
    fireEvent.scroll(strip);
  }) as typeof strip.scrollBy;
}

test('when the tags do not fit, arrows reach both ends of the strip and the menu lists every tag', async () => {
  storeFifteenTags();
  const user = userEvent.setup();
  const { location } = renderShell('/users/list/user-details/15');
  await screen.findByTestId('page');
  expect(screen.getAllByTestId('history-tag')).toHaveLength(MAX_TAGS);
  expect(screen.queryByTestId('tags-scroll-forward')).not.toBeInTheDocument();

  const strip = screen.getByRole('list', { name: 'Visited pages' });
  stripMeasures(strip, { client: 600, scroll: 1800 });
  fireEvent.scroll(strip);
  const back = await screen.findByRole('button', { name: 'Show earlier tags' });
  const forward = screen.getByRole('button', { name: 'Show later tags' });
  expect(back).toBeDisabled();
  expect(forward).toBeEnabled();
  await user.click(forward);
  await user.click(forward);
  await user.click(forward);
  expect(strip.scrollLeft).toBe(1200);
  expect(forward).toBeDisabled();
  expect(back).toBeEnabled();

  // The menu names every tag and opens any of them.
  await user.click(screen.getByRole('button', { name: 'Open pages (15)' }));
  const menu = await screen.findByTestId('tags-menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.slice(0, MAX_TAGS).map((i) => i.textContent)).toEqual(Array.from({ length: MAX_TAGS }, (_, i) => `User ${MAX_TAGS - i}`));
  await user.click(within(menu).getByRole('menuitem', { name: 'User 1' }));
  expect(location.pathname).toBe('/users/list/user-details/1');
});

test('a tag shows its whole label on hover, and the strip menu closes the tags to the right and the others', async () => {
  storeFifteenTags();
  const user = userEvent.setup();
  renderShell('/users/list/user-details/15');
  await screen.findByTestId('page');
  const first = screen.getAllByTestId('history-tag')[0];
  expect(within(first).getByRole('link')).toHaveAttribute('title', 'User 15');

  // Close to the right of the third tag (its context menu): the twelve older ones go.
  fireEvent.contextMenu(screen.getAllByTestId('history-tag')[2]);
  const context = await screen.findByTestId('tag-context-menu');
  await user.click(within(context).getByRole('menuitem', { name: 'Close to the right' }));
  await waitFor(() => expect(tagLabels()).toEqual(['User 15', 'User 14', 'User 13']));

  // Close the others of the second tag: it opens, and stays alone.
  fireEvent.contextMenu(screen.getAllByTestId('history-tag')[1]);
  await user.click(within(await screen.findByTestId('tag-context-menu')).getByRole('menuitem', { name: 'Close others' }));
  await waitFor(() => expect(tagLabels()).toEqual(['User 14']));
  expect(screen.getByTestId('page')).toHaveTextContent('/users/list/user-details/14');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tags) ?? '[]')).toHaveLength(1);
});

test('close others and close all from the strip menu', async () => {
  storeFifteenTags();
  const user = userEvent.setup();
  const { location } = renderShell('/users/list/user-details/15');
  await screen.findByTestId('page');
  await user.click(screen.getByRole('button', { name: 'Open pages (15)' }));
  await user.click(within(await screen.findByTestId('tags-menu')).getByRole('menuitem', { name: 'Close others' }));
  await waitFor(() => expect(tagLabels()).toEqual(['User 15']));

  await user.click(screen.getByRole('button', { name: 'Open pages (1)' }));
  await user.click(within(await screen.findByTestId('tags-menu')).getByRole('menuitem', { name: 'Close all' }));
  await waitFor(() => expect(location.pathname).toBe('/home'));
  await waitFor(() => expect(tagLabels()).toEqual(['Home']));
});

/** A page that names itself after its record once it has loaded it. */
function RoleUsersStandIn() {
  const { roleId } = useParams();
  usePageTitle(roleId === '2' ? 'Users of role Auditor' : null);
  return (
    <p data-testid="page">
      Role {roleId} <Link to="/backstage-management/permission-settings/role-list/user-list/3">Role 3</Link>
    </p>
  );
}

test("a page's own title names its tag and the document title; without one the route's title stands", async () => {
  const path = '/backstage-management/permission-settings/:tabName/user-list/:roleId';
  const user = userEvent.setup();
  renderShell('/backstage-management/permission-settings/role-list/user-list/2', {
    pages: { [path]: <RoleUsersStandIn /> },
  });
  await screen.findByTestId('page');
  await waitFor(() => expect(document.title).toBe('Users of role Auditor - Back Office'));
  expect(tagLabels()).toEqual(['Users of role Auditor']);

  // A role the page has no name for keeps the route's title.
  await user.click(screen.getByRole('link', { name: 'Role 3' }));
  await waitFor(() => expect(document.title).toBe('Users of role 3 - Back Office'));
  expect(tagLabels()).toEqual(['Users of role 3', 'Users of role Auditor']);

  // The name stays with its tag, also after a reload (it is kept with the tags).
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.tags) ?? '[]') as HistoryTag[];
  expect(stored.find((t) => t.path.endsWith('/2'))).toMatchObject({ title: 'Users of role Auditor', titleLng: 'en-US' });
});

test('a name given in another language is not shown: the route title is, until the page names itself again', async () => {
  setPageTitle('/users/list/user-details/7', '用户 a@b.com', 'zh-CN');
  localStorage.setItem(STORAGE_KEYS.tags, JSON.stringify([{ ...userTag(7), title: '用户 a@b.com', titleLng: 'zh-CN' }]));
  renderShell('/finance/deposit/pending');
  await screen.findByTestId('page');
  expect(tagLabels()).toEqual(['Deposits', 'User 7']);
});
