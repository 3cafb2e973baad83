import { Box, Button, CloseButton, Flex, HStack, IconButton, Link, Menu, Portal, Text } from '../chakra';
import { currentLanguage, namedPageTitle, usePageTitles } from '@console/client';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuChevronDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../navigation/RouteTableContext';
import { findRoute, HOME_PATH } from '../navigation/routeTable';
import { usePageVerdict } from '../navigation/verdict';
import { afterNextPaint } from '../shell/shown';
import { routeTitle } from '../title/title';
import { type HistoryTag, neighbourOf, tagsRightOf } from './tags';
import { useHistoryTags } from './useHistoryTags';

/** Whether the strip of tags has more to show on either side, following scrolling, resizing and the tags. */
function useStripOverflow(strip: RefObject<HTMLElement | null>, tags: readonly HistoryTag[]) {
  const [overflow, setOverflow] = useState({ before: false, after: false });
  const update = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((o) => (o.before === before && o.after === after ? o : { before, after }));
  }, [strip]);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    // A mouse wheel scrolls vertically: over the strip it moves along the tags instead.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || el.scrollWidth <= el.clientWidth) return;
      el.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    el.addEventListener('scroll', update, { passive: true });
    el.addEventListener('wheel', onWheel, { passive: false });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      el.removeEventListener('wheel', onWheel);
      observer.disconnect();
    };
  }, [strip, update]);
  // After the paint: measuring right after a navigation renders would make the browser lay the whole new page
  // out before showing it, for arrows and a scroll position that can come a frame later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tags change the strip's width.
  useEffect(() => afterNextPaint(update), [tags, update]);
  return overflow;
}

/**
 * The visited pages as closable tags (at most 15); the current page is recorded as it is opened. Every tag
 * stays reachable: arrows scroll the strip when the tags do not fit, and a menu lists them all. A tag's
 * label is the page's title (the name the page gave itself, else its route's title) and shows in full on
 * hover; its context menu, like the strip's menu, closes the others or those to its right.
 */
