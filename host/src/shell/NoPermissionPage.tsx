import { currentLanguage } from '@console/client';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { useRouteTable } from '../navigation/RouteTableContext';
import { findRoute, HOME_PATH } from '../navigation/routeTable';
import { routeTitle } from '../title/title';
import { ShellMessage } from './ShellMessage';

/**
 * A page of the console whose view permission the admin's roles do not give: said so inside the shell, at
 * the address asked for, naming the page (its title comes with the release metadata, so the area itself is
 * never downloaded).
 */
export function NoPermissionPage() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const match = findRoute(useRouteTable(), pathname);
  const page = match ? routeTitle(match.route, match.params, currentLanguage(), t) : pathname;
  return (
    <ShellMessage
      testId="no-permission-page"
      code="403"
      icon={<LuLock />}
      title={t('noPermission.title')}
      description={t('noPermission.description', { page })}
      action={{ to: HOME_PATH, label: t('noPermission.home') }}
    />
  );
}
