import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `<repo>/api/src`). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));
