import { queryClient } from '@console/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { LoadedManifest } from './manifest/manifest';
import { ManifestContext } from './manifest/ManifestContext';
import type { createConsoleRouter } from './router';

export function App({ router, manifest }: { router: ReturnType<typeof createConsoleRouter>; manifest: LoadedManifest }) {
  return (
    <ManifestContext.Provider value={manifest}>
      <QueryClientProvider client={queryClient}>
        {/*
          Navigations render at the default priority, not in a transition: a transition gives way to every update of
          the page being left (its queries arriving, its charts drawing), so a click made while a page was still
          loading waited for that page to finish before the next one could draw.
        */}
        <RouterProvider router={router} useTransitions={false} />
      </QueryClientProvider>
    </ManifestContext.Provider>
  );
}
