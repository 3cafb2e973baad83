import {
  type AnomalySettings,
  anomalySettingsUpdate,
  type DepositChannel,
  type DepositSetting,
  depositChannelSave,
  depositSettingSave,
  type FinanceSettingsRecord,
  financeSettingsUpdate,
  type WithdrawalChain,
  type WithdrawalSetting,
  withdrawalChainAdd,
  withdrawalSettingAdd,
  withdrawalSettingEdit,
  settingIdParam,
  withdrawalSettingListQuery,
} from '@console/contracts/schemas/finance-settings';
import type { Db, Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { anomalySettings } from './anomalies';
import { num } from './records';

/** Serialises settings changes, so the one-per-coin and has-channels checks see the tables they change. */
const lockSettings = (tx: Queryable) => tx.query('select pg_advisory_xact_lock(7310010)');

async function coinName(db: Queryable, coinId: number): Promise<string> {
  const { rows } = await db.query<{ code: string }>('select code from coins where id = $1', [coinId]);
  if (!rows[0]) throw fieldError('coinId', `coin ${coinId} does not exist`);
  return rows[0].code;
}

// ------------------------------------------------------------------ deposit settings and channels

interface DepositChannelRow {
  id: number;
  deposit_setting_id: number;
  block_chain: string;
  deposit_mode: number;
  activation: number;
  address1: string | null;
  address2: string | null;
  create_date: Date;
  update_date: Date;
}

const toDepositChannel = (r: DepositChannelRow): DepositChannel => ({
  id: r.id,
  depositSettingId: r.deposit_setting_id,
  blockChain: r.block_chain,
  depositMode: r.deposit_mode,
  activation: r.activation,
  address1: r.address1,
  address2: r.address2,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

interface DepositSettingRow {
  id: number;
  coin_id: number;
  code: string;
  min: string;
  max: string | null;
  client_order: number;
  update_date: Date;
  updated_by: string | null;
}

async function depositSettings(db: Queryable, id?: number): Promise<DepositSetting[]> {
  const { rows } = await db.query<DepositSettingRow>(
    `select s.id, s.coin_id, c.code, trim_scale(s.min_deposit_amount)::text as min, trim_scale(s.max_deposit_amount)::text as max,
       s.client_order, s.update_date, s.updated_by
     from deposit_settings s join coins c on c.id = s.coin_id
     ${id === undefined ? '' : 'where s.id = $1'} order by s.client_order, c.sort, s.id`,
    id === undefined ? [] : [id],
  );
  const { rows: channels } = await db.query<DepositChannelRow>(
    `select * from deposit_channels ${id === undefined ? '' : 'where deposit_setting_id = $1'} order by id`,
    id === undefined ? [] : [id],
  );
  return rows.map((r) => ({
    id: r.id,
    coinId: r.coin_id,
    coinName: r.code,
    minDepositAmount: r.min,
    maxDepositAmount: r.max,
    depositChannel: channels.filter((c) => c.deposit_setting_id === r.id).map(toDepositChannel),
    clientOrder: r.client_order,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  }));
}

// ------------------------------------------------------------------ withdrawal settings and chains

interface WithdrawalChainRow {
  id: number;
  withdrawal_setting_id: number;
  block_chain: string;
  activation: number;
  create_date: Date;
}

const toWithdrawalChain = (r: WithdrawalChainRow): WithdrawalChain => ({
  id: r.id,
  withdrawalSettingId: r.withdrawal_setting_id,
  blockChain: r.block_chain,
  activation: r.activation,
  createDate: iso(r.create_date)!,
});

interface WithdrawalSettingRow {
  id: number;
  coin_id: number;
  code: string;
  allowed: number;
  pct: string;
  fee: string;
  min: string;
  max: string | null;
  dual: string | null;
  client_order: number;
  update_date: Date;
  updated_by: string | null;
}

async function withdrawalSettings(db: Queryable, where: { id?: number; coinId?: number } = {}): Promise<WithdrawalSetting[]> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (where.id !== undefined) conditions.push(`s.id = $${params.push(where.id)}`);
  if (where.coinId !== undefined) conditions.push(`s.coin_id = $${params.push(where.coinId)}`);
  const { rows } = await db.query<WithdrawalSettingRow>(
    `select s.id, s.coin_id, c.code, s.is_withdrawal_allowed as allowed, trim_scale(s.withdrawal_fee_percentage)::text as pct,
       trim_scale(s.withdrawal_fee_amount)::text as fee, trim_scale(s.min_withdrawal_amount)::text as min,
       trim_scale(s.max_withdrawal_amount)::text as max, trim_scale(s.dual_approval_amount)::text as dual, s.client_order,
       s.update_date, s.updated_by
     from withdrawal_settings s join coins c on c.id = s.coin_id
     ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by s.client_order, c.sort, s.id`,
    params,
  );
  const ids = rows.map((r) => r.id);
  const { rows: chains } = ids.length
    ? await db.query<WithdrawalChainRow>('select * from withdrawal_chains where withdrawal_setting_id = any($1::int[]) order by id', [ids])
    : { rows: [] as WithdrawalChainRow[] };
  return rows.map((r) => ({
    id: r.id,
    coinId: r.coin_id,
    coinName: r.code,
    isWithdrawalAllowed: r.allowed,
    withdrawalFeePercentage: r.pct,
    withdrawalFeeAmount: r.fee,
    minWithdrawalAmount: r.min,
    maxWithdrawalAmount: r.max,
    dualApprovalAmount: r.dual,
    clientOrder: r.client_order,
    withdrawalChannel: chains.filter((c) => c.withdrawal_setting_id === r.id).map(toWithdrawalChain),
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  }));
}

// ------------------------------------------------------------------ what both have alike

/** A setting per coin, and below it an entry per blockchain: deposit channels, withdrawal blockchains. */
interface SettingKind<EntryRow, Entry> {
  /** At the start of a message: `Deposit setting 3 does not exist`. */
  setting: 'Deposit setting' | 'Withdrawal setting';
  settingTable: 'deposit_settings' | 'withdrawal_settings';
  /** At the start of a message: `Deposit channel 7 does not exist`. */
  entry: 'Deposit channel' | 'Withdrawal blockchain';
  entryTable: 'deposit_channels' | 'withdrawal_chains';
  /** The entry's column naming its setting. */
  entrySetting: 'deposit_setting_id' | 'withdrawal_setting_id';
  /** How the refusal to delete a setting that has entries counts them. */
  countEntries: (n: number) => string;
  toEntry: (row: EntryRow) => Entry;
}

const DEPOSIT: SettingKind<DepositChannelRow, DepositChannel> = {
  setting: 'Deposit setting',
  settingTable: 'deposit_settings',
  entry: 'Deposit channel',
  entryTable: 'deposit_channels',
  entrySetting: 'deposit_setting_id',
  countEntries: (n) => `${n} blockchain channel(s)`,
  toEntry: toDepositChannel,
};

const WITHDRAWAL: SettingKind<WithdrawalChainRow, WithdrawalChain> = {
  setting: 'Withdrawal setting',
  settingTable: 'withdrawal_settings',
  entry: 'Withdrawal blockchain',
  entryTable: 'withdrawal_chains',
  entrySetting: 'withdrawal_setting_id',
  countEntries: (n) => `${n} blockchain entr${n === 1 ? 'y' : 'ies'}`,
  toEntry: toWithdrawalChain,
};

/** All that most of the helpers below need of a kind. */
type SettingTables = Omit<SettingKind<unknown, unknown>, 'toEntry'>;

/** Locks a setting's row; a missing one is a 404, or a 400 naming `field` when the body refers to it. */
async function lockSetting(tx: Queryable, kind: SettingTables, id: number, field = 'id'): Promise<void> {
  const { rows } = await tx.query(`select id from ${kind.settingTable} where id = $1 for update`, [id]);
  if (!rows[0]) {
    if (field === 'id') throw notFound(`${kind.setting} ${id} does not exist`);
    throw fieldError(field, `${kind.setting.toLowerCase()} ${id} does not exist`);
  }
}

/** The coin must exist (400), and have no setting of this kind but `exceptId`'s (409). */
async function checkCoinFree(tx: Queryable, kind: SettingTables, coinId: number, exceptId = 0): Promise<void> {
  await coinName(tx, coinId);
  const { rows: taken } = await tx.query<{ id: number }>(`select id from ${kind.settingTable} where coin_id = $1 and id <> $2`, [
    coinId,
    exceptId,
  ]);
  if (taken[0]) throw conflict(`Coin ${coinId} already has a ${kind.setting.toLowerCase()} (${taken[0].id}): edit that one`);
}

/** Deletes a setting that has no entries left (409 otherwise). */
async function deleteSetting(db: Db, kind: SettingTables, id: number) {
  await db.transaction(async (tx) => {
    await lockSettings(tx);
    await lockSetting(tx, kind, id);
    const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${kind.entryTable} where ${kind.entrySetting} = $1`, [
      id,
    ]);
    if (rows[0].n) throw conflict(`${kind.setting} ${id} still has ${kind.countEntries(rows[0].n)}: delete them before the setting`);
    await tx.query(`delete from ${kind.settingTable} where id = $1`, [id]);
  });
  return { id, deleted: true };
}

/** The entries of a setting (404 when the setting does not exist). */
async function settingEntries<Row, Entry>(db: Queryable, kind: SettingKind<Row, Entry>, settingId: number): Promise<Entry[]> {
  const { rows: found } = await db.query(`select 1 from ${kind.settingTable} where id = $1`, [settingId]);
  if (!found.length) throw notFound(`${kind.setting} ${settingId} does not exist`);
  const { rows } = await db.query<Row>(`select * from ${kind.entryTable} where ${kind.entrySetting} = $1 order by id`, [settingId]);
  return rows.map(kind.toEntry);
}

async function findEntry<Row, Entry>(db: Queryable, kind: SettingKind<Row, Entry>, id: number): Promise<Entry> {
  const { rows } = await db.query<Row>(`select * from ${kind.entryTable} where id = $1`, [id]);
  return kind.toEntry(rows[0]);
}

/** Locks an entry to be edited: a missing one is a 404; one of another setting is a 400 naming `id` (an edit does not move it). */
async function lockEntry(tx: Queryable, kind: SettingTables, id: number, settingId: number): Promise<void> {
  const { rows } = await tx.query<{ setting_id: number }>(
    `select ${kind.entrySetting} as setting_id from ${kind.entryTable} where id = $1 for update`,
    [id],
  );
  if (!rows[0]) throw notFound(`${kind.entry} ${id} does not exist`);
  if (rows[0].setting_id !== settingId) {
    throw fieldError(
      'id',
      `${kind.entry.toLowerCase()} ${id} belongs to ${kind.setting.toLowerCase()} ${rows[0].setting_id}, not ${settingId}`,
    );
  }
}

/** A setting names each blockchain once, in any case (409 naming the entry that has it); `exceptId` is the entry being edited. */
async function checkBlockchainFree(tx: Queryable, kind: SettingTables, settingId: number, blockChain: string, exceptId = 0) {
  const { rows } = await tx.query<{ id: number }>(
    `select id from ${kind.entryTable} where ${kind.entrySetting} = $1 and lower(block_chain) = lower($2) and id <> $3`,
    [settingId, blockChain, exceptId],
  );
  if (rows[0]) throw conflict(`This coin already has a ${blockChain} ${kind.entry.toLowerCase()} (${rows[0].id}): edit that one`);
}

async function deleteEntry(db: Queryable, kind: SettingTables, id: number) {
  const { rows } = await db.query(`delete from ${kind.entryTable} where id = $1 returning id`, [id]);
  if (!rows.length) throw notFound(`${kind.entry} ${id} does not exist`);
  return { id, deleted: true };
}

// ------------------------------------------------------------------ finance switches

async function financeSettingsRecord(db: Queryable): Promise<FinanceSettingsRecord> {
  const { rows } = await db.query<{ d: number; k: number; p: number; dual: string; update_date: Date; updated_by: string | null }>(
    `select deposit_need_review as d, withdraw_need_kyc as k, withdraw_need_pwd as p,
       trim_scale(withdrawal_dual_approval_amount)::text as dual, update_date, updated_by
     from finance_settings where id = 1`,
  );
  const r = rows[0];
  return {
    id: 1,
    depositNeedReview: r.d,
    withdrawNeedKyc: r.k,
    withdrawNeedPwd: r.p,
    withdrawalDualApprovalAmount: r.dual,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  };
}

export function financeSettingsRoutes() {
  return [
    // Deposit settings.
    route({
      method: 'GET',
      path: 'finance/deposit/setting/list',
      name: 'List deposit settings',
      handler: ({ services: { db } }) => depositSettings(db),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/setting/saveOrUpdate',
      name: 'Save deposit setting',
      audit: true,
      body: depositSettingSave,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await checkCoinFree(tx, DEPOSIT, body.coinId, body.id);
          const values = [body.coinId, body.minDepositAmount, body.maxDepositAmount ?? null, body.clientOrder, now, session.account];
          if (body.id === undefined) {
            const { rows } = await tx.query<{ id: number }>(
              `insert into deposit_settings (coin_id, min_deposit_amount, max_deposit_amount, client_order, create_date, update_date, updated_by)
               values ($1, $2, $3, $4, $5, $5, $6) returning id`,
              values,
            );
            return rows[0].id;
          }
          await lockSetting(tx, DEPOSIT, body.id);
          await tx.query(
            `update deposit_settings set coin_id = $1, min_deposit_amount = $2, max_deposit_amount = $3, client_order = $4,
               update_date = $5, updated_by = $6 where id = $7`,
            [...values, body.id],
          );
          return body.id;
        });
        return (await depositSettings(db, id))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/setting/delete/{id}',
      name: 'Delete deposit setting',
      audit: true,
      params: settingIdParam,
      handler: ({ params, services: { db } }) => deleteSetting(db, DEPOSIT, params.id),
    }),

    // Deposit channels.
    route({
      method: 'GET',
      path: 'finance/deposit/channel/{id}/list',
      name: 'List deposit channels',
      params: settingIdParam,
      handler: ({ params, services: { db } }) => settingEntries(db, DEPOSIT, params.id),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/channel/saveOrUpdate',
      name: 'Save deposit channel',
      audit: true,
      body: depositChannelSave,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, DEPOSIT, body.depositSettingId, 'depositSettingId');
          await checkBlockchainFree(tx, DEPOSIT, body.depositSettingId, body.blockChain, body.id);
          const values = [
            body.depositSettingId,
            body.blockChain,
            body.depositMode,
            body.activation,
            body.address1 ?? null,
            body.address2 ?? null,
            now,
          ];
          if (body.id === undefined) {
            const { rows } = await tx.query<{ id: number }>(
              `insert into deposit_channels (deposit_setting_id, block_chain, deposit_mode, activation, address1, address2, create_date, update_date)
               values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
              values,
            );
            return rows[0].id;
          }
          const { rows } = await tx.query(
            `update deposit_channels set deposit_setting_id = $1, block_chain = $2, deposit_mode = $3, activation = $4, address1 = $5,
               address2 = $6, update_date = $7 where id = $8 returning id`,
            [...values, body.id],
          );
          if (!rows.length) throw notFound(`Deposit channel ${body.id} does not exist`);
          return body.id;
        });
        return findEntry(db, DEPOSIT, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/channel/delete/{id}',
      name: 'Delete deposit channel',
      audit: true,
      params: settingIdParam,
      handler: ({ params, services: { db } }) => deleteEntry(db, DEPOSIT, params.id),
    }),

    // Withdrawal settings.
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/list',
      name: 'List withdrawal settings',
      body: withdrawalSettingListQuery,
      handler: ({ body, services: { db } }) => withdrawalSettings(db, { coinId: body.coinId }),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/add',
      name: 'Add withdrawal setting',
      audit: true,
      body: withdrawalSettingAdd,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await checkCoinFree(tx, WITHDRAWAL, body.coinId);
          const { rows } = await tx.query<{ id: number }>(
            `insert into withdrawal_settings (coin_id, is_withdrawal_allowed, withdrawal_fee_percentage, withdrawal_fee_amount,
               min_withdrawal_amount, max_withdrawal_amount, dual_approval_amount, client_order, create_date, update_date, updated_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) returning id`,
            [
              body.coinId,
              body.isWithdrawalAllowed,
              body.withdrawalFeePercentage,
              body.withdrawalFeeAmount,
              body.minWithdrawalAmount,
              body.maxWithdrawalAmount ?? null,
              body.dualApprovalAmount ?? null,
              body.clientOrder,
              now,
              session.account,
            ],
          );
          return rows[0].id;
        });
        return (await withdrawalSettings(db, { id }))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/edit',
      name: 'Edit withdrawal setting',
      audit: true,
      body: withdrawalSettingEdit,
      handler: async ({ body, session, services: { db }, now }) => {
        await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, WITHDRAWAL, body.id);
          await checkCoinFree(tx, WITHDRAWAL, body.coinId, body.id);
          await tx.query(
            `update withdrawal_settings set coin_id = $2, is_withdrawal_allowed = $3, withdrawal_fee_percentage = $4, withdrawal_fee_amount = $5,
               min_withdrawal_amount = $6, max_withdrawal_amount = $7, dual_approval_amount = $8, client_order = $9, update_date = $10,
               updated_by = $11
             where id = $1`,
            [
              body.id,
              body.coinId,
              body.isWithdrawalAllowed,
              body.withdrawalFeePercentage,
              body.withdrawalFeeAmount,
              body.minWithdrawalAmount,
              body.maxWithdrawalAmount ?? null,
              body.dualApprovalAmount ?? null,
              body.clientOrder,
              now,
              session.account,
            ],
          );
        });
        return (await withdrawalSettings(db, { id: body.id }))[0];
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/delete/{id}',
      name: 'Delete withdrawal setting',
      audit: true,
      params: settingIdParam,
      handler: ({ params, services: { db } }) => deleteSetting(db, WITHDRAWAL, params.id),
    }),

    // Withdrawal blockchain entries.
    route({
      method: 'GET',
      path: 'finance/withdrawal/channel/{id}/list',
      name: 'List withdrawal blockchains',
      params: settingIdParam,
      handler: ({ params, services: { db } }) => settingEntries(db, WITHDRAWAL, params.id),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/add',
      name: 'Save withdrawal blockchain',
      audit: true,
      body: withdrawalChainAdd,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          await lockSettings(tx);
          await lockSetting(tx, WITHDRAWAL, body.withdrawalSettingId, 'withdrawalSettingId');
          if (body.id !== undefined) await lockEntry(tx, WITHDRAWAL, body.id, body.withdrawalSettingId);
          await checkBlockchainFree(tx, WITHDRAWAL, body.withdrawalSettingId, body.blockChain, body.id);
          if (body.id === undefined) {
            const { rows } = await tx.query<{ id: number }>(
              `insert into withdrawal_chains (withdrawal_setting_id, block_chain, activation, create_date, update_date)
               values ($1, $2, $3, $4, $4) returning id`,
              [body.withdrawalSettingId, body.blockChain, body.activation, now],
            );
            return rows[0].id;
          }
          await tx.query('update withdrawal_chains set block_chain = $2, activation = $3, update_date = $4 where id = $1', [
            body.id,
            body.blockChain,
            body.activation,
            now,
          ]);
          return body.id;
        });
        return findEntry(db, WITHDRAWAL, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/channel/delete/{id}',
      name: 'Delete withdrawal blockchain',
      audit: true,
      params: settingIdParam,
      handler: ({ params, services: { db } }) => deleteEntry(db, WITHDRAWAL, params.id),
    }),

    // Finance switches.
    route({
      method: 'POST',
      path: 'finance/setting',
      name: 'Get finance settings',
      handler: ({ services: { db } }) => financeSettingsRecord(db),
    }),
    route({
      method: 'POST',
      path: 'finance/setting/update',
      name: 'Update finance settings',
      audit: true,
      body: financeSettingsUpdate,
      handler: async ({ body, session, services: { db }, now }) => {
        await db.query(
          `update finance_settings set deposit_need_review = $1, withdraw_need_kyc = $2, withdraw_need_pwd = $3,
             withdrawal_dual_approval_amount = coalesce($4, withdrawal_dual_approval_amount), update_date = $5, updated_by = $6
           where id = 1`,
          [
            body.depositNeedReview,
            body.withdrawNeedKyc,
            body.withdrawNeedPwd,
            body.withdrawalDualApprovalAmount ?? null,
            now,
            session.account,
          ],
        );
        return financeSettingsRecord(db);
      },
    }),

    // Withdrawal anomaly alerts.
    route({
      method: 'GET',
      path: 'finance/withdrawal/anomaly',
      name: 'Get withdrawal anomaly settings',
      handler: ({ services: { db } }): Promise<AnomalySettings> => anomalySettings(db),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/anomaly/settings',
      name: 'Update withdrawal anomaly settings',
      audit: true,
      body: anomalySettingsUpdate,
      handler: async ({ body, session, services: { db }, now }) => {
        const ids = [...new Set(body.suspiciousAgentIds)];
        if (ids.length) {
          const { rows } = await db.query<{ id: number | string; account_type: number }>(
            'select id, account_type from users where id = any($1::bigint[])',
            [ids],
          );
          const types = new Map(rows.map((r) => [num(r.id), r.account_type]));
          const missing = ids.filter((id) => !types.has(id));
          if (missing.length) throw fieldError('suspiciousAgentIds', `user ${missing.join(', ')} does not exist`);
          const notAgents = ids.filter((id) => types.get(id) === 1);
          if (notAgents.length) throw fieldError('suspiciousAgentIds', `user ${notAgents.join(', ')} is not an agent or sales account`);
        }
        await db.query(
          `update withdrawal_anomaly_settings set amount_threshold_enabled = $1, amount_threshold = $2, balance_below_deposit_enabled = $3,
             daily_count_limit_enabled = $4, daily_count_limit = $5, weekly_count_limit_enabled = $6, weekly_count_limit = $7,
             first_time_withdrawal_enabled = $8, suspicious_agent_enabled = $9, suspicious_agent_ids = $10::bigint[],
             address_or_info_change_enabled = $11, login_ip_check_enabled = $12, withdraw_ip_check_enabled = $13, update_date = $14,
             updated_by = $15
           where id = 1`,
          [
            body.amountThresholdEnabled,
            body.amountThreshold,
            body.balanceBelowDepositEnabled,
            body.dailyCountLimitEnabled,
            body.dailyCountLimit,
            body.weeklyCountLimitEnabled,
            body.weeklyCountLimit,
            body.firstTimeWithdrawalEnabled,
            body.suspiciousAgentEnabled,
            ids,
            body.addressOrInfoChangeEnabled,
            body.loginIpCheckEnabled,
            body.withdrawIpCheckEnabled,
            now,
            session.account,
          ],
        );
        return anomalySettings(db);
      },
    }),
  ];
}
