import { permissionId } from '@console/contracts/permissions';
import { homepageAnswer, homepageQuery } from '@console/contracts/schemas/reports';
import type { z } from 'zod';
import type { WaitingCount } from '../../core/area';
import type { Queryable } from '../../db/database';
import type { SessionInfo } from '../../http/context';
import { route } from '../../http/routes';
import { financeArea } from '../finance/index';
import { perpetualArea } from '../perpetual/index';
import { usersArea } from '../users/index';
import { PLATFORM } from './groups';
import { reportDays } from './range';
import { reportPage } from './report';

/*
 * `reporting/platform/homepage`: the work waiting for staff (each count only for an admin who holds the view of the
 * list showing it, else null: the same counts as the console's bell, declared by the areas that own the records, each
 * with the moment its oldest record began to wait) and the platform's daily rows of the range, each with the number
 * of users signed up by the end of its day.
 */

const WAITING: readonly WaitingCount[] = [...(usersArea.waiting ?? []), ...(financeArea.waiting ?? []), ...(perpetualArea.waiting ?? [])];

interface Waiting {
  count: number | null;
  /** When the oldest counted record began to wait (ISO), null where none waits or the admin may not see the list. */
  oldest: string | null;
}

async function waitingCount(
  db: Queryable,
  session: SessionInfo,
  permission: string,
  pick: (counts: Record<string, number | undefined>) => number,
): Promise<Waiting> {
  if (!session.permissions.has(permissionId(permission))) return { count: null, oldest: null };
  const counts: Record<string, number | undefined> = {};
  let oldest: Date | null = null;
  for (const source of WAITING.filter((w) => w.permission === permission)) {
    Object.assign(counts, await source.count(db));
    const at = (await source.oldest?.(db)) ?? null;
    if (at && (!oldest || at < oldest)) oldest = at;
  }
  const count = pick(counts);
  return { count, oldest: count > 0 && oldest ? oldest.toISOString() : null };
}

async function usersByDayEnd(db: Queryable, timeZone: string, daysList: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ day: string; n: number }>(
    `select d::text as day, (select count(*)::int from users u where u.create_date < ((d + 1)::timestamp at time zone $1)) as n
       from unnest($2::date[]) as d`,
    [timeZone, daysList],
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Each waiting count of the home page with the moment its oldest record began to wait. */
async function waitingWork(db: Queryable, session: SessionInfo) {
  const kyc = await waitingCount(db, session, 'kyc.list', (c) => c.kycPending ?? 0);
  const deposits = await waitingCount(db, session, 'deposit.list', (c) => c.depositsPending ?? 0);
  const withdrawals = await waitingCount(
    db,
    session,
    'withdrawal.list',
    (c) => (c.withdrawalsPending ?? 0) + (c.withdrawalsSecondApproval ?? 0),
  );
  const warnings = await waitingCount(db, session, 'perpetualWarnings.list', (c) => c.perpetualPositionWarnings ?? 0);
  return {
    pendingKYCReview: kyc.count,
    pendingDepositReview: deposits.count,
    pendingWithdrawalReview: withdrawals.count,
    perpetualPositionWarning: warnings.count,
    oldestPendingKYCReview: kyc.oldest,
    oldestPendingDepositReview: deposits.oldest,
    oldestPendingWithdrawalReview: withdrawals.oldest,
    oldestPerpetualPositionWarning: warnings.oldest,
  };
}

export function homepageRoutes() {
  return [
    route({
      method: 'GET',
      path: 'reporting/platform/homepage',
      name: 'Home page',
      query: homepageQuery,
      response: homepageAnswer,
      handler: async ({ query, session, services: { db }, now }): Promise<z.output<typeof homepageAnswer>> => {
        const days = await reportDays(db, query, now);
        const page = await reportPage(db, { kind: 'daily', members: { kind: 'platform' }, groups: async () => PLATFORM }, query, now, days);
        const users = await usersByDayEnd(
          db,
          days.timeZone,
          page.records.map((r) => String(r.dateTime)),
        );
        const { rows: first } = await db.query<{ day: string | null }>(
          'select (min(create_date) at time zone $1)::date::text as day from users',
          [days.timeZone],
        );
        return {
          ...page,
          records: page.records.map((r) => ({ ...r, numberOfUsers: users.get(String(r.dateTime)) ?? 0 })) as z.output<
            typeof homepageAnswer
          >['records'],
          ...(await waitingWork(db, session)),
          earliestDate: first[0]?.day ?? null,
        };
      },
    }),
  ];
}
