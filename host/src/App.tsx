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
          Navigations render in a React transition (the router's default). At the default priority a click made while a
          page was still loading drew its list sooner, but every click between loaded lists drew in three steps instead
          of one and the browser tests ran about 9 % longer (bench/report.md, "Menu click to the list's first row").
        */}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ManifestContext.Provider>
  );
}
