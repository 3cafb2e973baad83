import { Flex, HStack, IconButton, NativeSelect, Spacer, Text, Button } from '../chakra';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage, useSession } from '@console/client';
import { ColorModeButton } from '@console/ui/shell';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { ExportJobToasts } from '../notifications/ExportJobToasts';
import { NotificationBell } from '../notifications/NotificationBell';
import { signOut } from './signOut';
import { useApplicationVersion, VersionPanel } from './VersionPanel';

export function Header({
  collapsed,
  onToggleSidebar,
  overrideRefused,
}: {
  collapsed: boolean;
  onToggleSidebar: () => void;
  overrideRefused: boolean;
}) {
  const { t, i18n } = useTranslation('host');
  const { manager } = useSession();
  const version = useApplicationVersion();
  const name = manager?.managerName || manager?.account || '';
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px="3"
      h="14"
      borderBottomWidth="1px"
      bg="bg.surface"
      flexShrink={0}
      data-testid="shell-header"
    >
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? t('header.expandSidebar') : t('header.collapseSidebar')}
        aria-expanded={!collapsed}
        onClick={onToggleSidebar}
      >
        {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
      </IconButton>
      <Spacer />
      <HStack gap="1">
        <NotificationBell />
        <ExportJobToasts />
        {version.data ? (
          <Text textStyle="xs" color="fg.muted" hideBelow="md" data-testid="application-version">
            {t('header.version', { version: version.data.version })}
          </Text>
        ) : null}
        <VersionPanel overrideRefused={overrideRefused} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            data-testid="language-switch"
            aria-label={t('language.label')}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) void setLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng}>
                {t(`language.${lng}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ColorModeButton />
        <Text
          textStyle="sm"
          fontWeight="medium"
          px="2"
          maxW="40"
          truncate
          title={t('header.signedInAs', { name })}
          data-testid="admin-name"
        >
          {name}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void signOut()}>
          <LuLogOut />
          {t('header.signOut')}
        </Button>
      </HStack>
    </Flex>
  );
}
