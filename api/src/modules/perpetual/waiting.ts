import type { WaitingCount } from '../../core/area';
import { warningCount } from './positions/queries';

/** Open positions over the warning threshold (the warning list), for the bell and the home page. */
export const PERPETUAL_WAITING: WaitingCount[] = [
  {
    permission: 'perpetualWarnings.list',
    count: async (db) => ({ perpetualPositionWarnings: await warningCount(db) }),
    // `warning_since` is kept by a trigger (039) whenever the engine sets or clears a warning; the warned positions
    // are few (a partial index of exactly those, `perpetual_positions_warned_idx`).
    oldest: async (db) => {
      const { rows } = await db.query<{ at: Date | null }>(
        `select min(warning_since) as at from perpetual_positions where status = 'open' and warning = 1`,
      );
      return rows[0]?.at ?? null;
    },
  },
];
