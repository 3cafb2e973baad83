import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { numOrNull } from './queries';

/** Agent levels kept on every user: agent_user_id0 (the direct parent) to agent_user_id5. */
export const CHAIN_LEVELS = 6;
export const CHAIN_COLUMNS = Array.from({ length: CHAIN_LEVELS }, (_, i) => `agent_user_id${i}`);

/**
 * Serialises changes of the agent tree (upline changes, new users under an upline), so two changes
 * running together can neither build a cycle nor copy a chain that is being rewritten.
 */
const AGENT_TREE_LOCK_KEY = 73_320_001;

export async function lockAgentTree(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [AGENT_TREE_LOCK_KEY]);
}

/** The agent chain of a user, nearest first, always `CHAIN_LEVELS` long (null where there is none). */
export async function chainOf(db: Queryable, userId: number): Promise<(number | null)[]> {
  const { rows } = await db.query<Record<string, unknown>>(`select ${CHAIN_COLUMNS.join(', ')} from users where id = $1`, [userId]);
  if (!rows[0]) return Array(CHAIN_LEVELS).fill(null);
  return CHAIN_COLUMNS.map((c) => numOrNull(rows[0][c]));
}

/** The chain of a user placed directly below `uplineId` (or of a root when there is none). */
export async function chainBelow(db: Queryable, uplineId: number | null): Promise<(number | null)[]> {
  if (uplineId === null) return Array(CHAIN_LEVELS).fill(null);
  return [uplineId, ...(await chainOf(db, uplineId))].slice(0, CHAIN_LEVELS);
}

/**
 * Refuses (409) an upline inside the user's own downline, at any depth: the walk goes up the parent
 * links from the new upline, which the six-level chains alone could not see past.
 */
export async function assertNoCycle(db: Queryable, userId: number, uplineId: number): Promise<void> {
  if (userId === uplineId) throw conflict('A user cannot be its own upline');
  const { rows } = await db.query(
    `with recursive up (id, parent, depth) as (
       select id, parent_user_id, 0 from users where id = $1
       union all
       select u.id, u.parent_user_id, up.depth + 1 from users u join up on u.id = up.parent where up.depth < 100000
     )
     select 1 from up where id = $2 limit 1`,
    [uplineId, userId],
  );
  if (rows.length) throw conflict(`User ${uplineId} is in the downline of user ${userId}: the change would make a cycle`);
}

/**
 * Moves `userId` below `uplineId` (null: makes it a root) and rewrites the agent chains of its downline
 * that see it within six levels. Returns the user's new chain and how many downline users changed.
 * Runs inside the caller's transaction, which holds the agent-tree lock.
 */
export async function moveUser(
  tx: Queryable,
  userId: number,
  uplineId: number | null,
  now: Date,
): Promise<{ chain: (number | null)[]; downlineUpdated: number }> {
  const chain = await chainBelow(tx, uplineId);
  await tx.query(
    `update users set parent_user_id = $2, ${CHAIN_COLUMNS.map((c, i) => `${c} = $${i + 3}::bigint`).join(', ')},
       update_date = $${CHAIN_LEVELS + 3}
     where id = $1`,
    [userId, uplineId, ...chain, now],
  );
  let downlineUpdated = 0;
  // A user that has `userId` at level k keeps its k nearest agents, then `userId`, then the new chain.
  for (let k = 0; k < CHAIN_LEVELS - 1; k++) {
    const tail = chain.slice(0, CHAIN_LEVELS - 1 - k);
    const sets = tail.map((_, i) => `${CHAIN_COLUMNS[k + 1 + i]} = $${i + 2}::bigint`);
    const { rows } = await tx.query<{ n: number }>(
      `with changed as (
         update users set ${sets.join(', ')}, update_date = $${tail.length + 2} where ${CHAIN_COLUMNS[k]} = $1 returning 1
       ) select count(*)::int as n from changed`,
      [userId, ...tail, now],
    );
    downlineUpdated += rows[0].n;
  }
  // Users holding `userId` at the farthest level keep their chain: what changed is beyond what they hold.
  return { chain, downlineUpdated };
}
