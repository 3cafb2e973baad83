import { currentLanguage } from '@console/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ManifestRemote } from '../manifest/manifest';
import { useManifest } from '../manifest/ManifestContext';
import { useRouteTable } from '../navigation/RouteTableContext';
import { findRoute } from '../navigation/routeTable';
import type { RemoteRouteMeta } from '@console/contracts';
import { areaName } from './area';
import { loadedRoutePage, loadRoutePage } from './loader';
import { type PageLoader, RemoteArea } from './RemoteArea';

/** One route of a remote: the guard has already checked the permission, so the remote may be fetched now. */
export function RemoteRoute({ remote, meta }: { remote: ManifestRemote; meta: RemoteRouteMeta }) {
  const { manifest } = useManifest();
  useTranslation('host');
  const load = useMemo<PageLoader>(
    () => Object.assign(() => loadRoutePage(remote, meta.id, manifest.production), { loaded: () => loadedRoutePage(remote, meta.id) }),
    [remote, meta.id, manifest.production],
  );
  return <RemoteArea key={`${remote.name}:${meta.id}`} area={areaName(remote, meta, currentLanguage())} load={load} />;
}

/** The element of every remote path: finds which remote route the location is. */
export function RemotePage() {
  const table = useRouteTable();
  const { pathname } = useLocation();
  const match = findRoute(table, pathname);
  if (!match?.route.remote || !match.route.meta) return null;
  return <RemoteRoute remote={match.route.remote} meta={match.route.meta} />;
}
