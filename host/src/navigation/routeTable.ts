import type { ConsoleManifest, RemoteRouteMeta } from '@console/contracts';
import { matchRoutes } from 'react-router-dom';
import type { ManifestRemote } from '../manifest/manifest';
import { holdsPermission } from './permissions';

export type TitleRef = { source: 'host'; key: string } | { source: 'remote'; remote: string; key: string };

export interface ConsoleRoute {
  id: string;
  path: string;
  access: 'public' | 'session';
  /** Catalogue key of the view permission the route needs; null for pages every signed-in admin may open. */
  permission: string | null;
  title: TitleRef;
  remote: ManifestRemote | null;
  meta: RemoteRouteMeta | null;
}

import { HOME_PATH, LOGIN_PATH, MAIN_PATH, NOT_FOUND_PATH } from './paths';

export { HOME_PATH, LOGIN_PATH, MAIN_PATH, NOT_FOUND_PATH };

const hostRoute = (id: string, path: string, access: ConsoleRoute['access'], titleKey: string): ConsoleRoute => ({
  id,
  path,
  access,
  permission: null,
  title: { source: 'host', key: titleKey },
  remote: null,
  meta: null,
});

/** The remote route that provides the dashboard at /home (the reports area), when one is deployed. */
export function remoteHome(manifest: ConsoleManifest): { remote: ManifestRemote; meta: RemoteRouteMeta } | null {
  for (const remote of manifest.remotes) {
    const meta = remote.routes.find((r) => r.path === HOME_PATH);
    if (meta) return { remote, meta };
  }
  return null;
}

/**
 * Every route the console knows: its own pages and the routes of every deployed remote. The page at /home
 * is the deployed dashboard when the admin may open it, and the console's start page otherwise.
 */
export function buildRouteTable(manifest: ConsoleManifest, permissions: ReadonlySet<number>): ConsoleRoute[] {
  const table: ConsoleRoute[] = [
    hostRoute('root', '/', 'public', 'route.home'),
    hostRoute('main', MAIN_PATH, 'public', 'route.home'),
    hostRoute('login', LOGIN_PATH, 'public', 'route.login'),
    hostRoute('not-found', NOT_FOUND_PATH, 'public', 'route.notFound'),
  ];
  const home = remoteHome(manifest);
  if (home && holdsPermission(permissions, home.meta.permission)) {
    table.push({
      id: 'home',
      path: HOME_PATH,
      access: 'session',
      permission: home.meta.permission,
      title: { source: 'remote', remote: home.remote.name, key: home.meta.titleKey },
      remote: home.remote,
      meta: home.meta,
    });
  } else {
    table.push(hostRoute('home', HOME_PATH, 'session', 'route.home'));
  }
  const seen = new Set(table.map((r) => r.path));
  for (const remote of manifest.remotes) {
    for (const meta of remote.routes) {
      if (seen.has(meta.path)) continue;
      seen.add(meta.path);
      table.push({
        id: `${remote.name}:${meta.id}`,
        path: meta.path,
        access: 'session',
        permission: meta.permission,
        title: { source: 'remote', remote: remote.name, key: meta.titleKey },
        remote,
        meta,
      });
    }
  }
  return table;
}

export interface RouteMatch {
  route: ConsoleRoute;
  params: Record<string, string>;
}

/**
 * Each table's answers by path. `matchRoutes` ranks and compiles every route of the table on each call (some
 * 200 of them), and the root layout, the sidebar and the notifications ask again on every draw of the shell,
 * mostly for the same path. A table is rebuilt when the manifest or the admin's permissions change, which starts
 * its answers afresh.
 */
const answers = new WeakMap<ConsoleRoute[], Map<string, RouteMatch | null>>();
const ANSWERS_KEPT = 100;

/** The route a path belongs to (react-router's ranking), with its parameters. */
export function findRoute(table: ConsoleRoute[], pathname: string): RouteMatch | null {
  let known = answers.get(table);
  if (!known) {
    known = new Map();
    answers.set(table, known);
  }
  const answer = known.get(pathname);
  if (answer !== undefined) return answer;
  const found = matchRoute(table, pathname);
  if (known.size >= ANSWERS_KEPT) known.clear();
  known.set(pathname, found);
  return found;
}

function matchRoute(table: ConsoleRoute[], pathname: string): RouteMatch | null {
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(last.params)) if (typeof value === 'string' && name !== '*') params[name] = value;
  return { route: (last.route as { route: ConsoleRoute }).route, params };
}
