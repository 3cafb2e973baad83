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
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ManifestContext.Provider>
  );
}
