import { Badge, Box, Button, Menu, Portal, Text } from '../chakra';
import { api, useSession } from '@console/client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteTable } from '../navigation/RouteTableContext';
import { badgeText, type NotificationCounts, notificationEntries } from './notifications';

/**
 * How often the counts are asked for while the console is in view. Live enough for work that waits minutes
 * (a deposit to review, a customer's message), and cheap: the server answers from indexes and kept sums.
 * A hidden tab does not poll; coming back to the window asks at once, and so does opening the bell.
 */
export const NOTIFICATION_POLL_MS = 15_000;

export const notificationCountsKey = ['notifications', 'counts'] as const;

function useNotificationCounts(enabled: boolean) {
  return useQuery({
    queryKey: notificationCountsKey,
    // Persistent: the bell outlives pages, so leaving a page must not cancel its call; silent: a failed poll
    // is shown in the bell's menu, not as a toast every 15 seconds.
    queryFn: ({ signal }) => api.get<NotificationCounts>('notifications/counts', undefined, { signal, silent: true, persistent: true }),
    enabled,
    staleTime: NOTIFICATION_POLL_MS / 2,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

/** The header's bell: what waits for this admin (the counts their permissions show), each a link to its list. */
export function NotificationBell() {
  const { t } = useTranslation('host');
  const { permissions } = useSession();
  const table = useRouteTable();
  const visible = notificationEntries(permissions, table, undefined).length > 0;
  const counts = useNotificationCounts(visible);
  if (!visible) return null;
  const entries = notificationEntries(permissions, table, counts.data);
  const badge = badgeText(entries);
  const total = entries.reduce((sum, e) => sum + (e.count ?? 0), 0);
  const label = total > 0 ? t('notifications.buttonWaiting', { count: total }) : t('notifications.button');
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(event) => {
        if (event.open) void counts.refetch();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" gap="1" aria-label={label} title={label} data-testid="notification-bell">
          <LuBell />
          {badge ? (
            <Box
              as="span"
              minW="5"
              h="5"
              px="1.5"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="1.25rem"
              textAlign="center"
              data-testid="notification-badge"
              aria-hidden
            >
              {badge}
            </Box>
          ) : null}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" data-testid="notification-menu">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('notifications.title')}</Menu.ItemGroupLabel>
              {entries.map((entry) => (
                <Menu.Item key={entry.key} value={entry.key} asChild data-testid={`notification-${entry.key}`}>
                  <RouterLink to={entry.to}>
                    <Text as="span" flex="1">
                      {t(`notifications.${entry.key}`)}
                    </Text>
                    <Badge
                      colorPalette={entry.count ? 'red' : 'gray'}
                      variant={entry.count ? 'solid' : 'subtle'}
                      minW="6"
                      justifyContent="center"
                      data-testid="notification-count"
                    >
                      {entry.count ?? '…'}
                    </Badge>
                  </RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            {counts.isError ? (
              <Text px="2" py="1.5" textStyle="xs" color="fg.error" role="status">
                {t('notifications.failed')}
              </Text>
            ) : counts.data && total === 0 ? (
              <Text px="2" py="1.5" textStyle="xs" color="fg.muted" role="status">
                {t('notifications.nothing')}
              </Text>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
