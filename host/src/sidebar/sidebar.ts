import { type ConsoleManifest, type Language, MENU_SECTION_ORDER } from '@console/contracts';
import { holdsPermission } from '../navigation/permissions';

export interface SidebarItem {
  id: string;
  remote: string;
  to: string;
  label: string;
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
        to,
        label: titleIn(remote.titles, lng, route.titleKey),
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
