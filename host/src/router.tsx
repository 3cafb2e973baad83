import type { ConsoleManifest } from '@console/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { beginRemoteNavigation } from './areas/navigation';
import { RootLayout } from './navigation/RootLayout';
import { RouteError } from './navigation/RouteError';
import { HOME_PATH, LOGIN_PATH, MAIN_PATH, NOT_FOUND_PATH } from './navigation/routeTable';

/** Every path a remote of the manifest serves (the dashboard at /home is handled by the home page). */
function remotePaths(manifest: ConsoleManifest): string[] {
  const paths = new Set<string>();
  for (const remote of manifest.remotes) for (const route of remote.routes) if (route.path !== HOME_PATH) paths.add(route.path);
  return [...paths];
}

const notFoundPage = async () => ({
  Component: (await import(/* webpackChunkName: "not-found" */ './shell/NotFoundPage')).NotFoundPage,
});

/**
 * The console's routes. Everything drawn with the UI kit (the shell, the 404 page, remote areas) comes in
 * later chunks than the router itself.
 */
export function consoleRoutes(manifest: ConsoleManifest): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first screen waits for its chunks; the page stays blank for that moment rather than flashing.
      HydrateFallback: () => null,
      children: [
        { path: '/', element: <Navigate to={MAIN_PATH} replace /> },
        { path: MAIN_PATH, element: <Navigate to={HOME_PATH} replace /> },
        {
          path: LOGIN_PATH,
          // A signed-in console seldom shows the sign-in form again: it is not part of the shell's download.
          lazy: async () => ({ Component: (await import(/* webpackChunkName: "login-route" */ './login/LoginRoute')).LoginRoute }),
        },
        {
          lazy: async () => {
            const { UiRoot, prepareUi } = await import(/* webpackChunkName: "ui-root" */ './shell/UiRoot');
            await prepareUi();
            return { Component: UiRoot };
          },
          children: [
            {
              // Signed in, the frame of every page, the not-found and no-permission pages included; signed out,
              // only the not-found page gets here (the guard sends the rest to Login) and it stands alone.
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "shell" */ './shell/Shell')).Shell }),
              children: [
                { path: NOT_FOUND_PATH, lazy: notFoundPage },
                {
                  path: HOME_PATH,
                  lazy: async () => ({ Component: (await import(/* webpackChunkName: "home" */ './home/HomePage')).HomePage }),
                },
                ...remotePaths(manifest).map<RouteObject>((path) => ({
                  path,
                  // Starts the page's chunk and data as the navigation starts; the page itself renders no sooner.
                  loader: ({ request }) => {
                    beginRemoteNavigation(manifest, new URL(request.url));
                    return null;
                  },
                  // A new query of the same page (filters, paging) is the page's own business: it fetches it itself.
                  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
                  lazy: async () => ({
                    Component: (await import(/* webpackChunkName: "remote-page" */ './areas/RemotePage')).RemotePage,
                  }),
                })),
                { path: '*', lazy: notFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createConsoleRouter(manifest: ConsoleManifest) {
  return createBrowserRouter(consoleRoutes(manifest));
}
