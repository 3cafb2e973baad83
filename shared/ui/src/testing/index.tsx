import { type AdminManager, type ListSettings, permissionId } from '@console/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, i18nReady, session, setNotifier, i18n as sharedI18n } from '@console/client';
import type { AxiosAdapter, AxiosRequestConfig } from 'axios';
import { UI_NAMESPACE } from '../i18n';
import enUS from '../locales/en-US.json';
import { UiProvider } from '../provider';
import { Toaster, toaster as toastStore, toastError, toastSuccess } from '../toaster';

// jsdom has no PointerEvent; Ark's switch and checkbox create one when they are clicked.
if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

/**
 * Helpers for tests of screens built with the kit: texts, a signed-in admin, providers like the host's,
 * and a fake manager API behind the console's one axios instance.
 */

/** The kit's English texts (and any other namespaces given) in the shared i18next instance, as the host loads them. */
export async function useEnglishTexts(extra: Record<string, Record<string, unknown>> = {}): Promise<void> {
  await i18nReady;
  sharedI18n.addResourceBundle('en-US', UI_NAMESPACE, enUS, true, true);
  for (const [ns, texts] of Object.entries(extra)) sharedI18n.addResourceBundle('en-US', ns, texts, true, true);
  await sharedI18n.changeLanguage('en-US');
}

export function testManager(overrides: Partial<AdminManager> = {}): AdminManager {
  return {
    id: 1,
    account: 'admin',
    parentAccount: null,
    managerName: 'Administrator',
    salesAccount: null,
    userLevel: null,
    site: null,
    managerType: 1,
    status: 1,
    locked: 0,
    gauthCode: null,
    loginIp: null,
    loginArea: null,
    lastLoginIp: null,
    lastLoginArea: null,
    loginFailure: 0,
    timeZone: 'UTC',
    roleId: 1,
    roleIds: [1],
    roleNames: ['Super administrator'],
    loginDate: null,
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A coin the sign-in lists: amounts in it are shown with its decimals. */
export interface TestCoin {
  id: number;
  code: string;
  decimals: number;
}

/** Signs a test admin in holding exactly the permissions named, the sign-in listing `coins`. */
export function signInWith(permissionKeys: string[], manager: Partial<AdminManager> = {}, coins: readonly TestCoin[] = []): void {
  session.signIn({
    token: 'test-token',
    manager: testManager(manager),
    authVo: { permissions: permissionKeys.map(permissionId), tree: [] },
    currencyList: [...coins],
    version: 'test',
  });
}

/**
 * Takes the action `action` of a table row: from its menu, or its button where the row has only that one
 * action (the kit shows a single row action as a button).
 */
export async function clickRowAction(row: HTMLElement, action: string): Promise<void> {
  const menu = within(row).queryByRole('button', { name: 'Row actions' });
  if (menu) {
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  } else {
    await userEvent.click(within(row).getByRole('button', { name: action }));
  }
}

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** Renders the element as this route pattern (so `useParams` works); other paths render nothing. */
  path?: string;
  wrapper?: (children: ReactNode) => ReactElement;
  /**
   * Mounts the toaster, for tests that assert on toasts. It settles shortly after its first render, so
   * such a test should await something (a user event, a findBy query) before it ends.
   */
  toaster?: boolean;
}

/**
 * Renders like the host does: Chakra and the colour mode, a query client, a router, and the toaster wired
 * to the client's notifier. `location()` gives the router's current path and query.
 */
export function renderWithUi(ui: ReactElement, { route = '/', path, wrapper, toaster = false }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  setNotifier({ error: (message) => toastError(message), success: (message) => toastSuccess(message) });
  // The toaster is a module singleton: toasts of an earlier test would still be queued.
  toastStore.remove();
  let current = route;
  function LocationProbe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  const content = wrapper ? wrapper(ui) : ui;
  const tree = (
    <UiProvider defaultColorMode="light">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={content} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            content
          )}
          <LocationProbe />
        </MemoryRouter>
        {toaster ? <Toaster /> : null}
      </QueryClientProvider>
    </UiProvider>
  );
  return { ...render(tree), queryClient, location: () => current };
}

export interface FakeCall {
  method: string;
  /** Path below `/api/`, without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer other than success: the envelope the API sends with an error status. */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly fields?: { path: string; message: string }[],
  ) {}
}

export type FakeRoute = (call: FakeCall) => unknown;

function queryOf(config: AxiosRequestConfig, url: URL): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [key, value] of Object.entries((config.params as Record<string, unknown> | undefined) ?? {})) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  return query;
}

/**
 * Answers the console's calls from `routes` (keyed `METHOD path`, such as `POST auth/role/list`), wrapping
 * what a route returns in a success envelope, or in an error envelope for a FakeFailure. A call without a
 * route fails the way an unknown API path does (404). Every call is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const listSettings = fakeListSettings();
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(String(config.url), 'http://console.test/api/');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = String(config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const call: FakeCall = { method, path, query: queryOf(config, url), body };
    calls.push(call);
    const route = routes[`${method} ${path}`] ?? listSettings(method, path);
    const time = new Date().toISOString();
    let status = 200;
    let envelope: unknown;
    if (!route) {
      status = 404;
      envelope = { code: 0, msg: `No route ${method} ${path}`, time, data: null };
    } else {
      const result = await route(call);
      if (result instanceof FakeFailure) {
        status = result.status;
        envelope = { code: 0, msg: result.msg, time, data: result.fields ? { fields: result.fields } : null };
      } else {
        envelope = { code: 1, msg: 'success', time, data: result ?? null };
      }
    }
    return { data: envelope, status, statusText: String(status), headers: { 'content-type': 'application/json' }, config };
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    /** The calls made to one route. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/**
 * The list settings calls every list makes (`lists/<key>/settings`, `lists/<key>/views`), answered from memory
 * as the API would for one admin, unless a test gives its own route.
 */
function fakeListSettings() {
  const store = new Map<string, ListSettings>();
  let nextId = 1;
  const of = (key: string) => store.get(key) ?? { columns: null, density: null, views: [] };
  return (method: string, path: string): FakeRoute | undefined => {
    const match = /^lists\/([^/]+)\/(settings|views)(?:\/(\d+))?$/.exec(path);
    if (!match) return undefined;
    const [, key, part, id] = match;
    if (part === 'settings' && method === 'GET') return () => of(key);
    if (part === 'settings' && method === 'PUT')
      return ({ body }) => {
        const input = body as Partial<ListSettings>;
        const current = of(key);
        const next = {
          ...current,
          columns: input.columns === undefined ? current.columns : input.columns,
          density: input.density ?? current.density,
        };
        store.set(key, next);
        return next;
      };
    if (part === 'views' && method === 'POST')
      return ({ body }) => {
        const input = body as { name: string; query: string; columns?: ListSettings['columns'] };
        const now = new Date().toISOString();
        const view = {
          id: nextId++,
          name: input.name,
          query: input.query,
          columns: input.columns ?? null,
          createDate: now,
          updateDate: now,
        };
        const current = of(key);
        store.set(key, { ...current, views: [...current.views.filter((v) => v.name !== view.name), view] });
        return view;
      };
    if (part === 'views' && method === 'DELETE' && id)
      return () => {
        const current = of(key);
        store.set(key, { ...current, views: current.views.filter((v) => v.id !== Number(id)) });
        return null;
      };
    return undefined;
  };
}

/** A page of `records` as the API sends it. */
export function pageOf<T>(records: T[], pageNum = 1, pageSize = 20, total = records.length) {
  return { records, total, size: pageSize, current: pageNum, pages: Math.ceil(total / pageSize) };
}
