import { STORAGE_KEYS } from '@console/client';
import { activeOverride, applyOverrideQuery, parseOverrideQuery, readOverrides, remoteEntryUrl } from './overrides';

beforeEach(() => localStorage.clear());

const remote = { url: '/remotes/content-and-settings/1.2.0/', entry: 'remoteEntry.js' };

test('the entry of a pinned release is its versioned folder', () => {
  expect(remoteEntryUrl(remote, null, 'https://console.example')).toBe(
    'https://console.example/remotes/content-and-settings/1.2.0/remoteEntry.js',
  );
});

test('an override points at a development server', () => {
  expect(remoteEntryUrl(remote, 'http://localhost:3101/')).toBe('http://localhost:3101/remoteEntry.js');
  expect(remoteEntryUrl(remote, 'http://localhost:3101')).toBe('http://localhost:3101/remoteEntry.js');
  expect(remoteEntryUrl(remote, 'http://localhost:3101/custom/entry.js')).toBe('http://localhost:3101/custom/entry.js');
});

test('an override in the address is kept locally, and removed by an empty address', () => {
  expect(parseOverrideQuery('?remoteOverride=content-and-settings@http://localhost:3101/')).toEqual({
    name: 'content-and-settings',
    url: 'http://localhost:3101/',
  });
  applyOverrideQuery('?remoteOverride=content-and-settings@http://localhost:3101/', false);
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.remoteOverrides) ?? '{}')).toEqual({
    'content-and-settings': 'http://localhost:3101/',
  });
  expect(activeOverride('content-and-settings', false)).toBe('http://localhost:3101/');

  applyOverrideQuery('?remoteOverride=content-and-settings@', false);
  expect(readOverrides()).toEqual({});
});

test('production refuses overrides, from the address and from storage', () => {
  expect(applyOverrideQuery('?remoteOverride=content-and-settings@http://localhost:3101/', true)).toEqual({ refused: true });
  expect(localStorage.getItem(STORAGE_KEYS.remoteOverrides)).toBeNull();
  localStorage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify({ 'content-and-settings': 'http://localhost:3101/' }));
  expect(activeOverride('content-and-settings', true)).toBeNull();
});

test('addresses that are not http(s) are ignored', () => {
  expect(parseOverrideQuery('?remoteOverride=content-and-settings@javascript:alert(1)')).toBeNull();
  localStorage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify({ a: 'file:///etc/passwd', b: 'https://dev.example/' }));
  expect(readOverrides()).toEqual({ b: 'https://dev.example/' });
});
