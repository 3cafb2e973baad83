import { session, withPrefetch } from '@console/client';
import type { RemoteDescriptor } from '@console/contracts';
import { signInWith } from '@console/ui/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { shellManifest } from '../test-support/shell';
import { loadRoutePage } from './loader';
import { beginRemoteNavigation, warmRemotePath } from './navigation';
import { waitFor } from '@testing-library/react';
import { shellShown } from '../shell/shown';
import { preloadableRemotes, preloadPermittedRemotes } from './preload';
import { remoteStatuses } from './remoteStatus';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const prefetch = jest.fn();
const loadPage = jest.fn(async () => ({ default: () => null }));

/** What the users remote exposes: its routes, the list pages carrying the prefetch of their data. */
function usersDescriptor(): RemoteDescriptor {
  const manifestRoutes = shellManifest().remotes.find((r) => r.name === 'users')!.routes;
  return {
    name: 'users',
    version: '1.0.0',
    namespace: 'users',
    routes: manifestRoutes.map((meta) => ({ ...meta, load: meta.id === 'users' ? withPrefetch(loadPage, prefetch) : loadPage })),
    loadLocale: async () => ({}),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockImplementation(
      async (id: string) =>
        (id.startsWith('users/')
          ? usersDescriptor()
          : { name: id, version: '1.0.0', namespace: id, routes: [], loadLocale: async () => ({}) }) as never,
    );
});
afterEach(() => {
  session.signOut();
  jest.clearAllMocks();
});

test("a navigation to a remote list starts the page's chunk and its data together, before anything draws", async () => {
  signInWith(['users.list']);
  beginRemoteNavigation(shellManifest(), new URL('http://console.test/users/list?status=1&pageNum=2'));
  await flush();
  expect(loadPage).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledTimes(1);
  const [visit] = prefetch.mock.calls[0]!;
  expect(visit.params).toEqual({ tabName: 'list' });
  expect(visit.search.toString()).toBe('status=1&pageNum=2');
});

test('nothing is fetched for a page the guard will refuse: no session, or no permission in it', async () => {
  beginRemoteNavigation(shellManifest(), new URL('http://console.test/users/list'));
  signInWith(['deposit.list']);
  beginRemoteNavigation(shellManifest(), new URL('http://console.test/users/list'));
  await flush();
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
});

test('the remotes fetched while the console is idle are those the admin may open, and only when signed in', async () => {
  const manifest = shellManifest();
  signInWith(['users.list', 'kyc.list']);
  expect(preloadableRemotes(manifest, session.getPermissions()).map((r) => r.name)).toEqual(['users']);
  signInWith([]);
  expect(preloadableRemotes(manifest, session.getPermissions())).toEqual([]);

  signInWith(['deposit.list', 'ipWhitelist.list']);
  const stop = preloadPermittedRemotes(manifest);
  await flush();
  // Nothing before the shell is on screen.
  expect(loadRemote).not.toHaveBeenCalled();
  shellShown();
  // One after the other, in the manifest's order; never the users area, which this admin cannot open.
  await waitFor(
    () => expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id.split('/')[0])).toEqual(['finance', 'content_and_settings']),
    {
      timeout: 10_000,
    },
  );
  stop();
});

test('nothing is fetched ahead when the browser saves data', async () => {
  const manifest = shellManifest();
  signInWith(['deposit.list', 'ipWhitelist.list']);
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  try {
    const stop = preloadPermittedRemotes(manifest);
    shellShown();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadRemote).not.toHaveBeenCalled();
    stop();
  } finally {
    Reflect.deleteProperty(navigator, 'connection');
  }
});

test('a remote that cannot be fetched ahead is not marked failed; the admin opening its page is told', async () => {
  const manifest = shellManifest();
  // A remote no other test of this file has loaded.
  const finance = manifest.remotes.find((r) => r.name === 'finance')!;
  const reports = { ...finance, name: 'reports', scope: 'reports', url: '/remotes/reports/1.0.0/' };
  manifest.remotes = [reports];
  jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to load script resources.'));
  signInWith(['deposit.list']);
  warmRemotePath(manifest, reports.routes[0]!.path);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(loadRemote).toHaveBeenCalled();
  expect(remoteStatuses().reports?.state).not.toBe('failed');

  await expect(loadRoutePage(reports, reports.routes[0]!.id, false)).rejects.toThrow('Failed to load script resources.');
  expect(remoteStatuses().reports).toMatchObject({ state: 'failed', error: 'Failed to load script resources.' });
}, 15_000);
