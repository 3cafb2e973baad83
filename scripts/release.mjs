#!/usr/bin/env node
// `npm run release -- <remote> [--version X.Y.Z]`
import { ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
process.exit(run(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/release.ts', ...process.argv.slice(2)]));
