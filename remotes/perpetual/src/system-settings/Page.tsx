import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { errorMessage, PageHeader, PathTabRoute, PathTabs } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { SETTINGS_PATH, SETTINGS_TABS, type SettingsTabName, useSettings } from './api';
import { SettingsTab } from './SettingsTab';

/**
 * The perpetual system settings, one tab per part (`/perpetual/system-settings/{tabName}`): trading and the
 * client's margin input, leverage, the risk thresholds, fees, and the take-profit / stop-loss limits. An
 * unknown tab opens the first.
 */
export default function SystemSettingsPage() {
  return (
    <PathTabRoute tabs={SETTINGS_TABS} basePath={SETTINGS_PATH}>
      {(tab) => <SystemSettings tab={tab.name} />}
    </PathTabRoute>
  );
}

function SystemSettings({ tab }: { tab: SettingsTabName }) {
  const { t } = useAreaTranslation();
  const settings = useSettings();
  return (
    <>
      <PageHeader title={t('routes.systemSettings')} description={t('systemSettings.description')} />
      <PathTabs tabs={SETTINGS_TABS} current={tab} basePath={SETTINGS_PATH} label={(name) => t(`systemSettings.tab.${name}`)} />
      {settings.error ? (
        <Stack role="alert" gap="2" align="flex-start" maxW="3xl">
          <Text fontWeight="medium">{t('systemSettings.loadError')}</Text>
          <Text textStyle="sm" color="fg.muted">
            {errorMessage(settings.error) ?? t('systemSettings.loadErrorHint')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
            {t('systemSettings.retry')}
          </Button>
        </Stack>
      ) : settings.isPending ? (
        <Stack gap="3" maxW="3xl" aria-busy="true" aria-label={t('systemSettings.loading')}>
          <Skeleton height="6" />
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      ) : settings.data ? (
        <SettingsTab key={tab} tab={tab} saved={settings.data} />
      ) : (
        <Box maxW="3xl">
          <Text>{t('systemSettings.none')}</Text>
        </Box>
      )}
    </>
  );
}
