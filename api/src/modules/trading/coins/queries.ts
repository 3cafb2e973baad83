import type { Coin, coinAddFields, coinEdit, coinListQuery } from '@console/contracts/schemas/trading-coins';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';

interface CoinRow {
  id: number;
  code: string;
  full_name: string;
  logo: string | null;
  display: number;
  support_transfer: number;
  support_deposit_withdrawal: number;
  decimals: number;
  sort: number;
  create_date: Date;
  update_date: Date;
}

const COIN_COLUMNS =
  'c.id, c.code, c.full_name, c.logo, c.display, c.support_transfer, c.support_deposit_withdrawal, c.decimals, c.sort, c.create_date, c.update_date';

const toCoin = (r: CoinRow): Coin => ({
  id: r.id,
  code: r.code,
  fullName: r.full_name,
  logo: r.logo,
  display: r.display,
  supportTransfer: r.support_transfer,
  supportDepositWithDrawal: r.support_deposit_withdrawal,
  decimals: r.decimals,
  sort: r.sort,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

export function coinPage(db: Queryable, q: z.output<typeof coinListQuery>) {
  const filters = new Filters().contains('c.code', q.code).eq('c.display', q.display);
  return listPage(db, {
    select: COIN_COLUMNS,
    from: 'coins c',
    filters,
    // The order every coin picker and the sign-in's currency list use.
    orderBy: sortedOrder('coins', { id: 'c.id', sort: 'c.sort' }, q, 'c.sort, c.id', 'c.id'),
    paging: q,
    map: toCoin,
  });
}

export async function findCoin(db: Queryable, id: number, lock = false): Promise<Coin> {
  const { rows } = await db.query<CoinRow>(`select ${COIN_COLUMNS} from coins c where c.id = $1 ${lock ? 'for update' : ''}`, [id]);
  if (!rows[0]) throw notFound(`Coin ${id} does not exist`);
  return toCoin(rows[0]);
}

/** Adds a coin; its code is unique (a second `BTC` is a 409). New coins come last unless a sort is given. */
export async function addCoin(tx: Queryable, input: z.output<typeof coinAddFields>, logo: string | null, now: Date): Promise<Coin> {
  const { rows: same } = await tx.query('select id from coins where code = $1', [input.name]);
  if (same[0]) throw conflict(`A coin ${input.name} already exists`);
  const { rows } = await tx.query<{ id: number }>(
    `insert into coins (code, full_name, logo, decimals, sort, create_date, update_date)
     values ($1, $2, $3, $4, coalesce($5, (select coalesce(max(sort), 0) + 1 from coins)), $6, $6) returning id`,
    [input.name, input.fullName, logo, input.decimals, input.sort ?? null, now],
  );
  return findCoin(tx, rows[0].id);
}

export async function editCoin(tx: Queryable, input: z.output<typeof coinEdit>, now: Date): Promise<Coin> {
  await findCoin(tx, input.id, true);
  await tx.query(
    `update coins set display = coalesce($2, display), support_transfer = coalesce($3, support_transfer),
       support_deposit_withdrawal = coalesce($4, support_deposit_withdrawal), full_name = coalesce($5, full_name),
       sort = coalesce($6, sort), update_date = $7
     where id = $1`,
    [
      input.id,
      input.display ?? null,
      input.supportTransfer ?? null,
      input.depositWithdrawal ?? null,
      input.fullName ?? null,
      input.sort ?? null,
      now,
    ],
  );
  return findCoin(tx, input.id);
}

export async function setCoinIcon(tx: Queryable, id: number, logo: string, now: Date): Promise<Coin> {
  await findCoin(tx, id, true);
  await tx.query('update coins set logo = $2, update_date = $3 where id = $1', [id, logo, now]);
  return findCoin(tx, id);
}

/** What the tables that refer to coins are called in a refusal; a table not named here is called by its name. */
const USER_WORDS: Record<string, string> = {
  user_wallets: 'wallets',
  deposit_settings: 'deposit settings',
  withdrawal_settings: 'withdrawal settings',
  coin_pairs: 'coin pairs',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  transfers: 'transfers',
  fund_management_records: 'fund records',
  convert_orders: 'convert orders',
};

/**
 * What refers to a coin: every table with a foreign key to `coins`, read from the catalogue, so a table a
 * later area adds (futures, perpetual) is counted without being listed here. Answers the words of those that
 * hold at least one row for the coin.
 */
export async function coinUses(tx: Queryable, coinId: number): Promise<string[]> {
  const { rows: references } = await tx.query<{ table_name: string; column_name: string }>(
    `select distinct cl.relname as table_name, a.attname as column_name
     from pg_constraint k
     join pg_class cl on cl.oid = k.conrelid
     join pg_namespace n on n.oid = cl.relnamespace
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'f' and k.confrelid = 'coins'::regclass and n.nspname = current_schema()
     order by 1, 2`,
  );
  // The change log names coins without a foreign key (its rows outlive nothing): a coin with history is in use.
  references.push({ table_name: 'wallet_change_log', column_name: 'coin_id' });
  const uses: string[] = [];
  for (const { table_name, column_name } of references) {
    const { rows } = await tx.query<{ used: boolean }>(
      `select exists (select 1 from "${table_name}" where "${column_name}" = $1) as used`,
      [coinId],
    );
    const word = USER_WORDS[table_name] ?? table_name.replace(/_/g, ' ');
    if (rows[0]?.used && !uses.includes(word)) uses.push(word);
  }
  return uses;
}

/** Deletes a coin nothing refers to; one in use is a 409 naming what uses it. */
export async function deleteCoin(tx: Queryable, id: number): Promise<Coin> {
  const coin = await findCoin(tx, id, true);
  const uses = await coinUses(tx, id);
  if (uses.length) {
    throw conflict(`Coin ${coin.code} is in use by ${uses.join(', ')}: it cannot be deleted (hide it with display 0 instead)`);
  }
  await tx.query('delete from coins where id = $1', [id]);
  return coin;
}
