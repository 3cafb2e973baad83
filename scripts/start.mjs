#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is not built, and serves the console with its API.
import path from 'node:path';
import { buildHostIfStale, ensurePnpm, installDependencies, log, mustRun, releasePinnedRemotes, root } from './lib.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
buildHostIfStale(pnpm);
const environment = process.env.CONSOLE_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
releasePinnedRemotes(pnpm, {
  environment,
  environmentsDir: path.resolve(process.env.ENVIRONMENTS_DIR ?? path.join(root, 'deploy/environments')),
  releasesDir: path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases')),
});
log('Starting the console server');
mustRun(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/main.ts']);
