import { createContext, useContext } from 'react';
import { emptyManifest, type LoadedManifest } from './manifest';

export const ManifestContext = createContext<LoadedManifest>({ manifest: emptyManifest(), error: null });

export function useManifest(): LoadedManifest {
  return useContext(ManifestContext);
}
