import { Button } from '@chakra-ui/react';
import { PageHeader } from '@console/ui';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { isSettingsTab, SETTINGS_PATH } from './paths';

/** The route's setting id and coin (`…/deposit-blockchain/{id}/{coin}`), and the tab to return to. */
export function useBlockchainRoute() {
  const { tabName, id, coin } = useParams();
  const settingId = Number(id);
  return {
    settingId: Number.isInteger(settingId) && settingId > 0 ? settingId : 0,
    coin: coin ?? '',
    backTo: `${SETTINGS_PATH}/${isSettingsTab(tabName) ? tabName : 'general'}`,
  };
}

/** The header of a coin's blockchain page: its title, the way back to the settings tab, and the actions. */
export function BlockchainHeader({
  title,
  description,
  backTo,
  actions,
}: {
  title: string;
  description: string;
  backTo: string;
  actions?: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => navigate(backTo)}>
            <LuArrowLeft /> {t('settings.action.back')}
          </Button>
          {actions}
        </>
      }
    />
  );
}
