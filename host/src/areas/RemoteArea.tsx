import { Skeleton, SkeletonText, Stack, Text } from '../chakra';
import { type ComponentType, useEffect, useState } from 'react';
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

type PageModule = { default: ComponentType };

/** Loads a page's module; `loaded` gives it at once when its chunk has already run (no loading frame then). */
export type PageLoader = (() => Promise<PageModule>) & { loaded?: () => PageModule | null };

/**
 * The page once its module is here, a skeleton until then. Not React's lazy and Suspense: React holds back
 * content that replaces a Suspense fallback for up to 300 ms after the fallback showed, and a page of a
 * loaded remote arrives well within that. A failed load is thrown to the error boundary.
 */
function LoadedPage({ area, load }: { area: string; load: PageLoader }) {
  const fresh = () => ({ for: load, page: load.loaded?.() ?? null, error: null as unknown });
  const [state, setState] = useState(fresh);
  const current = state.for === load ? state : fresh();
  useEffect(() => {
    if (current.page) return;
    let live = true;
    load().then(
      (page) => live && setState({ for: load, page, error: null }),
      (error: unknown) => live && setState({ for: load, page: null, error: error ?? new Error('The page could not be loaded') }),
    );
    return () => {
      live = false;
    };
  }, [load, current.page]);
  if (current.error) throw current.error;
  if (!current.page) return <PageSkeleton area={area} />;
  const Page = current.page.default;
  return <Page />;
}

/**
 * A page of a remote area: loaded behind a skeleton, inside an error boundary whose Retry loads it again
 * from scratch. `load` must be stable for a given page.
 */
export function RemoteArea({ area, load }: { area: string; load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedPage area={area} load={load} />
    </RemoteErrorBoundary>
  );
}
