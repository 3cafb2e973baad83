import type { PerpetualChange, PerpetualSettings, perpetualSettingsPatch } from '@console/contracts/schemas/perpetual';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { badRequest, type FieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { type EditableColumn, updateWithChanges } from '../changes';

/*
 * The perpetual settings (one row, `perpetual_settings`): what the engine reads when an order is placed or
 * filled (leverage, fees, maintenance margin rate, warning threshold, TP/SL ranges). A position keeps the rate,
 * threshold and close fee it opened with (its liquidation and warning prices are fixed), so an edit applies
 * from the next position opened; leverage, fees and ranges from the next order.
 */

interface SettingsRow {
  id: number;
  perpetual_switch: number;
  display_in_client: number;
  position_warning_threshold: string;
  margin_input_mode: number;
  slider_value: number;
  button_value: number[];
  leverage_switch: number;
  leverage_mode: number;
  fixed_leverage_multiple: number;
  open_leverage_multiples: number[];
  open_leverage_default: number;
  minimum_maintenance_margin_rate: string;
  margin_ration_warning_threshold: string;
  fee_mode: number;
  open_order_fee: string;
  close_profit_fee: string;
  tp_sl_range_limit_switch: number;
  sl_range_limit: string;
  tp_range_limit: string;
  update_date: Date | null;
  updated_by: string | null;
}

const text = (column: string) => `trim_scale(${column})::text as ${column}`;
const COLUMNS = `id, perpetual_switch, display_in_client, ${text('position_warning_threshold')}, margin_input_mode, slider_value, button_value,
  leverage_switch, leverage_mode, fixed_leverage_multiple, open_leverage_multiples, open_leverage_default,
  ${text('minimum_maintenance_margin_rate')}, ${text('margin_ration_warning_threshold')}, fee_mode, ${text('open_order_fee')},
  ${text('close_profit_fee')}, tp_sl_range_limit_switch, ${text('sl_range_limit')}, ${text('tp_range_limit')}, update_date, updated_by`;

const toSettings = (r: SettingsRow): PerpetualSettings => ({
  id: r.id,
  perpetualSwitch: r.perpetual_switch,
  displayInClient: r.display_in_client,
  positionWarningThreshold: r.position_warning_threshold,
  marginInputMode: r.margin_input_mode,
  sliderValue: r.slider_value,
  buttonValue: r.button_value.map(Number),
  leverageSwitch: r.leverage_switch,
  leverageMode: r.leverage_mode,
  fixedLeverageMultiple: r.fixed_leverage_multiple,
  openLeverageMultiples: r.open_leverage_multiples.map(Number),
  openLeverageDefault: r.open_leverage_default,
  minimumMaintenanceMarginRate: r.minimum_maintenance_margin_rate,
  marginRationWarningThreshold: r.margin_ration_warning_threshold,
  feeMode: r.fee_mode,
  openOrderFee: r.open_order_fee,
  closeProfitFee: r.close_profit_fee,
  tpSlRangeLimitSwitch: r.tp_sl_range_limit_switch,
  slRangeLimit: r.sl_range_limit,
  tpRangeLimit: r.tp_range_limit,
  updateDate: iso(r.update_date),
  updatedBy: r.updated_by,
});

export async function perpetualSettings(db: Queryable): Promise<PerpetualSettings> {
  const { rows } = await db.query<SettingsRow>(`select ${COLUMNS} from perpetual_settings where id = 1`);
  if (!rows[0]) throw notFound('The perpetual settings are missing');
  return toSettings(rows[0]);
}

type Field = keyof z.output<typeof perpetualSettingsPatch>;
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const DECIMALS = new Set<Field>([
  'positionWarningThreshold',
  'minimumMaintenanceMarginRate',
  'marginRationWarningThreshold',
  'openOrderFee',
  'closeProfitFee',
  'slRangeLimit',
  'tpRangeLimit',
]);
const ARRAYS = new Set<Field>(['buttonValue', 'openLeverageMultiples']);
const FIELDS: Field[] = [
  'perpetualSwitch',
  'displayInClient',
  'positionWarningThreshold',
  'marginInputMode',
  'sliderValue',
  'buttonValue',
  'leverageSwitch',
  'leverageMode',
  'fixedLeverageMultiple',
  'openLeverageMultiples',
  'openLeverageDefault',
  'minimumMaintenanceMarginRate',
  'marginRationWarningThreshold',
  'feeMode',
  'openOrderFee',
  'closeProfitFee',
  'tpSlRangeLimitSwitch',
  'slRangeLimit',
  'tpRangeLimit',
];
const EDITABLE = Object.fromEntries(
  FIELDS.map((f): [Field, EditableColumn] => [
    f,
    { column: snake(f), read: DECIMALS.has(f) ? 'decimal' : ARRAYS.has(f) ? 'array' : undefined },
  ]),
) as Record<Field, EditableColumn>;

/**
 * The rules that tie the settings together, on the settings as they would be after the patch; each broken rule
 * names the field sent that breaks it (or the first of the two):
 * - the default leverage is one of the offered multiples, each offered once;
 * - minimumMaintenanceMarginRate < marginRationWarningThreshold <= positionWarningThreshold (< 1 by the schema);
 * - a position opened at the highest offered leverage is not liquidated at once: mmr x leverage < 1;
 * - with rates (feeMode 1), both fees are fractions below 1.
 */
export function settingsProblems(next: PerpetualSettings, sent: Partial<Record<Field, unknown>>): FieldError[] {
  const problems: FieldError[] = [];
  const pick = (...fields: Field[]) => fields.find((f) => sent[f] !== undefined) ?? fields[0];
  const mmr = new Decimal(next.minimumMaintenanceMarginRate);
  if (!next.openLeverageMultiples.includes(next.openLeverageDefault)) {
    problems.push({ path: pick('openLeverageDefault', 'openLeverageMultiples'), message: 'must be one of openLeverageMultiples' });
  }
  if (new Set(next.openLeverageMultiples).size !== next.openLeverageMultiples.length) {
    problems.push({ path: 'openLeverageMultiples', message: 'names a multiple twice' });
  }
  if (!mmr.lt(next.marginRationWarningThreshold)) {
    problems.push({
      path: pick('minimumMaintenanceMarginRate', 'marginRationWarningThreshold'),
      message: 'minimumMaintenanceMarginRate must be less than marginRationWarningThreshold',
    });
  }
  if (new Decimal(next.marginRationWarningThreshold).gt(next.positionWarningThreshold)) {
    problems.push({
      path: pick('marginRationWarningThreshold', 'positionWarningThreshold'),
      message: 'marginRationWarningThreshold must not be more than positionWarningThreshold',
    });
  }
  const highest = Math.max(next.fixedLeverageMultiple, ...next.openLeverageMultiples);
  if (!mmr.times(highest).lt(1)) {
    problems.push({
      path: pick('minimumMaintenanceMarginRate', 'openLeverageMultiples', 'fixedLeverageMultiple'),
      message: `a position at ${highest}x would be liquidated at once: minimumMaintenanceMarginRate x leverage must be less than 1`,
    });
  }
  if (next.feeMode === 1) {
    for (const f of ['openOrderFee', 'closeProfitFee'] as const) {
      if (!new Decimal(next[f]).lt(1)) problems.push({ path: f, message: 'must be less than 1 (a rate) when feeMode is 1' });
    }
  }
  return problems;
}

/**
 * Saves the fields sent, under the row's lock, after checking the settings they make together (400 naming the
 * fields, nothing changed). Answers each field that changed, as it was and became (the backstage log keeps it).
 */
export async function patchPerpetualSettings(
  tx: Queryable,
  id: number,
  patch: z.output<typeof perpetualSettingsPatch>,
  account: string,
  now: Date,
): Promise<PerpetualChange[]> {
  const { rows } = await tx.query<SettingsRow>(`select ${COLUMNS} from perpetual_settings where id = $1 for update`, [id]);
  if (!rows[0]) throw notFound(`Perpetual settings ${id} do not exist`);
  const next = {
    ...toSettings(rows[0]),
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  } as PerpetualSettings;
  const problems = settingsProblems(next, patch);
  if (problems.length) throw badRequest(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  return updateWithChanges(tx, 'perpetual_settings', id, EDITABLE, patch, { now, account });
}
