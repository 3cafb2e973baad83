#!/usr/bin/env node
// `npm run pin -- <environment> <remote> <version>` or `... --rollback`
import { ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
process.exit(run(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/pin.ts', ...process.argv.slice(2)]));
