import type { Gameplay, SettingChange, gameplayAdd, gameplayEdit, gameplayListQuery } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../../db/list';
import { fieldError, notFound } from '../../../../http/errors';
import { Decimal } from '../../../../money';
import { updateWithChanges } from '../changes';
import { assertYieldInRange } from '../settings/yield';

interface GameplayRow {
  id: number;
  futures_pair_id: number;
  pair_code: string;
  name: string;
  time_interval: number;
  yield_ratio: string;
  quantity_min: string;
  quantity_max: string;
  user_rank_level: number;
  team_rank_level: number;
  display_sort: number;
  status: number;
  accept_delay_time: number;
  settle_delay_time: number;
  halted: number;
  create_date: Date;
  update_date: Date;
}

const GAMEPLAY_COLUMNS = `g.id, g.futures_pair_id, p.code as pair_code, g.name, g.time_interval, trim_scale(g.yield_ratio)::text as yield_ratio,
  trim_scale(g.quantity_min)::text as quantity_min, trim_scale(g.quantity_max)::text as quantity_max, g.user_rank_level, g.team_rank_level,
  g.display_sort, g.status, g.accept_delay_time, g.settle_delay_time, g.halted, g.create_date, g.update_date`;
const GAMEPLAY_FROM = 'futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id';

const toGameplay = (r: GameplayRow): Gameplay => ({
  id: r.id,
  tradingPairId: r.futures_pair_id,
  tradingPairCode: r.pair_code,
  name: r.name,
  timeInterval: r.time_interval,
  yieldRatio: r.yield_ratio,
  quantityMin: r.quantity_min,
  quantityMax: r.quantity_max,
  userRankLevel: r.user_rank_level,
  teamRankLevel: r.team_rank_level,
  displaySort: r.display_sort,
  status: r.status,
  acceptDelayTime: r.accept_delay_time,
  settleDelayTime: r.settle_delay_time,
  halted: r.halted,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/**
 * The gameplays of pairs that are not deleted (of one pair: `tradingPairId`), in display order unless sorted
 * by id, display order or interval (`futureGameplays`: a pair has a handful of gameplays).
 */
export function gameplayPage(db: Queryable, q: z.output<typeof gameplayListQuery>) {
  const filters = new Filters()
    .where('p.deleted_date is null')
    .eq('g.futures_pair_id', q.tradingPairId)
    .eq('g.status', q.status)
    .contains('g.name', q.name);
  const sorts = { id: 'g.id', displaySort: 'g.display_sort', timeInterval: 'g.time_interval' };
  const orderBy = sortedOrder('futureGameplays', sorts, q, 'g.futures_pair_id, g.display_sort, g.id', 'g.id');
  return listPage(db, { select: GAMEPLAY_COLUMNS, from: GAMEPLAY_FROM, filters, orderBy, paging: q, map: toGameplay });
}

export async function findGameplay(db: Queryable, id: number): Promise<Gameplay> {
  const { rows } = await db.query<GameplayRow>(
    `select ${GAMEPLAY_COLUMNS} from ${GAMEPLAY_FROM} where g.id = $1 and p.deleted_date is null`,
    [id],
  );
  if (!rows[0]) throw notFound(`Gameplay ${id} does not exist`);
  return toGameplay(rows[0]);
}

/** The columns of the gameplay's settings, by the field the caller sends. */
const COLUMNS = {
  name: { column: 'name' },
  timeInterval: { column: 'time_interval' },
  yieldRatio: { column: 'yield_ratio', decimal: true },
  quantityMin: { column: 'quantity_min', decimal: true },
  quantityMax: { column: 'quantity_max', decimal: true },
  userRankLevel: { column: 'user_rank_level' },
  teamRankLevel: { column: 'team_rank_level' },
  displaySort: { column: 'display_sort' },
  status: { column: 'status' },
  acceptDelayTime: { column: 'accept_delay_time' },
  settleDelayTime: { column: 'settle_delay_time' },
};
type Field = keyof typeof COLUMNS;

/** The rules between fields, on the values the gameplay will have (sent or kept): a 400 naming the field. */
function checkSettings(s: { quantityMin: string; quantityMax: string; acceptDelayTime: number; timeInterval: number }): void {
  if (new Decimal(s.quantityMin).gt(s.quantityMax)) throw fieldError('quantityMin', `must not be more than quantityMax (${s.quantityMax})`);
  if (s.acceptDelayTime >= s.timeInterval) {
    throw fieldError('acceptDelayTime', `must be less than timeInterval (${s.timeInterval} s): a round must accept orders for a while`);
  }
}

export async function addGameplay(tx: Queryable, input: z.output<typeof gameplayAdd>, now: Date): Promise<number> {
  const { rows: pairs } = await tx.query('select 1 from futures_pairs where id = $1 and deleted_date is null', [input.tradingPairId]);
  if (!pairs.length) throw fieldError('tradingPairId', `futures pair ${input.tradingPairId} does not exist`);
  checkSettings(input);
  await assertYieldInRange(tx, input.yieldRatio);
  const fields = Object.keys(COLUMNS) as Field[];
  const { rows } = await tx.query<{ id: number }>(
    `insert into futures_gameplays (futures_pair_id, create_date, update_date, ${fields.map((f) => COLUMNS[f].column).join(', ')})
     values ($1, $2, $2, ${fields.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
    [input.tradingPairId, now, ...fields.map((f) => input[f])],
  );
  return rows[0].id;
}

/**
 * Edits a gameplay under its row lock. Rounds already opened keep the settings they took at opening
 * (`futures_rounds.settings`): the edit applies from the gameplay's next round.
 */
export async function editGameplay(tx: Queryable, input: z.output<typeof gameplayEdit>, now: Date): Promise<SettingChange[]> {
  const { rows } = await tx.query<{ quantity_min: string; quantity_max: string; accept_delay_time: number; time_interval: number }>(
    `select g.quantity_min::text as quantity_min, g.quantity_max::text as quantity_max, g.accept_delay_time, g.time_interval
     from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id where g.id = $1 and p.deleted_date is null for update of g`,
    [input.id],
  );
  const current = rows[0];
  if (!current) throw notFound(`Gameplay ${input.id} does not exist`);
  checkSettings({
    quantityMin: input.quantityMin ?? current.quantity_min,
    quantityMax: input.quantityMax ?? current.quantity_max,
    acceptDelayTime: input.acceptDelayTime ?? current.accept_delay_time,
    timeInterval: input.timeInterval ?? current.time_interval,
  });
  // Only a ratio sent is checked: a gameplay left outside a since narrowed range keeps its ratio until it is edited.
  await assertYieldInRange(tx, input.yieldRatio);
  const { id: _id, ...sets } = input;
  return updateWithChanges(tx, 'futures_gameplays', input.id, COLUMNS, sets, now);
}
