import { Alert } from '@chakra-ui/react';
import { api } from '@console/client';
import type { PriceFeedState } from '@console/contracts/schemas/trading-market';
import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

/** A feed that gave no price for this long is said to be silent (it gives one a second per pair). */
const SILENT_AFTER_MS = 30_000;
const REFRESH_MS = 10_000;

/**
 * Says, above a trading list, when this server records no prices: no feed is configured (rounds then do not
 * open and quotes go stale), or the configured feed has been silent for a while. Nothing shows while prices flow.
 */
export function FeedNotice() {
  const { t } = useAreaTranslation();
  const { data } = useQuery({
    queryKey: ['market/feed'],
    // A failed check says nothing: the list below shows its own error.
    queryFn: ({ signal }) => api.get<PriceFeedState>('market/feed', undefined, { signal, silent: true }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  if (!data) return null;
  const silentFor = data.newestTickAt ? Date.now() - Date.parse(data.newestTickAt) : null;
  const message = !data.running
    ? t(`common.feed.${data.reason ?? 'none'}`, { name: data.name ?? '' })
    : silentFor === null || silentFor > SILENT_AFTER_MS
      ? t('common.feed.silent', { name: data.name ?? '', seconds: silentFor === null ? '—' : Math.round(silentFor / 1000) })
      : null;
  if (!message) return null;
  return (
    <Alert.Root status="warning" size="sm" mb="2" role="status">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
