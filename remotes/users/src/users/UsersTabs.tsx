import { Tabs } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { LIST_TAB, USERS_PATH } from './format';

export const BATCH_TAB = 'batch-upload';
export const USERS_TABS = [LIST_TAB, BATCH_TAB] as const;
export type UsersTabName = (typeof USERS_TABS)[number];

/** The tabs of the users page (the list, the batch uploads): each tab is its own path, so it can be linked. */
export function UsersTabs({ current }: { current: UsersTabName }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <Tabs.Root value={current} onValueChange={(e) => navigate(`${USERS_PATH}/${e.value}`)} variant="line" size="sm" mb="3">
      <Tabs.List>
        {USERS_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {t(`users.tab.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
