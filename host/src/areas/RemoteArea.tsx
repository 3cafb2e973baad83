import { Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function PageSkeleton({ area }: { area: string }) {
  const { t } = useTranslation('host');
  return (
    <Stack gap="4" aria-busy="true" data-testid="page-skeleton">
      <Text srOnly role="status">
        {t('remote.loading', { area })}
      </Text>
      <Skeleton height="8" width="40%" />
      <Skeleton height="10" />
      <SkeletonText noOfLines={8} gap="3" />
    </Stack>
  );
}

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A page of a remote area: loaded lazily behind a skeleton, inside an error boundary whose Retry loads it
 * again from scratch. `load` must be stable for a given page.
 */
export function RemoteArea({ area, load }: { area: string; load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed lazy component failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a fresh load.
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton area={area} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
