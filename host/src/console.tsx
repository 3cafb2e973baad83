import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import type { LoadedManifest } from './manifest/manifest';
import { setOverrideRefusedAtStart } from './areas/overrideNotice';
import { applyOverrideQuery } from './areas/overrides';
import { preloadPermittedRemotes } from './areas/preload';
import { createConsoleRouter } from './router';

/** Starts the whole console (router, guard, shell) at the current address. */
export function mountConsole(root: Root, manifest: LoadedManifest, initialSearch: string): void {
  setOverrideRefusedAtStart(applyOverrideQuery(initialSearch, manifest.manifest.production).refused);
  const router = createConsoleRouter(manifest.manifest);
  root.render(
    <StrictMode>
      <App router={router} manifest={manifest} />
    </StrictMode>,
  );
  preloadPermittedRemotes(manifest.manifest);
}
