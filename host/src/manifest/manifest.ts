import type { ConsoleManifest } from '@console/contracts';

export type ManifestRemote = ConsoleManifest['remotes'][number];

export interface LoadedManifest {
  manifest: ConsoleManifest;
  /** Why the manifest could not be read; the console then runs with no remote area. */
  error: string | null;
}

export const MANIFEST_URL = '/console-manifest.json';

function isManifest(value: unknown): value is ConsoleManifest {
  const m = value as ConsoleManifest | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.environment === 'string' &&
    Array.isArray(m.remotes) &&
    m.remotes.every((r) => typeof r?.name === 'string' && typeof r.scope === 'string' && Array.isArray(r.routes))
  );
}

/** An empty manifest that refuses development overrides: when nothing is known, assume production. */
export function emptyManifest(): ConsoleManifest {
  return { environment: 'unknown', production: true, hostVersion: '', remotes: [] };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the environment's manifest at start (never cached: pins change without a rebuild of the host). */
export async function loadManifest(fetchImpl: typeof fetch = fetch, attempts = 3): Promise<LoadedManifest> {
  let lastError = 'unknown error';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetchImpl(MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isManifest(body)) throw new Error('the manifest has an unexpected shape');
      return { manifest: body, error: null };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (attempt < attempts) await wait(300 * attempt);
    }
  }
  return { manifest: emptyManifest(), error: lastError };
}
