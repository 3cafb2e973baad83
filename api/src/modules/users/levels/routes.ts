import { idParam } from '@console/contracts/schemas/common';
import {
  type MarketingLevel,
  marketingLevelListQuery,
  marketingLevelInput,
  type UserLevel,
  userLevelInput,
  userLevelListQuery,
} from '@console/contracts/schemas/levels';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';

/** NUMERIC text without trailing zeros: `1000.000000000000000000` → `1000`. */
const decimal = (value: string) => new Decimal(value).toFixed();

/**
 * User levels and marketing levels are managed the same way; what differs is the table, the user
 * column that holds a level's number, the columns and the names in messages.
 */
interface LevelKind<Input extends Record<string, unknown>, Out> {
  base: string;
  table: string;
  userColumn: string;
  what: string;
  schema: z.ZodType<Input>;
  /** Body field → column, in insert order. */
  columns: [keyof Input & string, string][];
  toLevel: (row: Record<string, unknown>) => Out;
}

const common = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  level: Number(row.level),
  name: String(row.name),
  userCount: Number(row.user_count),
  createDate: iso(row.create_date as Date)!,
  updateDate: iso(row.update_date as Date)!,
});

const USER_LEVELS: LevelKind<z.output<typeof userLevelInput>, UserLevel> = {
  base: 'account/userLevel',
  table: 'user_levels',
  userColumn: 'user_level',
  what: 'user level',
  schema: userLevelInput,
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

const MARKETING_LEVELS: LevelKind<z.output<typeof marketingLevelInput>, MarketingLevel> = {
  base: 'account/userMarketing',
  table: 'marketing_levels',
  userColumn: 'user_marketing_level',
  what: 'marketing level',
  schema: marketingLevelInput,
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

function levelRoutes<Input extends Record<string, unknown>, Out>(kind: LevelKind<Input, Out>) {
  const select = (alias: string) =>
    `${alias}.*, (select count(*)::int from users u where u.${kind.userColumn} = ${alias}.level) as user_count`;

  const find = async (db: Queryable, id: number, lock = false) => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${select('l')} from ${kind.table} l where l.id = $1${lock ? ' for update of l' : ''}`,
      [id],
    );
    if (!rows[0]) throw notFound(`The ${kind.what} ${id} does not exist`);
    return rows[0];
  };

  const taken = (level: number) => conflict(`Level ${level} already exists: level numbers are unique`);
  const inUse = (level: number, users: number, change: string) =>
    conflict(
      `${users} ${users === 1 ? 'user holds' : 'users hold'} ${kind.what} ${level}: it cannot be ${change} until they are moved to another level`,
    );

  // Serialises changes of one kind, so the "in use" and "taken" checks see the table they change.
  const lock = (tx: Queryable) => tx.query('select pg_advisory_xact_lock(73310301, $1)', [kind.userColumn === 'user_level' ? 1 : 2]);

  return [
    route({
      method: 'POST',
      path: `${kind.base}/list`,
      name: `List ${kind.what}s`,
      body: kind.userColumn === 'user_level' ? userLevelListQuery : marketingLevelListQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: select('l'),
          from: `${kind.table} l`,
          filters: new Filters().eq('l.level', body.level).contains('l.name', body.name),
          // Both kinds sort by their unique level number only.
          orderBy: sortedOrder('userLevels', { level: 'l.level' }, body, 'l.level', 'l.level'),
          paging: body,
          map: kind.toLevel,
        }),
    }),
    route({
      method: 'POST',
      path: `${kind.base}/add`,
      name: `Add ${kind.what}`,
      audit: true,
      body: kind.schema,
      handler: async ({ body, services: { db }, now }) => {
        const values = kind.columns.map(([field]) => body[field]);
        const id = await db
          .transaction(async (tx) => {
            await lock(tx);
            const { rows: same } = await tx.query(`select 1 from ${kind.table} where level = $1`, [body.level]);
            if (same.length) throw taken(Number(body.level));
            const { rows } = await tx.query<{ id: number }>(
              `insert into ${kind.table} (${kind.columns.map(([, c]) => c).join(', ')}, create_date, update_date)
               values (${kind.columns.map((_, i) => `$${i + 1}`).join(', ')}, $${values.length + 1}, $${values.length + 1}) returning id`,
              [...values, now],
            );
            return rows[0].id;
          })
          .catch((error) => {
            throw isUniqueViolation(error) ? taken(Number(body.level)) : error;
          });
        return kind.toLevel(await find(db, Number(id)));
      },
    }),
    route({
      method: 'PUT',
      path: `${kind.base}/edit/{id}`,
      name: `Edit ${kind.what}`,
      audit: true,
      params: idParam,
      body: kind.schema,
      handler: async ({ params, body, services: { db }, now }) => {
        await db
          .transaction(async (tx) => {
            await lock(tx);
            const current = await find(tx, params.id, true);
            const newLevel = Number(body.level);
            if (newLevel !== Number(current.level)) {
              const users = Number(current.user_count);
              // Users hold a level by its number: renumbering a level in use would silently move them.
              if (users > 0) throw inUse(Number(current.level), users, 'renumbered');
              const { rows: same } = await tx.query(`select 1 from ${kind.table} where level = $1 and id <> $2`, [newLevel, params.id]);
              if (same.length) throw taken(newLevel);
            }
            const sets = kind.columns.map(([, column], i) => `${column} = $${i + 2}`);
            await tx.query(`update ${kind.table} set ${sets.join(', ')}, update_date = $${sets.length + 2} where id = $1`, [
              params.id,
              ...kind.columns.map(([field]) => body[field]),
              now,
            ]);
          })
          .catch((error) => {
            throw isUniqueViolation(error) ? taken(Number(body.level)) : error;
          });
        return kind.toLevel(await find(db, params.id));
      },
    }),
    route({
      method: 'DELETE',
      path: `${kind.base}/del/{id}`,
      name: `Delete ${kind.what}`,
      audit: true,
      params: idParam,
      handler: async ({ params, services: { db } }) => {
        await db.transaction(async (tx) => {
          await lock(tx);
          const current = await find(tx, params.id, true);
          const users = Number(current.user_count);
          if (users > 0) throw inUse(Number(current.level), users, 'deleted');
          await tx.query(`delete from ${kind.table} where id = $1`, [params.id]);
        });
        return null;
      },
    }),
  ];
}

export function userLevelRoutes() {
  return [...levelRoutes(USER_LEVELS), ...levelRoutes(MARKETING_LEVELS)];
}
