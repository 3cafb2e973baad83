import type { Area } from '../../core/area';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphans } from './images';
import { infoCenterRoutes } from './routes';
import { seedInfoCenter } from './seed';

/**
 * The Info center area (remote `content-and-settings`, `/info-center/content-list`): articles for the clients in
 * en-US, zh-CN and zh-TW with tags, hidden and featured flags and a publish window (their state follows from
 * those), HTML sanitised on the server to an allow-list, images uploaded through the spec's temp-key flow, and a
 * revision per save (history, diff, restore).
 */
export const infoCenterArea: Area = {
  name: 'info-center',
  routes: () => infoCenterRoutes(),
  // The images of edits abandoned before a save, once their grace period is over.
  tasks: (_app, services) => [
    {
      name: 'info-center-orphan-images',
      everyMs: ORPHAN_SWEEP_EVERY_MS,
      run: async () => void (await sweepOrphans(services.db, new Date(services.clock()))),
    },
  ],
  // A few articles of each state in the three languages, so the demo console shows content.
  seed: seedInfoCenter,
};