export function HistoryTags() {
  const { t } = useTranslation('host');
  const table = useRouteTable();
  const verdict = usePageVerdict();
  const location = useLocation();
  const navigate = useNavigate();
  const named = usePageTitles();
  const lng = currentLanguage();
  const { tags, visit, close, closeOthers, closeRight, name, clear } = useHistoryTags();
  const strip = useRef<HTMLDivElement>(null);
  const overflow = useStripOverflow(strip, tags);
  const [menuTag, setMenuTag] = useState<HistoryTag | null>(null);
  const activePath = location.pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key changes on every navigation, so opening Home right after clearing the tags records it again.
  useEffect(() => {
    // The not-found and no-permission pages are no place to come back to.
    if (verdict !== 'page') return;
    const match = findRoute(table, location.pathname);
    if (!match || match.route.access !== 'session') return;
    visit({ path: location.pathname, search: location.search, routeId: match.route.id, params: match.params });
  }, [location.pathname, location.search, location.key, table, visit, verdict]);

  // A name a page gave itself stays on its tag, also after a reload.
  useEffect(() => {
    for (const tag of tags) {
      const given = named.get(tag.path);
      if (given && (given.title !== tag.title || given.lng !== tag.titleLng)) name(tag.path, given.title, given.lng);
    }
  }, [named, tags, name]);

  // The current page's tag is scrolled into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tag list can move the active tag.
  useEffect(
    () =>
      afterNextPaint(() =>
        strip.current?.querySelector<HTMLElement>('[data-active="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
      ),
    [activePath, tags],
  );

  const labelOf = (tag: HistoryTag): string => {
    const own = namedPageTitle(tag.path, lng, named) ?? (tag.titleLng === lng ? tag.title : undefined);
    if (own) return own;
    const route = table.find((r) => r.id === tag.routeId) ?? findRoute(table, tag.path)?.route;
    return route ? routeTitle(route, tag.params, lng, t) : tag.path;
  };
  const open = (tag: HistoryTag) => navigate(tag.path + tag.search);

  const closeTag = (tag: HistoryTag) => {
    if (tag.path === activePath) {
      const next = neighbourOf(tags, tag.path);
      navigate(next ? next.path + next.search : HOME_PATH);
    }
    close(tag.path);
  };
  const closeOtherTags = (tag: HistoryTag) => {
    if (tag.path !== activePath) open(tag);
    closeOthers(tag.path);
  };
  const closeTagsRightOf = (tag: HistoryTag) => {
    if (tagsRightOf(tags, tag.path).some((other) => other.path === activePath)) open(tag);
    closeRight(tag.path);
  };
  const closeAll = () => {
    clear();
    navigate(HOME_PATH);
  };
  const scrollStrip = (direction: 1 | -1) => {
    const el = strip.current;
    el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' });
  };

  const activeTag = tags.find((tag) => tag.path === activePath) ?? null;
  const scrollable = overflow.before || overflow.after;

  return (
    <Flex align="center" gap="1" px="2" h="10" borderBottomWidth="1px" bg="bg.surface" data-testid="history-tags-bar">
      {scrollable ? (
        <IconButton
          size="xs"
          variant="ghost"
          flexShrink={0}
          aria-label={t('tags.scrollBack')}
          title={t('tags.scrollBack')}
          disabled={!overflow.before}
          onClick={() => scrollStrip(-1)}
          data-testid="tags-scroll-back"
        >
          <LuChevronLeft />
        </IconButton>
      ) : null}
      <Menu.Root>
        <Menu.ContextTrigger asChild>
          <HStack
            as="ul"
            ref={strip}
            aria-label={t('tags.label')}
            data-testid="history-tags"
            gap="1.5"
            flex="1"
            minW="0"
            px="1"
            overflowX="auto"
            listStyleType="none"
            m="0"
            py="1"
            css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
            onContextMenu={(event) => {
              // The menu acts on the tag right-clicked; beside the tags it offers only what applies to all.
              const path = (event.target as HTMLElement).closest('[data-tag-path]')?.getAttribute('data-tag-path');
              setMenuTag(tags.find((tag) => tag.path === path) ?? null);
            }}
          >
            {tags.map((tag) => {
              const label = labelOf(tag);
              const active = tag.path === activePath;
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
                  data-tag-path={tag.path}
                >
                  <Link
                    asChild
                    textStyle="xs"
                    color={active ? 'brand.fg' : 'fg'}
                    fontWeight={active ? 'semibold' : 'normal'}
                    _hover={{ textDecoration: 'none' }}
                  >
                    <RouterLink to={tag.path + tag.search} aria-current={active ? 'page' : undefined} title={label}>
                      <Text as="span" maxW="48" truncate>
                        {label}
                      </Text>
                    </RouterLink>
                  </Link>
                  <CloseButton size="2xs" variant="ghost" aria-label={t('tags.close', { title: label })} onClick={() => closeTag(tag)} />
                </Box>
              );
            })}
          </HStack>
        </Menu.ContextTrigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48" data-testid="tag-context-menu">
              {menuTag ? (
                <>
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel maxW="72" truncate>
                      {labelOf(menuTag)}
                    </Menu.ItemGroupLabel>
                    <Menu.Item value="close" onClick={() => closeTag(menuTag)}>
                      {t('tags.closeThis')}
                    </Menu.Item>
                    <Menu.Item value="close-others" disabled={tags.length < 2} onClick={() => closeOtherTags(menuTag)}>
                      {t('tags.closeOthers')}
                    </Menu.Item>
                    <Menu.Item
                      value="close-right"
                      disabled={tagsRightOf(tags, menuTag.path).length === 0}
                      onClick={() => closeTagsRightOf(menuTag)}
                    >
                      {t('tags.closeRight')}
                    </Menu.Item>
                  </Menu.ItemGroup>
                  <Menu.Separator />
                </>
              ) : null}
              <Menu.Item value="close-all" onClick={closeAll}>
                {t('tags.clearAll')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {scrollable ? (
        <IconButton
          size="xs"
          variant="ghost"
          flexShrink={0}
          aria-label={t('tags.scrollForward')}
          title={t('tags.scrollForward')}
          disabled={!overflow.after}
          onClick={() => scrollStrip(1)}
          data-testid="tags-scroll-forward"
        >
          <LuChevronRight />
        </IconButton>
      ) : null}
      {tags.length > 0 ? (
        <>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton
                size="xs"
                variant="ghost"
                flexShrink={0}
                aria-label={t('tags.menu', { n: tags.length })}
                title={t('tags.menu', { n: tags.length })}
                data-testid="tags-menu-button"
              >
                <LuChevronDown />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="60" maxW="sm" maxH="70vh" overflowY="auto" data-testid="tags-menu">
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{t('tags.menu', { n: tags.length })}</Menu.ItemGroupLabel>
                    {tags.map((tag) => {
                      const label = labelOf(tag);
                      return (
                        <Menu.Item key={tag.path} value={`open:${tag.path}`} title={label} onClick={() => open(tag)}>
                          <Text as="span" flex="1" truncate fontWeight={tag.path === activePath ? 'semibold' : undefined}>
                            {label}
                          </Text>
                          {tag.path === activePath ? <LuCheck aria-hidden /> : null}
                        </Menu.Item>
                      );
                    })}
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.Item
                    value="close-others"
                    disabled={!activeTag || tags.length < 2}
                    onClick={() => activeTag && closeOtherTags(activeTag)}
                  >
                    {t('tags.closeOthers')}
                  </Menu.Item>
                  <Menu.Item
                    value="close-right"
                    disabled={!activeTag || tagsRightOf(tags, activeTag.path).length === 0}
                    onClick={() => activeTag && closeTagsRightOf(activeTag)}
                  >
                    {t('tags.closeRight')}
                  </Menu.Item>
                  <Menu.Item value="close-all" onClick={closeAll}>
                    {t('tags.clearAll')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Button size="xs" variant="ghost" flexShrink={0} onClick={closeAll} hideBelow="md">
            {t('tags.clearAll')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
