import { Badge, Box, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { DEFAULT_LOGOS, useBranding } from '../branding/branding';
import { HOME_PATH } from '../navigation/routeTable';
import type { SidebarItem } from './sidebar';
import { useSidebar } from './useSidebar';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function Entry({
  item,
  collapsed,
  active,
}: {
  item: Pick<SidebarItem, 'to' | 'label' | 'unavailable'>;
  collapsed: boolean;
  active: boolean;
}) {
  const { t } = useTranslation('host');
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px={collapsed ? '0' : '3'}
      py="1.5"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      rounded="md"
      textStyle="sm"
      color={active ? 'brand.fg' : 'fg'}
      bg={active ? 'brand.subtle' : undefined}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', textDecoration: 'none' }}
      title={item.unavailable ? `${item.label} — ${t('sidebar.unavailableHint')}` : item.label}
    >
      <NavLink to={item.to} aria-current={active ? 'page' : undefined}>
        {collapsed ? (
          <Box
            as="span"
            aria-hidden
            w="7"
            h="7"
            display="grid"
            placeItems="center"
            rounded="md"
            borderWidth="1px"
            fontSize="xs"
            fontWeight="semibold"
          >
            {item.label.slice(0, 1)}
          </Box>
        ) : (
          <Text as="span" flex="1" truncate>
            {item.label}
          </Text>
        )}
        {collapsed ? (
          <Text as="span" srOnly>
            {item.label}
          </Text>
        ) : null}
        {item.unavailable ? (
          <Badge colorPalette="red" variant="subtle" size="sm" data-testid="menu-unavailable">
            {collapsed ? '!' : t('sidebar.unavailable')}
          </Badge>
        ) : null}
      </NavLink>
    </Link>
  );
}

/** The sidebar: the areas the admin may open, grouped by section. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const sections = useSidebar();
  const brand = useBranding();
  const name = brand.systemName ?? t('app.defaultName');
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
      <Box as="nav" aria-label={t('sidebar.label')} flex="1" overflowY="auto" px="2" pb="4">
        <Stack gap="1">
          <Entry
            item={{ to: HOME_PATH, label: t('route.home'), unavailable: false }}
            collapsed={collapsed}
            active={pathname === HOME_PATH}
          />
        </Stack>
        {sections.map((section) => (
          <Box key={section.id} mt="4" role="group" aria-labelledby={`menu-section-${section.id}`}>
            <Text
              id={`menu-section-${section.id}`}
              px={collapsed ? '0' : '3'}
              mb="1"
              textStyle="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
              textAlign={collapsed ? 'center' : 'start'}
              truncate
              title={section.label}
            >
              {collapsed ? section.label.slice(0, 2) : section.label}
            </Text>
            <Stack gap="0.5">
              {section.items.map((item) => (
                <Entry key={item.id} item={item} collapsed={collapsed} active={isActive(pathname, item.to)} />
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </Flex>
  );
}
