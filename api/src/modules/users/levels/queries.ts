import {
  type MarketingLevel,
  marketingLevelAnswer,
  marketingLevelInput,
  type marketingLevelListQuery,
  type UserLevel,
  userLevelAnswer,
  userLevelInput,
  type userLevelListQuery,
} from '@console/contracts/schemas/levels';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { type Db, isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';

/** NUMERIC text without trailing zeros: `1000.000000000000000000` → `1000`. */
const decimal = (value: string) => new Decimal(value).toFixed();

/**
 * User levels and marketing levels are managed the same way; what differs is the table, the user
 * column that holds a level's number, the columns and the names in messages.
 */
export interface LevelKind<Input extends Record<string, unknown>, Out> {
  base: string;
  table: string;
  userColumn: string;
  what: string;
  schema: z.ZodType<Input>;
  /** Body field → column, in insert order. */
  columns: [keyof Input & string, string][];
  toLevel: (row: Record<string, unknown>) => Out;
  /** A level as the calls answer it (the OpenAPI document; checked against every answer in the API tests). */
  answer: z.ZodType<Out>;
}

const common = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  level: Number(row.level),
  name: String(row.name),
  userCount: Number(row.user_count),
  createDate: iso(row.create_date as Date)!,
  updateDate: iso(row.update_date as Date)!,
});

export const USER_LEVELS: LevelKind<z.output<typeof userLevelInput>, UserLevel> = {
  base: 'account/userLevel',
  table: 'user_levels',
  userColumn: 'user_level',
  what: 'user level',
  schema: userLevelInput,
  answer: userLevelAnswer,
  columns: [
    ['level', 'level'],
    ['name', 'name'],
    ['requiredDepositBalance', 'required_deposit_balance'],
    ['futuresOrderLimitMax', 'futures_order_limit_max'],
    ['futuresOrderLimitMin', 'futures_order_limit_min'],
  ],
  toLevel: (row) => ({
    ...common(row),
    requiredDepositBalance: decimal(String(row.required_deposit_balance)),
    futuresOrderLimitMax: decimal(String(row.futures_order_limit_max)),
    futuresOrderLimitMin: decimal(String(row.futures_order_limit_min)),
  }),
};

export const MARKETING_LEVELS: LevelKind<z.output<typeof marketingLevelInput>, MarketingLevel> = {
  base: 'account/userMarketing',
  table: 'marketing_levels',
  userColumn: 'user_marketing_level',
  what: 'marketing level',
  schema: marketingLevelInput,
  answer: marketingLevelAnswer,
  columns: [
    ['level', 'level'],
    ['name', 'name'],
    ['requiredEffectiveUser', 'required_effective_user'],
    ['requiredDepositUserLevel', 'required_deposit_user_level'],
    ['distributionBonusPercentage1', 'distribution_bonus_percentage1'],
    ['distributionBonusPercentage2', 'distribution_bonus_percentage2'],
    ['distributionBonusPercentage3', 'distribution_bonus_percentage3'],
    ['distributionBonusPercentage4', 'distribution_bonus_percentage4'],
    ['distributionBonusPercentage5', 'distribution_bonus_percentage5'],
    ['futuresOrderLimitMax', 'futures_order_limit_max'],
    ['futuresOrderLimitMin', 'futures_order_limit_min'],
  ],
  toLevel: (row) => ({
    ...common(row),
    requiredEffectiveUser: Number(row.required_effective_user),
    requiredDepositUserLevel: Number(row.required_deposit_user_level),
    distributionBonusPercentage1: decimal(String(row.distribution_bonus_percentage1)),
    distributionBonusPercentage2: decimal(String(row.distribution_bonus_percentage2)),
    distributionBonusPercentage3: decimal(String(row.distribution_bonus_percentage3)),
    distributionBonusPercentage4: decimal(String(row.distribution_bonus_percentage4)),
    distributionBonusPercentage5: decimal(String(row.distribution_bonus_percentage5)),
    futuresOrderLimitMax: decimal(String(row.futures_order_limit_max)),
    futuresOrderLimitMin: decimal(String(row.futures_order_limit_min)),
  }),
};

/** What the helpers below read of a kind: where its levels are, who holds them, how messages name them. */
type LevelTable = Pick<LevelKind<Record<string, unknown>, unknown>, 'table' | 'userColumn' | 'what'>;

type LevelListQuery = z.output<typeof userLevelListQuery> | z.output<typeof marketingLevelListQuery>;

