import type {
  FuturesSettlementSettings,
  FuturesSystemSettings,
  futuresSystemSettingsSave,
} from '@console/contracts/schemas/trading-settings';
import type { SettingChange } from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { iso } from '../../../../db/list';
import { saveYieldSettings, yieldSettings } from './yield';

/*
 * The futures system settings as the settings screen shows and edits them. The settlement part is the one row
 * of `futures_settings` (023_futures.sql), which the round engine and placement read (`rounds/round.ts`
 * `futuresSettings`, `rounds/place-order.ts`, `rounds/place-orders.ts`). When a saved change takes effect:
 * - taxRatio and rebateRatio: copied onto each order when it is placed, and settlement uses the order's own
 *   ratios; so from the next order placed. Orders already placed (open or settled) keep theirs.
 * - closeStalenessSeconds: copied into a round's settings snapshot when the engine inserts the round
 *   (`rounds/engine.ts`), and a round's close, its staleness void and its orders' price check read the
 *   snapshot; so from the next round opened. Rounds already scheduled or open keep the limit they began with.
 */

interface SettlementRow {
  tax_ratio: string;
  rebate_ratio: string;
  close_staleness_seconds: number;
  update_date: Date | null;
  updated_by: string | null;
}

const SETTLEMENT_COLUMNS = `trim_scale(tax_ratio)::text as tax_ratio, trim_scale(rebate_ratio)::text as rebate_ratio,
  close_staleness_seconds, update_date, updated_by`;

/** The migration's defaults, which `round.ts` also applies when the row is missing. */
const DEFAULTS: SettlementRow = { tax_ratio: '0', rebate_ratio: '0', close_staleness_seconds: 5, update_date: null, updated_by: null };

const toSettlement = (r: SettlementRow): FuturesSettlementSettings => ({
  taxRatio: r.tax_ratio,
  rebateRatio: r.rebate_ratio,
  closeStalenessSeconds: r.close_staleness_seconds,
  updateDate: iso(r.update_date),
  updatedBy: r.updated_by,
});

export async function futuresSystemSettings(db: Queryable): Promise<FuturesSystemSettings> {
  const { rows } = await db.query<SettlementRow>(`select ${SETTLEMENT_COLUMNS} from futures_settings where id = 1`);
  return { settlement: toSettlement(rows[0] ?? DEFAULTS), yield: await yieldSettings(db) };
}

/** The settlement fields an edit may set: the answer's name, its column. */
const SETTLEMENT_FIELDS = {
  taxRatio: 'tax_ratio',
  rebateRatio: 'rebate_ratio',
  closeStalenessSeconds: 'close_staleness_seconds',
} as const;
type SettlementField = keyof typeof SETTLEMENT_FIELDS;

/**
 * Saves the parts sent, in the caller's transaction, under the settings row's lock (two saves at once apply
 * one after the other, each seeing the other's result as its "before"). Answers each field that changed, as
 * it was and as it became (`settlement.taxRatio`, ...): the save's answer carries them into the backstage log.
 */
export async function saveFuturesSystemSettings(
  tx: Queryable,
  save: z.output<typeof futuresSystemSettingsSave>,
  account: string,
  now: Date,
): Promise<SettingChange[]> {
  const yieldChanges = save.yield ? await saveYieldSettings(tx, save.yield, account, now) : [];
  const sent = save.settlement ?? {};
  const fields = (Object.keys(SETTLEMENT_FIELDS) as SettlementField[]).filter((f) => sent[f] !== undefined);
  if (!fields.length) return yieldChanges;
  // Were the row ever deleted, the save brings it back with the defaults the engine was applying.
  await tx.query('insert into futures_settings (id) values (1) on conflict (id) do nothing');
  const { rows: before } = await tx.query<SettlementRow>(`select ${SETTLEMENT_COLUMNS} from futures_settings where id = 1 for update`);
  const { rows: after } = await tx.query<SettlementRow>(
    `update futures_settings set update_date = $1, updated_by = $2${fields.map((f, i) => `, ${SETTLEMENT_FIELDS[f]} = $${i + 3}`).join('')}
     where id = 1 returning ${SETTLEMENT_COLUMNS}`,
    [now, account, ...fields.map((f) => sent[f])],
  );
  const was = toSettlement(before[0]);
  const is = toSettlement(after[0]);
  const settlementChanges = fields
    .map((f) => ({ field: `settlement.${f}`, from: was[f], to: is[f] }))
    .filter((change) => String(change.from) !== String(change.to));
  return [...settlementChanges, ...yieldChanges];
}
