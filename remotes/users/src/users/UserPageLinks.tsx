import { Button } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { LuArrowLeft, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { USERS_PATH, userPaths } from './format';

/** The header links of a page about one user: back to the list, and the user's details when permitted. */
export function UserPageLinks({ tab, accountId }: { tab: string; accountId: number }) {
  const { t } = useAreaTranslation();
  const canDetails = useCan('users.details');
  return (
    <>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={`${USERS_PATH}/${tab}`}>
          <LuArrowLeft /> {t('users.backToList')}
        </RouterLink>
      </Button>
      {canDetails ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={userPaths.details(tab, accountId)}>
            <LuUserRound /> {t('users.action.details')}
          </RouterLink>
        </Button>
      ) : null}
    </>
  );
}