/** A level's columns with the number of users holding it, on the kind's table aliased `alias`. */
const levelColumns = (kind: LevelTable, alias: string) =>
  `${alias}.*, (select count(*)::int from users u where u.${kind.userColumn} = ${alias}.level) as user_count`;

async function findLevelRow(db: Queryable, kind: LevelTable, id: number, lock = false) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${levelColumns(kind, 'l')} from ${kind.table} l where l.id = $1${lock ? ' for update of l' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound(`The ${kind.what} ${id} does not exist`);
  return rows[0];
}

const taken = (level: number) => conflict(`Level ${level} already exists: level numbers are unique`);
const inUse = (kind: LevelTable, level: number, users: number, change: string) =>
  conflict(
    `${users} ${users === 1 ? 'user holds' : 'users hold'} ${kind.what} ${level}: it cannot be ${change} until they are moved to another level`,
  );

// Serialises changes of one kind, so the "in use" and "taken" checks see the table they change.
const lockLevels = (tx: Queryable, kind: LevelTable) =>
  tx.query('select pg_advisory_xact_lock(73310301, $1)', [kind.userColumn === 'user_level' ? 1 : 2]);

export async function levelPage<Input extends Record<string, unknown>, Out>(
  db: Queryable,
  kind: LevelKind<Input, Out>,
  query: LevelListQuery,
): Promise<PageData<Out>> {
  return listPage(db, {
    select: levelColumns(kind, 'l'),
    from: `${kind.table} l`,
    filters: new Filters().eq('l.level', query.level).contains('l.name', query.name),
    // Both kinds sort by their unique level number only.
    orderBy: sortedOrder('userLevels', { level: 'l.level' }, query, 'l.level', 'l.level'),
    paging: query,
    map: kind.toLevel,
  });
}

export async function findLevel<Input extends Record<string, unknown>, Out>(
  db: Queryable,
  kind: LevelKind<Input, Out>,
  id: number,
): Promise<Out> {
  return kind.toLevel(await findLevelRow(db, kind, id));
}

/** Adds a level (409 when its number is taken); answers its id. */
export async function addLevel<Input extends Record<string, unknown>, Out>(
  db: Db,
  kind: LevelKind<Input, Out>,
  input: Input,
  now: Date,
): Promise<number> {
  const values = kind.columns.map(([field]) => input[field]);
  const id = await db
    .transaction(async (tx) => {
      await lockLevels(tx, kind);
      const { rows: same } = await tx.query(`select 1 from ${kind.table} where level = $1`, [input.level]);
      if (same.length) throw taken(Number(input.level));
      const { rows } = await tx.query<{ id: number }>(
        `insert into ${kind.table} (${kind.columns.map(([, c]) => c).join(', ')}, create_date, update_date)
         values (${kind.columns.map((_, i) => `$${i + 1}`).join(', ')}, $${values.length + 1}, $${values.length + 1}) returning id`,
        [...values, now],
      );
      return rows[0].id;
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? taken(Number(input.level)) : error;
    });
  return Number(id);
}

/** Rewrites a level; its number may change only while no user holds it (409 otherwise, or when the new number is taken). */
export async function editLevel<Input extends Record<string, unknown>, Out>(
  db: Db,
  kind: LevelKind<Input, Out>,
  id: number,
  input: Input,
  now: Date,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      await lockLevels(tx, kind);
      const current = await findLevelRow(tx, kind, id, true);
      const newLevel = Number(input.level);
      if (newLevel !== Number(current.level)) {
        const users = Number(current.user_count);
        // Users hold a level by its number: renumbering a level in use would silently move them.
        if (users > 0) throw inUse(kind, Number(current.level), users, 'renumbered');
        const { rows: same } = await tx.query(`select 1 from ${kind.table} where level = $1 and id <> $2`, [newLevel, id]);
        if (same.length) throw taken(newLevel);
      }
      const sets = kind.columns.map(([, column], i) => `${column} = $${i + 2}`);
      await tx.query(`update ${kind.table} set ${sets.join(', ')}, update_date = $${sets.length + 2} where id = $1`, [
        id,
        ...kind.columns.map(([field]) => input[field]),
        now,
      ]);
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? taken(Number(input.level)) : error;
    });
}

/** Deletes a level no user holds (409 otherwise). */
export async function deleteLevel<Input extends Record<string, unknown>, Out>(
  db: Db,
  kind: LevelKind<Input, Out>,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLevels(tx, kind);
    const current = await findLevelRow(tx, kind, id, true);
    const users = Number(current.user_count);
    if (users > 0) throw inUse(kind, Number(current.level), users, 'deleted');
    await tx.query(`delete from ${kind.table} where id = $1`, [id]);
  });
}
