#!/usr/bin/env node
// `npm run chat-demo [-- --user ID] [-- --message TEXT]`: plays an end user writing into a chat room of a
// running development console (see README, "Watching the chat live").
import { ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
process.exit(
  run(pnpm, ['--filter', '@console/api', 'exec', 'tsx', 'src/cli/chat-demo.ts', ...process.argv.slice(2)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
