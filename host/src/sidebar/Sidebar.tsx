import { Badge, Box, Flex, Icon, Image, Link, Portal, Separator, Stack, Text, Tooltip } from '../chakra';
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { warmRemotePath } from '../areas/navigation';
import { DEFAULT_LOGOS, useBranding } from '../branding/branding';
import { useManifest } from '../manifest/ManifestContext';
import { useRouteTable } from '../navigation/RouteTableContext';
import { HOME_PATH } from '../navigation/routeTable';
import { usePageVerdict } from '../navigation/verdict';
import { menuIcon, sectionIcon } from './icons';
import { owningEntry, type SidebarItem } from './sidebar';
import { useSidebar } from './useSidebar';

/** The label of a collapsed sidebar's icon, shown beside it on hover and keyboard focus. */
function CollapsedTooltip({ label, enabled, children }: { label: string; enabled: boolean; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content data-testid="sidebar-tooltip">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {label}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** An entry redraws only when it changes (its item, its icon, collapsed or active), not on every navigation. */
const Entry = memo(function Entry({
  item,
  icon,
  collapsed,
  active,
}: {
  item: Pick<SidebarItem, 'to' | 'label' | 'unavailable'>;
  icon: IconType;
  collapsed: boolean;
  active: boolean;
}) {
  const { t } = useTranslation('host');
  const { manifest } = useManifest();
  const label = item.unavailable ? `${item.label} — ${t('sidebar.unavailableHint')}` : item.label;
  // Pointing at an entry fetches its page's code, which a click a moment later then finds.
  const warm = () => warmRemotePath(manifest, item.to);
  return (
    <CollapsedTooltip label={label} enabled={collapsed}>
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2.5"
        position="relative"
        px={collapsed ? '0' : '3'}
        h="9"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        rounded="md"
        textStyle="sm"
        color={active ? 'brand.fg' : 'fg'}
        bg={active ? 'brand.subtle' : undefined}
        fontWeight={active ? 'semibold' : 'normal'}
        _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', textDecoration: 'none' }}
        title={collapsed ? undefined : label}
        data-testid="menu-entry"
      >
        <RouterLink to={item.to} aria-current={active ? 'page' : undefined} onPointerEnter={warm} onFocus={warm}>
          <Icon as={icon} boxSize={collapsed ? '5' : '4'} flexShrink={0} color={active ? 'brand.fg' : 'fg.muted'} aria-hidden />
          {collapsed ? (
            <Text as="span" srOnly>
              {item.label}
            </Text>
          ) : (
            <Text as="span" flex="1" truncate>
              {item.label}
            </Text>
          )}
          {item.unavailable ? (
            collapsed ? (
              <Box
                as="span"
                position="absolute"
                top="1"
                insetEnd="2"
                boxSize="2"
                rounded="full"
                bg="red.solid"
                data-testid="menu-unavailable"
                aria-label={t('sidebar.unavailable')}
              />
            ) : (
              <Badge colorPalette="red" variant="subtle" size="sm" data-testid="menu-unavailable">
                {t('sidebar.unavailable')}
              </Badge>
            )
          ) : null}
        </RouterLink>
      </Link>
    </CollapsedTooltip>
  );
});

/**
 * The sidebar: the areas the admin may open, grouped by section, each section and page with its icon.
 * Collapsed, only the icons show, each with its label as a tooltip. The entry that owns the current page
 * stays highlighted on its tabs and drill-downs.
 */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const table = useRouteTable();
  const verdict = usePageVerdict();
  const sections = useSidebar();
  const brand = useBranding();
  const name = brand.systemName ?? t('app.defaultName');
  const owner = verdict === 'page' && pathname !== HOME_PATH ? owningEntry(sections, table, pathname) : null;
  return (
    <Flex
      as="aside"
      direction="column"
      w={collapsed ? '16' : '60'}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.surface"
      transition="width 0.15s ease"
      h="100vh"
      position="sticky"
      top="0"
      data-collapsed={collapsed ? 'true' : 'false'}
      data-testid="sidebar"
    >
      <Flex align="center" gap="2" px={collapsed ? '0' : '4'} h="14" justify={collapsed ? 'center' : 'flex-start'} flexShrink={0}>
        {!collapsed && brand.horizontal ? (
          <Image src={brand.horizontal} alt={name} maxH="8" maxW="44" objectFit="contain" />
        ) : (
          <>
            <Image src={brand.square ?? DEFAULT_LOGOS.square} alt={collapsed ? name : ''} boxSize="8" />
            {collapsed ? null : (
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
            )}
          </>
        )}
      </Flex>
      <Box as="nav" aria-label={t('sidebar.label')} flex="1" overflowY="auto" overflowX="hidden" px="2" pb="4">
        <Stack gap="1">
          <Entry
            item={{ to: HOME_PATH, label: t('route.home'), unavailable: false }}
            icon={LuHouse}
            collapsed={collapsed}
            active={pathname === HOME_PATH}
          />
        </Stack>
        {sections.map((section) => (
          <Box key={section.id} mt={collapsed ? '2' : '4'} role="group" aria-labelledby={`menu-section-${section.id}`}>
            {collapsed ? (
              <>
                <Separator mb="2" />
                <CollapsedTooltip label={section.label} enabled>
                  <Flex justify="center" mb="1" color="fg.subtle" data-testid="menu-section-icon">
                    <Icon as={sectionIcon(section.id)} boxSize="3.5" aria-hidden />
                    <Text as="span" id={`menu-section-${section.id}`} srOnly>
                      {section.label}
                    </Text>
                  </Flex>
                </CollapsedTooltip>
              </>
            ) : (
              <Flex align="center" gap="2" px="3" mb="1" color="fg.muted">
                <Icon as={sectionIcon(section.id)} boxSize="3.5" flexShrink={0} aria-hidden />
                <Text
                  id={`menu-section-${section.id}`}
                  textStyle="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wide"
                  truncate
                  title={section.label}
                >
                  {section.label}
                </Text>
              </Flex>
            )}
            <Stack gap="0.5">
              {section.items.map((item) => (
                <Entry key={item.id} item={item} icon={menuIcon(item.icon)} collapsed={collapsed} active={owner?.id === item.id} />
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </Flex>
  );
}
