import type { Language, RemoteRouteMeta } from '@console/contracts';
import type { ManifestRemote } from '../manifest/manifest';

/**
 * The name of the area a route belongs to, as the admin knows it from the sidebar: its menu section, or
 * the section of the remote's menu entry that shares the first segment of its path.
 */
export function areaName(remote: ManifestRemote, meta: RemoteRouteMeta, lng: Language): string {
  const label = (section: string) => {
    const key = `menu.section.${section}`;
    return remote.titles?.[lng]?.[key] ?? remote.titles?.['en-US']?.[key] ?? null;
  };
  if (meta.menu) return label(meta.menu.section) ?? remote.name;
  const segment = meta.path.split('/')[1];
  const sibling = remote.routes.find((r) => r.menu && r.path.split('/')[1] === segment) ?? remote.routes.find((r) => r.menu);
  return (sibling?.menu && label(sibling.menu.section)) || remote.name;
}
