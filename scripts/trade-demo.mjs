#!/usr/bin/env node
// `npm run trade-demo [-- --user ID] [-- --amount X] [-- --convert]`: plays an end user placing a futures or convert order on a
// running development console (see README, "Watching trading live").
import { ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
process.exit(
  run(pnpm, ['--filter', '@console/api', 'exec', 'tsx', 'src/cli/trade-demo.ts', ...process.argv.slice(2)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
