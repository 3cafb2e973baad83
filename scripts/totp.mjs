#!/usr/bin/env node
// `npm run totp [-- SECRET]`
import { ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
process.exit(
  run(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/totp.ts', ...process.argv.slice(2)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
