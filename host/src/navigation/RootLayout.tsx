import { cancelOtherPages, cancelPending, currentLanguage, namedPageTitle, usePageTitles, useSession } from '@console/client';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBranding } from '../branding/branding';
import { useManifest } from '../manifest/ManifestContext';
import { documentTitle, routeTitle } from '../title/title';
import { decideNavigation } from './guard';
import { buildRouteTable, findRoute } from './routeTable';
import { RouteTableContext } from './RouteTableContext';
import { signOutReason } from './signOutReason';
import { type PageVerdict, PageVerdictContext } from './verdict';

/**
 * The root of every page: the navigation guard, the document title, and the cancellation of the
 * previous page's pending calls when the path changes.
 */
export function RootLayout() {
  const location = useLocation();
  const { manifest } = useManifest();
  const { token, permissions } = useSession();
  const { t } = useTranslation('host');
  const brand = useBranding();
  const named = usePageTitles();
  const table = useMemo(() => buildRouteTable(manifest, permissions), [manifest, permissions]);
  const match = findRoute(table, location.pathname);
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    token,
    permissions,
    route: match?.route ?? null,
    signOutReason: signOutReason(),
  });
  const verdict: PageVerdict = decision.kind === 'notFound' ? 'notFound' : decision.kind === 'forbidden' ? 'forbidden' : 'page';

  const lng = currentLanguage();
  // The name the page gave itself (`usePageTitle`) wins over the route's title, as on its history tag.
  const pageTitle =
    verdict === 'notFound'
      ? t('route.notFound')
      : verdict === 'forbidden'
        ? t('route.noPermission')
        : match
          ? (namedPageTitle(location.pathname, lng, named) ?? routeTitle(match.route, match.params, lng, t))
          : '';
  const applicationName = brand.systemName ?? t('app.defaultName');
  useEffect(() => {
    if (decision.kind !== 'redirect') document.title = documentTitle(pageTitle, applicationName);
  }, [decision.kind, pageTitle, applicationName]);

  useEffect(() => {
    // Arriving at a page abandons what the pages left behind were loading (exports excepted: they are never
    // cancelled); what was fetched for this page as the navigation started keeps going.
    cancelOtherPages(location.pathname);
  }, [location.pathname]);
  useEffect(() => () => cancelPending(), []);

  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.reason ? { reason: decision.reason } : undefined} />;
  }
  return (
    <RouteTableContext.Provider value={table}>
      <PageVerdictContext.Provider value={verdict}>
        <Outlet />
      </PageVerdictContext.Provider>
    </RouteTableContext.Provider>
  );
}
