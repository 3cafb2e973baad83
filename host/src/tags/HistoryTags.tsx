import { Box, Button, CloseButton, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { currentLanguage } from '@console/client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../navigation/RouteTableContext';
import { findRoute, HOME_PATH, type ConsoleRoute } from '../navigation/routeTable';
import { routeTitle } from '../title/title';
import { neighbourOf, type HistoryTag } from './tags';
import { useHistoryTags } from './useHistoryTags';

function labelOf(tag: HistoryTag, table: ConsoleRoute[], t: ReturnType<typeof useTranslation>['t']): string {
  const route = table.find((r) => r.id === tag.routeId) ?? findRoute(table, tag.path)?.route;
  return route ? routeTitle(route, tag.params, currentLanguage(), t) : tag.path;
}

/** The visited pages as closable tags; the current page is recorded as it is opened. */
export function HistoryTags() {
  const { t } = useTranslation('host');
  const table = useRouteTable();
  const location = useLocation();
  const navigate = useNavigate();
  const { tags, visit, close, clear } = useHistoryTags();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key changes on every navigation, so opening Home right after clearing the tags records it again.
  useEffect(() => {
    const match = findRoute(table, location.pathname);
    if (!match || match.route.access !== 'session') return;
    visit({ path: location.pathname, search: location.search, routeId: match.route.id, params: match.params });
  }, [location.pathname, location.search, location.key, table, visit]);

  const closeTag = (tag: HistoryTag) => {
    if (tag.path === location.pathname) {
      const next = neighbourOf(tags, tag.path);
      navigate(next ? next.path + next.search : HOME_PATH);
    }
    close(tag.path);
  };

  return (
    <Flex align="center" gap="2" px="4" py="1.5" borderBottomWidth="1px" bg="bg.surface" minH="10">
      <HStack
        as="ul"
        aria-label={t('tags.label')}
        data-testid="history-tags"
        gap="1.5"
        flex="1"
        overflowX="auto"
        listStyleType="none"
        m="0"
        p="0"
      >
        {tags.map((tag) => {
          const label = labelOf(tag, table, t);
          const active = tag.path === location.pathname;
          return (
            <Box
              as="li"
              key={tag.path}
              data-testid="history-tag"
              data-active={active ? 'true' : undefined}
              display="flex"
              alignItems="center"
              flexShrink={0}
              gap="0.5"
              ps="2.5"
              pe="0.5"
              h="7"
              rounded="md"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.subtle' : 'bg'}
            >
              <Link
                asChild
                textStyle="xs"
                color={active ? 'brand.fg' : 'fg'}
                fontWeight={active ? 'semibold' : 'normal'}
                _hover={{ textDecoration: 'none' }}
              >
                <NavLink to={tag.path + tag.search} aria-current={active ? 'page' : undefined}>
                  <Text as="span" maxW="48" truncate>
                    {label}
                  </Text>
                </NavLink>
              </Link>
              <CloseButton size="2xs" variant="ghost" aria-label={t('tags.close', { title: label })} onClick={() => closeTag(tag)} />
            </Box>
          );
        })}
      </HStack>
      {tags.length > 0 ? (
        <Button
          size="xs"
          variant="ghost"
          flexShrink={0}
          onClick={() => {
            clear();
            navigate(HOME_PATH);
          }}
        >
          {t('tags.clearAll')}
        </Button>
      ) : null}
    </Flex>
  );
}
