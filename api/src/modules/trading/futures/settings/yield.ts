import type { FuturesYieldGameplay, FuturesYieldSettings, futuresSystemSettingsSave } from '@console/contracts/schemas/trading-settings';
import type { SettingChange } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { iso } from '../../../../db/list';
import { fieldError } from '../../../../http/errors';
import { Decimal } from '../../../../money';

/*
 * The global yield settings (the `yield` part of the futures system settings; table `futures_yield_settings`,
 * 031_copy_trading.sql): the client's stake picker, and the range of yield ratios a gameplay may be saved with
 * (`assertYieldInRange`, called by the gameplay add and edit). A save applies to the next gameplay saved:
 * gameplays already outside a narrowed range keep their ratio (and their rounds theirs) until edited, and the
 * settings name them (`outsideRange`, answered by init and by the save that narrowed the range) so staff see them.
 */

interface YieldRow {
  client_mode: number;
  slider_value: number;
  button_value: string[];
  client_num_show: number;
  yield_mode: number;
  min_yield: string;
  max_yield: string;
  update_date: Date | null;
  updated_by: string | null;
}

const YIELD_COLUMNS = `client_mode, slider_value, array(select trim_scale(b)::text from unnest(button_value) b) as button_value,
  client_num_show, yield_mode, trim_scale(min_yield)::text as min_yield, trim_scale(max_yield)::text as max_yield, update_date, updated_by`;

/** The migration's defaults, for a database whose row was deleted. */
const DEFAULTS: YieldRow = {
  client_mode: 1,
  slider_value: 10,
  button_value: ['10', '50', '100', '500'],
  client_num_show: 2,
  yield_mode: 1,
  min_yield: '0.01',
  max_yield: '10',
  update_date: null,
  updated_by: null,
};

const toYield = (r: YieldRow, outsideRange: FuturesYieldGameplay[] = []): FuturesYieldSettings => ({
  clientMode: r.client_mode === 2 ? 2 : 1,
  sliderValue: r.slider_value,
  buttonValue: r.button_value,
  clientNumShow: r.client_num_show,
  yieldMode: r.yield_mode === 2 ? 2 : 1,
  minYield: r.min_yield,
  maxYield: r.max_yield,
  updateDate: iso(r.update_date),
  updatedBy: r.updated_by,
  outsideRange,
});

const readYield = async (db: Queryable): Promise<YieldRow> =>
  (await db.query<YieldRow>(`select ${YIELD_COLUMNS} from futures_yield_settings where id = 1`)).rows[0] ?? DEFAULTS;

/** The gameplays of pairs not deleted whose yield ratio lies outside `[min, max]`, by pair and gameplay. */
async function gameplaysOutside(db: Queryable, min: string, max: string): Promise<FuturesYieldGameplay[]> {
  const { rows } = await db.query<{ id: number; pair_id: number; pair_code: string; name: string; ratio: string; status: number }>(
    `select g.id, g.futures_pair_id as pair_id, p.code as pair_code, g.name, trim_scale(g.yield_ratio)::text as ratio, g.status
     from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id
     where p.deleted_date is null and (g.yield_ratio < $1::numeric or g.yield_ratio > $2::numeric)
     order by p.display_sort, p.id, g.display_sort, g.id`,
    [min, max],
  );
  return rows.map((r) => ({
    id: r.id,
    tradingPairId: r.pair_id,
    tradingPairCode: r.pair_code,
    name: r.name,
    yieldRatio: r.ratio,
    status: r.status,
  }));
}

/** The settings with the gameplays outside their range. */
export async function yieldSettings(db: Queryable): Promise<FuturesYieldSettings> {
  const row = await readYield(db);
  return toYield(row, await gameplaysOutside(db, row.min_yield, row.max_yield));
}

/** A gameplay's yield ratio must lie within the settings' range: a 400 naming `yieldRatio` otherwise. */
export async function assertYieldInRange(db: Queryable, yieldRatio: string | undefined): Promise<void> {
  if (yieldRatio === undefined) return;
  const { minYield, maxYield } = toYield(await readYield(db));
  const ratio = new Decimal(yieldRatio);
  if (ratio.lt(minYield) || ratio.gt(maxYield)) {
    throw fieldError('yieldRatio', `must be between ${minYield} and ${maxYield} (the global yield settings' range)`);
  }
}

const YIELD_FIELDS = {
  clientMode: 'client_mode',
  sliderValue: 'slider_value',
  buttonValue: 'button_value',
  clientNumShow: 'client_num_show',
  yieldMode: 'yield_mode',
  minYield: 'min_yield',
  maxYield: 'max_yield',
} as const;
type YieldField = keyof typeof YIELD_FIELDS;

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value as string | number));

/**
 * Saves the yield fields sent, in the caller's transaction, under the row's lock; a bound sent alone is checked
 * against the saved other bound (min never above max). Answers each field that changed (`yield.minYield`, ...).
 */
export async function saveYieldSettings(
  tx: Queryable,
  sent: NonNullable<z.output<typeof futuresSystemSettingsSave>['yield']>,
  account: string,
  now: Date,
): Promise<SettingChange[]> {
  const fields = (Object.keys(YIELD_FIELDS) as YieldField[]).filter((f) => sent[f] !== undefined);
  if (!fields.length) return [];
  await tx.query('insert into futures_yield_settings (id) values (1) on conflict (id) do nothing');
  const { rows: before } = await tx.query<YieldRow>(`select ${YIELD_COLUMNS} from futures_yield_settings where id = 1 for update`);
  const was = toYield(before[0]);
  const min = sent.minYield ?? was.minYield;
  const max = sent.maxYield ?? was.maxYield;
  if (new Decimal(min).gt(max)) {
    throw fieldError(sent.minYield !== undefined ? 'yield.minYield' : 'yield.maxYield', `minYield ${min} would be above maxYield ${max}`);
  }
  const { rows: after } = await tx.query<YieldRow>(
    `update futures_yield_settings set update_date = $1, updated_by = $2${fields
      .map((f, i) => `, ${YIELD_FIELDS[f]} = $${i + 3}${f === 'buttonValue' ? '::numeric[]' : ''}`)
      .join('')}
     where id = 1 returning ${YIELD_COLUMNS}`,
    [now, account, ...fields.map((f) => sent[f])],
  );
  const is = toYield(after[0]);
  return fields
    .map((f) => ({ field: `yield.${f}`, from: shown(was[f]), to: shown(is[f]) }))
    .filter((change) => String(change.from) !== String(change.to));
}
