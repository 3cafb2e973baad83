import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Folders of a checkout; each can be moved by an environment variable (the production image mounts them). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
}
export function environmentsDir(): string {
  return path.resolve(process.env.ENVIRONMENTS_DIR ?? path.join(repoRoot, 'deploy/environments'));
}
export function hostDistDir(): string {
  return path.resolve(process.env.HOST_DIST_DIR ?? path.join(repoRoot, 'host/dist'));
}
export function remoteSourceDir(name: string): string {
  return path.join(repoRoot, 'remotes', name);
}
export function environmentName(): string {
  return process.env.CONSOLE_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
}
