import type { FlowSetting } from '@console/contracts/schemas/settings-platform';
import type { SettingValues } from '@console/contracts/schemas/settings-answers';
import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { lastStamp } from '../versions/queries';
import type { SettingDefinition } from '../versions/save';

/*
 * Flow (turnover requirement) and transfers (`flow_setting`, 034): the switches, the multiplier that turns a
 * credited deposit into flow volume, and the fee of a transfer between a user's wallets. Deposits and transfers
 * read it in their own transaction (`./effects.ts`), so a change applies to the next one, on every instance.
 */

/** Each field with its column; decimals are kept as the shortest decimal string (`1.5`, not `1.5000`). */
const COLUMNS = {
  globalEnable: 'global_enable',
  backstageFutureWalletEnable: 'backstage_future_wallet_enable',
  backstagePerpetualWalletEnable: 'backstage_perpetual_wallet_enable',
  clientFutureWalletEnable: 'client_future_wallet_enable',
  clientPerpetualWalletEnable: 'client_perpetual_wallet_enable',
  flowVolumeMultiplier: 'flow_volume_multiplier',
  allowTransferEnable: 'allow_transfer_enable',
  transferFeeEnable: 'transfer_fee_enable',
  transferFeeRate: 'transfer_fee_rate',
} as const;
type FlowField = keyof typeof COLUMNS;
const DECIMALS = new Set<FlowField>(['flowVolumeMultiplier', 'transferFeeRate']);
const FIELDS = Object.keys(COLUMNS) as FlowField[];

/** A decimal as the versions keep it: `1.5000` and `1.50` are both `1.5`. */
export const shortDecimal = (value: unknown) => new Decimal(String(value)).toFixed();

export type FlowValues = Record<FlowField, number | string>;

export async function readFlow(db: Queryable): Promise<FlowValues & { createDate: Date }> {
  const { rows } = await db.query<Record<string, number | string | Date>>(
    `select ${FIELDS.map((f) => (DECIMALS.has(f) ? `${COLUMNS[f]}::text as "${f}"` : `${COLUMNS[f]} as "${f}"`)).join(', ')},
       create_date as "createDate"
     from flow_setting where id = 1`,
  );
  const row = rows[0];
  const values = Object.fromEntries(FIELDS.map((f) => [f, DECIMALS.has(f) ? shortDecimal(row[f]) : Number(row[f])])) as FlowValues;
  return { ...values, createDate: row.createDate as Date };
}

/** The values sent, with their decimals written the way the versions keep them. */
export function normalFlowValues(values: Partial<Record<FlowField, unknown>>): SettingValues {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([f, v]) => [f, DECIMALS.has(f as FlowField) ? shortDecimal(v) : Number(v)]),
  );
}

export const FLOW_DEFINITION: SettingDefinition = {
  setting: 'flow',
  view: 'flowSettings.view',
  async read(db) {
    const { createDate: _created, ...values } = await readFlow(db);
    return values;
  },
  editPermissions: () => ['flowSettings.edit'],
  async write(tx, after, _before, now) {
    await tx.query(
      `update flow_setting set ${FIELDS.map((f, i) => `${COLUMNS[f]} = $${i + 1}`).join(', ')}, update_date = $${FIELDS.length + 1}
       where id = 1`,
      [...FIELDS.map((f) => after[f]), now],
    );
  },
};

export async function flowSetting(db: Queryable): Promise<FlowSetting> {
  const { createDate, ...values } = await readFlow(db);
  return {
    id: 1,
    ...(values as Omit<FlowSetting, 'id' | 'createDate' | 'updateDate' | 'updatedBy'>),
    createDate: iso(createDate)!,
    ...(await lastStamp(db, 'flow')),
  };
}
