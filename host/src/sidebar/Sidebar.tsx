import { memo, type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuHouse } from 'react-icons/lu';
import { Badge, Box, Flex, Image, Portal, Separator, Text, Tooltip } from '../chakra';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { warmRemotePath } from '../areas/navigation';
import { DEFAULT_LOGOS, useBranding } from '../branding/branding';
import { useManifest } from '../manifest/ManifestContext';
import type { ConsoleManifest } from '@console/contracts';
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

/**
 * How the menu looks, set once on the `nav` rather than on each entry: the entries and section headings are plain
 * `a`, `svg` and `span` elements styled from here (as the list kit's table rows are). Drawn as Chakra components
 * (a `Link`, an `Icon` and a `Text` for each of a hundred-odd entries), the menu was about 40 % of the elements of a
 * signed-in page and each of them resolved its recipe and style props on the page's first draw.
 */
const MENU_CSS = {
  '& [data-entry]': {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    position: 'relative',
    px: '3',
    h: '9',
    rounded: 'md',
    textStyle: 'sm',
    color: 'fg',
    outline: 'none',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _hover: { bg: 'bg.muted', textDecoration: 'none' },
  },
  '& [data-entry][aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' },
  '& [data-entry] > svg': { boxSize: '4', flexShrink: '0', color: 'fg.muted' },
  '& [data-entry][aria-current=page] > svg': { color: 'brand.fg' },
  '& [data-entry-label]': { flex: '1', truncate: true },
  '& [data-section]': { mt: '4' },
  '& [data-section-heading]': { display: 'flex', alignItems: 'center', gap: '2', px: '3', mb: '1', color: 'fg.muted' },
  '& [data-section-heading] > svg': { boxSize: '3.5', flexShrink: '0' },
  '& [data-section-heading] > span': {
    textStyle: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    truncate: true,
  },
  '& [data-entries]': { display: 'flex', flexDirection: 'column', gap: '0.5' },
  '&[data-collapsed] [data-entry]': { px: '0', justifyContent: 'center' },
  '&[data-collapsed] [data-entry] > svg': { boxSize: '5' },
  '&[data-collapsed] [data-entry-label]': { srOnly: true },
  '&[data-collapsed] [data-section]': { mt: '2' },
  '& [data-section-icon]': { display: 'flex', justifyContent: 'center', mb: '1', color: 'fg.subtle' },
  '& [data-section-icon] > svg': { boxSize: '3.5' },
  '& [data-section-icon] > span': { srOnly: true },
} as const;

interface EntryTexts {
  unavailable: string;
  unavailableHint: string;
}

/** An entry redraws only when it changes (its item, its icon, collapsed or active), not on every navigation. */
const Entry = memo(function Entry({
  item,
  icon: EntryIcon,
  collapsed,
  active,
  texts,
  manifest,
}: {
  item: Pick<SidebarItem, 'to' | 'label' | 'unavailable'>;
  icon: IconType;
  collapsed: boolean;
  active: boolean;
  texts: EntryTexts;
  manifest: ConsoleManifest;
}) {
  const label = item.unavailable ? `${item.label} — ${texts.unavailableHint}` : item.label;
  // Pointing at an entry fetches its page's code, which a click a moment later then finds.
  const warm = () => warmRemotePath(manifest, item.to);
  return (
    <CollapsedTooltip label={label} enabled={collapsed}>
      <RouterLink
        to={item.to}
        aria-current={active ? 'page' : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        title={collapsed ? undefined : label}
        data-entry=""
        data-testid="menu-entry"
      >
        <EntryIcon aria-hidden />
        <span data-entry-label="">{item.label}</span>
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
              aria-label={texts.unavailable}
            />
          ) : (
            <Badge colorPalette="red" variant="subtle" size="sm" data-testid="menu-unavailable">
              {texts.unavailable}
            </Badge>
          )
        ) : null}
      </RouterLink>
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
  const { manifest } = useManifest();
  // One object for every entry (`t` is new when the language changes), so that the memoised entries keep it.
  const texts = useMemo(() => ({ unavailable: t('sidebar.unavailable'), unavailableHint: t('sidebar.unavailableHint') }), [t]);
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
      <Box
        as="nav"
        aria-label={t('sidebar.label')}
        flex="1"
        overflowY="auto"
        overflowX="hidden"
        px="2"
        pb="4"
        css={MENU_CSS}
        data-collapsed={collapsed ? '' : undefined}
      >
        <div data-entries="">
          <Entry
            item={{ to: HOME_PATH, label: t('route.home'), unavailable: false }}
            icon={LuHouse}
            collapsed={collapsed}
            active={pathname === HOME_PATH}
            texts={texts}
            manifest={manifest}
          />
        </div>
        {sections.map((section) => {
          const SectionIcon = sectionIcon(section.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of links in a menu, not a form's fieldset
            <div key={section.id} data-section="" role="group" aria-labelledby={`menu-section-${section.id}`}>
              {collapsed ? (
                <>
                  <Separator mb="2" />
                  <CollapsedTooltip label={section.label} enabled>
                    <div data-section-icon="" data-testid="menu-section-icon">
                      <SectionIcon aria-hidden />
                      <span id={`menu-section-${section.id}`}>{section.label}</span>
                    </div>
                  </CollapsedTooltip>
                </>
              ) : (
                <div data-section-heading="">
                  <SectionIcon aria-hidden />
                  <span id={`menu-section-${section.id}`} title={section.label}>
                    {section.label}
                  </span>
                </div>
              )}
              <div data-entries="">
                {section.items.map((item) => (
                  <Entry
                    key={item.id}
                    item={item}
                    icon={menuIcon(item.icon)}
                    collapsed={collapsed}
                    active={owner?.id === item.id}
                    texts={texts}
                    manifest={manifest}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </Box>
    </Flex>
  );
}
