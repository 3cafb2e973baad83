import { addNamespace } from '@console/client';
import type { ConsoleManifest } from '@console/contracts';
import { loadUiLocale, UI_NAMESPACE, UiProvider } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HOST_NAMESPACE, loadHostLocale } from '../locales/loadHostLocale';
import { ManifestContext } from '../manifest/ManifestContext';
import { RootLayout } from '../navigation/RootLayout';
import { HOME_PATH, NOT_FOUND_PATH } from '../navigation/routeTable';
import { NotFoundPage } from '../shell/NotFoundPage';
import { Shell } from '../shell/Shell';

/** The host's and the UI kit's texts, as the console loads them before its first screen. */
export async function loadShellTexts(): Promise<void> {
  await addNamespace(HOST_NAMESPACE, loadHostLocale);
  await addNamespace(UI_NAMESPACE, loadUiLocale);
}

const titles = (entries: Record<string, string>) => ({ 'en-US': entries, 'zh-CN': entries, 'zh-TW': entries });

/** Three deployed areas with menu entries (and their icons), tabs, and drill-down pages. */
export function shellManifest(): ConsoleManifest {
  const remote = (name: string, routes: ConsoleManifest['remotes'][number]['routes'], texts: Record<string, string>) => ({
    name,
    scope: name.replace(/-/g, '_'),
    version: '1.0.0',
    url: `/remotes/${name}/1.0.0/`,
    entry: 'remoteEntry.js',
    routes,
    titles: titles(texts),
  });
  return {
    environment: 'development',
    production: false,
    hostVersion: '1.0.0',
    remotes: [
      remote(
        'users',
        [
          {
            id: 'users',
            path: '/users/:tabName',
            permission: 'users.list',
            titleKey: 'routes.users',
            menu: { section: 'users', order: 10, to: '/users/list', icon: 'users' },
          },
          {
            id: 'user-details',
            path: '/users/:tabName/user-details/:accountId',
            permission: 'users.details',
            titleKey: 'routes.userDetails',
          },
          {
            id: 'user-settings',
            path: '/users/settings/:tabName',
            permission: 'userLevels.view',
            titleKey: 'routes.userSettings',
            menu: { section: 'users', order: 20, to: '/users/settings/user-level', icon: 'levels' },
          },
          {
            id: 'kyc-list',
            path: '/users/kyc-list',
            permission: 'kyc.list',
            titleKey: 'routes.kycList',
            menu: { section: 'users', order: 30, icon: 'kyc' },
          },
          {
            id: 'chats',
            path: '/customer-service/chats',
            permission: 'chat.view',
            titleKey: 'routes.chats',
            menu: { section: 'customerService', order: 10, icon: 'chat' },
          },
          {
            id: 'agents',
            path: '/agent/user-list',
            permission: 'agents.list',
            titleKey: 'routes.agents',
            menu: { section: 'agent', order: 10, icon: 'no-such-icon' },
          },
        ],
        {
          'routes.users': 'Users',
          'routes.userDetails': 'User {accountId}',
          'routes.userSettings': 'User levels',
          'routes.kycList': 'KYC reviews',
          'routes.chats': 'Customer chats',
          'routes.agents': 'Agents',
          'menu.section.users': 'Users',
          'menu.section.customerService': 'Customer service',
          'menu.section.agent': 'Agents',
        },
      ),
      remote(
        'finance',
        [
          {
            id: 'deposits',
            path: '/finance/deposit/:tabName',
            permission: 'deposit.list',
            titleKey: 'routes.deposits',
            menu: { section: 'finance', order: 10, to: '/finance/deposit/pending', icon: 'deposits' },
          },
          {
            id: 'withdrawals',
            path: '/finance/withdrawal/:tabName',
            permission: 'withdrawal.list',
            titleKey: 'routes.withdrawals',
            menu: { section: 'finance', order: 20, to: '/finance/withdrawal/pending', icon: 'withdrawals' },
          },
          {
            id: 'settings',
            path: '/finance/settings/:tabName',
            permission: 'financeSettings.view',
            titleKey: 'routes.settings',
            menu: { section: 'finance', order: 60, to: '/finance/settings/general', icon: 'finance-settings' },
          },
          {
            id: 'settings-deposit-blockchain',
            path: '/finance/settings/:tabName/deposit-blockchain/:id/:coin',
            permission: 'financeSettings.view',
            titleKey: 'routes.depositBlockchain',
          },
        ],
        {
          'routes.deposits': 'Deposits',
          'routes.withdrawals': 'Withdrawals',
          'routes.settings': 'Finance settings',
          'routes.depositBlockchain': 'Deposit blockchain channels',
          'menu.section.finance': 'Finance',
        },
      ),
      remote(
        'content-and-settings',
        [
          {
            id: 'permission-settings',
            path: '/backstage-management/permission-settings/:tabName',
            permission: 'admins.list',
            titleKey: 'routes.permissionSettings',
            menu: {
              section: 'backstageManagement',
              order: 10,
              to: '/backstage-management/permission-settings/admin-list',
              icon: 'permissions',
            },
          },
          {
            id: 'role-users',
            path: '/backstage-management/permission-settings/:tabName/user-list/:roleId',
            permission: 'roles.list',
            titleKey: 'routes.roleUsers',
          },
          {
            id: 'white-list',
            path: '/backstage-management/white-list',
            permission: 'ipWhitelist.list',
            titleKey: 'routes.whiteList',
            menu: { section: 'backstageManagement', order: 20, icon: 'whitelist' },
          },
        ],
        {
          'routes.permissionSettings': 'Permission settings',
          'routes.roleUsers': 'Users of role {roleId}',
          'routes.whiteList': 'IP whitelist',
          'menu.section.backstageManagement': 'Backstage management',
        },
      ),
    ],
  };
}

/** A stand-in for a remote's page: names the path it is shown at. */
function StandInPage() {
  const { pathname } = useLocation();
  return <p data-testid="page">Page at {pathname}</p>;
}

/**
 * The console's frame as the router mounts it (guard, shell, pages), at `path`. `pages` replaces the
 * stand-in page of some route paths. The API is whatever the test set up (`fakeApi`).
 */
export function renderShell(
  path: string,
  { manifest = shellManifest(), pages = {} }: { manifest?: ConsoleManifest; pages?: Record<string, ReactElement> } = {},
) {
  const routePaths = [...new Set(manifest.remotes.flatMap((r) => r.routes.map((route) => route.path)))];
  const location = { pathname: path };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <UiProvider defaultColorMode="light">
      <QueryClientProvider client={queryClient}>
        <ManifestContext.Provider value={{ manifest, error: null }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<RootLayout />}>
                <Route element={<Shell />}>
                  <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
                  <Route path={HOME_PATH} element={<p data-testid="page">Home page</p>} />
                  {routePaths.map((p) => (
                    <Route key={p} path={p} element={pages[p] ?? <StandInPage />} />
                  ))}
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
              </Route>
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ManifestContext.Provider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...view, location, queryClient };
}
