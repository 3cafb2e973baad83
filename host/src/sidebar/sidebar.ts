import type { ConsoleManifest, Language } from '@console/contracts';
// By module, not the shared contracts whole (which bring zod): the shell needs only this.
import { MENU_SECTION_ORDER } from '@console/contracts/delivery';
import { matchPath } from 'react-router-dom';
import { holdsPermission } from '../navigation/permissions';
import { type ConsoleRoute, findRoute } from '../navigation/routeTable';

export interface SidebarItem {
  id: string;
  remote: string;
  /** The route's path pattern: the entry stands for every page of the route (its tabs, its parameters). */
  path: string;
  to: string;
  label: string;
  /** The icon name the remote gave (`menu.icon`), drawn by the host's icon map. */
  icon?: string;
  order: number;
  /** The remote could not be loaded (or its release is unusable): the entry stays, marked. */
  unavailable: boolean;
}

export interface SidebarSection {
  id: string;
  label: string;
  order: number;
  items: SidebarItem[];
}

function titleIn(titles: ConsoleManifest['remotes'][number]['titles'], lng: Language, key: string): string {
  return titles?.[lng]?.[key] ?? titles?.['en-US']?.[key] ?? key;
}

/**
 * The sidebar: the menu entries of the deployed remotes whose view permission the admin holds, grouped
 * by section, sections and entries in their declared order.
 */
export function buildSidebar(
  manifest: ConsoleManifest,
  permissions: ReadonlySet<number>,
  lng: Language,
  failedRemotes: ReadonlySet<string> = new Set(),
): SidebarSection[] {
  const sections = new Map<string, SidebarSection>();
  for (const remote of manifest.remotes) {
    const unavailable = Boolean(remote.error) || failedRemotes.has(remote.name);
    for (const route of remote.routes) {
      if (!route.menu || !holdsPermission(permissions, route.permission)) continue;
      const to = route.menu.to ?? route.path;
      // A path with parameters cannot be opened from the menu without a target.
      if (/[:*]/.test(to)) continue;
      const sectionId = route.menu.section;
      let section = sections.get(sectionId);
      if (!section) {
        section = { id: sectionId, label: titleIn(remote.titles, lng, `menu.section.${sectionId}`), order: route.menu.order, items: [] };
        sections.set(sectionId, section);
      }
      section.order = Math.min(section.order, route.menu.order);
      section.items.push({
        id: `${remote.name}:${route.id}`,
        remote: remote.name,
        path: route.path,
        to,
        label: titleIn(remote.titles, lng, route.titleKey),
        icon: route.menu.icon,
        order: route.menu.order,
        unavailable,
      });
    }
  }
  const byOrder = <T extends { order: number; label: string }>(a: T, b: T) => a.order - b.order || a.label.localeCompare(b.label);
  const rank = (id: string) => {
    const index = (MENU_SECTION_ORDER as readonly string[]).indexOf(id);
    return index === -1 ? MENU_SECTION_ORDER.length : index;
  };
  return [...sections.values()]
    .map((section) => ({ ...section, items: section.items.sort(byOrder) }))
    .sort((a, b) => rank(a.id) - rank(b.id) || byOrder(a, b));
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The menu entry the page at `pathname` belongs to, so that the sidebar keeps its area highlighted on
 * sub-pages: the entry of the page's own route (whichever tab or record it shows), else, for a page that
 * has no entry of its own, the entry whose
 * route is the longest leading part of the path (a drill-down such as `/users/list/user-details/123`
 * belongs to `/users/:tabName`), preferring fixed segments over parameters. None for a path no route knows.
 */
export function owningEntry(sections: readonly SidebarSection[], table: ConsoleRoute[], pathname: string): SidebarItem | null {
  const match = findRoute(table, pathname);
  if (!match) return null;
  const items = sections.flatMap((s) => s.items);
  const own = items.find((item) => item.path === match.route.path);
  // A page with a menu entry of its own belongs to no other entry, even when that one is not shown.
  if (own || match.route.meta?.menu) return own ?? null;
  let best: SidebarItem | null = null;
  let bestScore = [-1, -1];
  for (const item of items) {
    if (!matchPath({ path: item.path, end: false }, pathname)) continue;
    const segments = segmentsOf(item.path);
    const score = [segments.length, segments.filter((s) => !s.startsWith(':')).length];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}
