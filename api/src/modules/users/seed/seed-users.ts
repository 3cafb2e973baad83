import type { Queryable } from '../../../db/database';
import type { Prng } from '../../../seed/prng';

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 3_600_000;

/** What the KYC and agent seeds read of the demo users. */
export interface UserForSeed {
  id: number;
  email: string | null;
  mobile_number: string | null;
  first_name: string | null;
  last_name: string | null;
  region: string | null;
  account_type: number;
  create_date: Date;
}

/** The demo users, by id: the KYC applicants, one-time-code recipients and agents are drawn from them. */
export async function usersForSeed(tx: Queryable): Promise<UserForSeed[]> {
  const { rows } = await tx.query<UserForSeed>(
    'select id, email, mobile_number, first_name, last_name, region, account_type, create_date from users order by id',
  );
  return rows.map((u) => ({ ...u, id: Number(u.id), create_date: new Date(u.create_date) }));
}

/** A moment drawn evenly from `from` to `to` (epoch milliseconds). */
export const between = (prng: Prng, from: number, to: number) => new Date(from + Math.floor(prng.next() * Math.max(1, to - from)));
