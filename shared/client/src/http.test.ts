import { AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { LoginResult } from '@console/contracts';
import { api, cancelOtherPages, cancelPending, http, navigatingTo, pendingCount } from './http';
import { ApiError } from './errors';
import { setLanguage } from './i18n';
import { setNotifier } from './notifier';
import { onSessionInvalid, session } from './session';
import { STORAGE_KEYS } from './storage';

type Reply = { status: number; data: unknown; headers?: Record<string, string> };
type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

const seen: InternalAxiosRequestConfig[] = [];

/** Answers like a real adapter: honours the abort signal, rejects non-2xx statuses. */
function useAdapter(handler: Handler): void {
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      seen.push(config);
      const onAbort = () => reject(new CanceledError(undefined, undefined, config));
      if (config.signal?.aborted) return onAbort();
      (config.signal as AbortSignal | undefined)?.addEventListener?.('abort', onAbort);
      Promise.resolve(handler(config)).then((reply) => {
        const response: AxiosResponse = {
          data: reply.data,
          status: reply.status,
          statusText: String(reply.status),
          headers: new AxiosHeaders(reply.headers ?? { 'content-type': 'application/json' }),
          config,
        };
        if (reply.status >= 200 && reply.status < 300) resolve(response);
        else {
          const { AxiosError } = jest.requireActual('axios') as typeof import('axios');
          reject(new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response));
        }
      }, reject);
    });
  http.defaults.adapter = adapter;
}

/** A reply that only comes when `release` is called, so a test can act while the call is pending. */
function deferred(reply: Reply): { handler: Handler; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => gate.then(() => reply), release };
}

const ok = (data: unknown): Reply => ({ status: 200, data: { code: 1, msg: 'success', time: '2026-01-01T00:00:00Z', data } });

const signedIn: LoginResult = {
  token: 'token-123',
  manager: { id: 1, account: 'admin' } as LoginResult['manager'],
  authVo: { permissions: [1, 2, 261], tree: [] },
  currencyList: [],
  version: '1.0.0',
};

const errors: string[] = [];

beforeEach(() => {
  localStorage.clear();
  session.signOut();
  seen.length = 0;
  errors.length = 0;
  setNotifier({ error: (m) => errors.push(m), success: () => {} });
});

test('a successful envelope resolves to its data and the call carries the token and the language', async () => {
  session.signIn(signedIn);
  await setLanguage('zh-TW');
  useAdapter(() => ok({ version: '2.4.0' }));

  await expect(api.get('application/version')).resolves.toEqual({ version: '2.4.0' });

  expect(seen[0].baseURL).toBe('/api/');
  expect(seen[0].timeout).toBe(30_000);
  expect(seen[0].headers.get('Authorization')).toBe('token-123');
  expect(seen[0].headers.get('lang')).toBe('zh-TW');
  await setLanguage('en-US');
});

test('a call without a session sends no Authorization header', async () => {
  useAdapter(() => ok(null));
  await api.post('login/manager/login', { account: 'a' });
  expect(seen[0].headers.get('Authorization')).toBeFalsy();
  expect(seen[0].data).toBe(JSON.stringify({ account: 'a' }));
});

test('a refused envelope rejects with ApiError and shows its message', async () => {
  useAdapter(() => ({
    status: 400,
    data: {
      code: 0,
      msg: 'account: account is required',
      time: '2026-01-02T03:04:05Z',
      data: { fields: [{ path: 'account', message: 'account is required' }] },
    },
  }));

  const failure = await api.post('manage/add', {}).catch((e: unknown) => e);

  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ code: 0, msg: 'account: account is required', time: '2026-01-02T03:04:05Z', status: 400 });
  expect((failure as ApiError).fields).toEqual([{ path: 'account', message: 'account is required' }]);
  expect(errors).toEqual(['account: account is required']);
});

test('a non-1 code inside HTTP 200 is a failure too, and silent calls show nothing', async () => {
  useAdapter(() => ({ status: 200, data: { code: 0, msg: 'Role is in use', time: 't', data: null } }));
  await expect(api.post('auth/role/delete', { id: 3 }, { silent: true })).rejects.toMatchObject({
    code: 0,
    msg: 'Role is in use',
    status: 200,
  });
  expect(errors).toEqual([]);
});

