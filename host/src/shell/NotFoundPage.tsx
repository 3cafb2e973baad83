import { useSession } from '@console/client';
import { useTranslation } from 'react-i18next';
import { LuSearchX } from 'react-icons/lu';
import { HOME_PATH, LOGIN_PATH } from '../navigation/routeTable';
import { ShellMessage } from './ShellMessage';

/** A path no page answers: inside the shell when signed in, alone with a way to sign in otherwise. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  const { token } = useSession();
  return (
    <ShellMessage
      testId="not-found-page"
      code="404"
      icon={token ? <LuSearchX /> : undefined}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={token ? { to: HOME_PATH, label: t('notFound.home') } : { to: LOGIN_PATH, label: t('notFound.signIn') }}
      standalone={!token}
    />
  );
}
