import { navigatingTo, session } from '@console/client';
import type { ConsoleManifest } from '@console/contracts';
import { holdsPermission } from '../navigation/permissions';
import { buildRouteTable, findRoute } from '../navigation/routeTable';
import { loadRoutePage, startRemoteRoute } from './loader';

/**
 * The router's first word on a navigation to a remote path (its route loader, before anything draws): the
 * page's chunk and its data start together now rather than one after the other once the page has drawn.
 * What the guard would refuse (no session, no permission) is not fetched; the guard then decides as ever.
 */
export function beginRemoteNavigation(manifest: ConsoleManifest, url: URL): void {
  navigatingTo(url.pathname);
  const target = permittedRemoteRoute(manifest, url.pathname);
  if (!target) return;
  startRemoteRoute(target.remote, target.routeId, { params: target.params, search: url.searchParams }, manifest.production);
}

/**
 * A menu entry pointed at or focused: its page's chunk and its area's texts are fetched (not its data), so a
 * click a moment later finds them. Nothing for a page the guard would refuse.
 */
export function warmRemotePath(manifest: ConsoleManifest, pathname: string): void {
  const target = permittedRemoteRoute(manifest, pathname);
  if (target) loadRoutePage(target.remote, target.routeId, manifest.production, { quiet: true }).catch(() => {});
}

/** The remote route at `pathname`, when the signed-in admin may open it. */
function permittedRemoteRoute(manifest: ConsoleManifest, pathname: string) {
  if (!session.getToken()) return null;
  const permissions = session.getPermissions();
  const match = findRoute(buildRouteTable(manifest, permissions), pathname);
  const route = match?.route;
  if (!match || !route?.remote || !route.meta) return null;
  if (route.permission && !holdsPermission(permissions, route.permission)) return null;
  return { remote: route.remote, routeId: route.meta.id, params: match.params };
}