test('an invalid session clears every stored session item and tells the listeners once', async () => {
  session.signIn(signedIn);
  localStorage.setItem(STORAGE_KEYS.tags, '[]');
  localStorage.setItem(STORAGE_KEYS.language, 'zh-CN');
  const invalid = jest.fn();
  const stop = onSessionInvalid(invalid);
  useAdapter(() => ({ status: 401, data: { code: -1, msg: 'Session expired', time: 't', data: { code: 3 } } }));

  const results = await Promise.allSettled([api.get('manage/list'), api.post('auth/role/list')]);

  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.manager)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.permissions)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.tags)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
  expect(session.getToken()).toBeNull();
  expect(session.getPermissions().size).toBe(0);
  expect(invalid).toHaveBeenCalledTimes(1);
  expect(errors).toEqual(['Session expired']);
  stop();
});

test('cancelling all pending calls rejects them silently with a CanceledError', async () => {
  const slow = deferred(ok([]));
  useAdapter(slow.handler);

  const call = api.post('manage/list').catch((e: unknown) => e);
  expect(pendingCount()).toBe(1);
  cancelPending();

  expect(await call).toBeInstanceOf(CanceledError);
  expect(errors).toEqual([]);
  expect(pendingCount()).toBe(0);
  slow.release();
});

test('cancelling one path leaves the calls of other paths running', async () => {
  const slow = deferred(ok('done'));
  useAdapter(slow.handler);

  const admins = api.get('manage/list').catch((e: unknown) => e);
  const roles = api.post('/auth/role/list');
  cancelPending('/manage/');
  slow.release();

  expect(await admins).toBeInstanceOf(CanceledError);
  await expect(roles).resolves.toBe('done');
});

test('arriving at a page cancels what the page left behind was loading, not what was fetched for the new page', async () => {
  const slow = deferred(ok('done'));
  useAdapter(slow.handler);
  window.history.pushState(null, '', '/backstage-management/white-list');
  const leftBehind = api.post('manage/whitelist').catch((e: unknown) => e);
  // The router starts the next page's data as the navigation begins, before the address changes.
  navigatingTo('/backstage-management/black-list');
  const fetchedAhead = api.post('account/ban/ip/list');
  window.history.pushState(null, '', '/backstage-management/black-list');
  cancelOtherPages('/backstage-management/black-list');
  const madeThere = api.post('lists/ipBlacklist/settings');
  slow.release();

  expect(await leftBehind).toBeInstanceOf(CanceledError);
  await expect(fetchedAhead).resolves.toBe('done');
  await expect(madeThere).resolves.toBe('done');
  expect(errors).toEqual([]);
});

test("the caller's own abort signal cancels the call", async () => {
  const slow = deferred(ok('late'));
  useAdapter(slow.handler);
  const controller = new AbortController();

  const call = api.get('manage/list', undefined, { signal: controller.signal }).catch((e: unknown) => e);
  controller.abort();

  expect(await call).toBeInstanceOf(CanceledError);
  slow.release();
});

test('an export is never cancelled and its file is saved', async () => {
  const createObjectURL = jest.fn(() => 'blob:export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const slow = deferred({
    status: 200,
    data: new Blob(['id,account\n1,admin\n'], { type: 'text/csv' }),
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="admins.csv"' },
  });
  useAdapter(slow.handler);

  const exported = api.download('reporting/user/export', { excelType: 1 }, 'users.csv');
  cancelPending();
  cancelPending('reporting/');
  slow.release();

  await expect(exported).resolves.toEqual({ kind: 'file', filename: 'admins.csv' });
  expect(clicked).toEqual(['admins.csv']);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
});

test('a call with no answer shows the generic message', async () => {
  useAdapter(() => Promise.reject(new (jest.requireActual('axios').AxiosError)('Network Error', 'ERR_NETWORK')));
  await expect(api.get('application/version')).rejects.toMatchObject({ code: 0, status: 0 });
  expect(errors).toEqual(['The request could not be sent. Check your connection and try again.']);
});

test('an HTTP error without an envelope names the status', async () => {
  useAdapter(() => ({ status: 502, data: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } }));
  await expect(api.get('application/version')).rejects.toMatchObject({ status: 502 });
  expect(errors).toEqual(['The server could not handle the request (HTTP 502). Try again later.']);
});

test('api.page resolves to the page of records', async () => {
  const page = { records: [{ id: 1 }], total: 1, size: 20, current: 1, pages: 1 };
  useAdapter(() => ok(page));
  await expect(api.page('backstageLog', { pageNum: 1, pageSize: 20 })).resolves.toEqual(page);
  expect(seen[0].method).toBe('post');
});
