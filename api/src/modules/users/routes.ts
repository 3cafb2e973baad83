import { bigIdParam } from '@console/contracts/schemas/common';
import type {
  CreatedUser,
  FlowRecord,
  FlowVolume,
  SubordinateUser,
  UplineCandidate,
  UplineChangeResult,
  UserDetail,
} from '@console/contracts/schemas/users';
import {
  accountIdParam,
  accountOnly,
  flowEdit,
  flowListQuery,
  freezeSingle,
  fuzzyQuery,
  levelChange,
  marketingLevelChange,
  passwordChange,
  remarkChange,
  statusChange,
  subordinateQuery,
  thawSingle,
  uplineCandidatesQuery,
  uplineChange,
  userCreate,
  userListQuery,
  userTypeChange,
  userWalletQuery,
} from '@console/contracts/schemas/users';
import Decimal from 'decimal.js';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { Filters, iso, PageData, parseDate, sortedOrder } from '../../db/list';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { hashPassword } from '../../core/session/credentials';
import { assertNoCycle, CHAIN_COLUMNS, lockAgentTree, moveUser } from './agent-chain';
import { insertUser } from './create-user';
import { userListFilters } from './filters';
import { userPage } from './user-page';
import { moveAll, moveSingle } from './funds';
import {
  assertUserExists,
  existingUser,
  num,
  numOrNull,
  toUser,
  toWallet,
  toWalletChange,
  USER_COLUMNS,
  type UserRow,
  WALLET_COLUMNS,
  type WalletChangeRow,
  type WalletRow,
  walletsOf,
} from './queries';

const NEWEST_FIRST = 'create_date desc, id desc';
const userNotFound = (id: number) => notFound(`User ${id} does not exist`);

/** Matches of a picker keyword: the id, the invitation code, the e-mail (contains) or the mobile number (prefix). */
function keywordCondition(filters: Filters, keyword: string): string {
  const conditions = [`u.invitation_code = ${filters.param(keyword.toUpperCase())}`, `u.email ilike ${filters.containsParam(keyword)}`];
  if (/^\d{1,18}$/.test(keyword)) {
    conditions.push(`u.id = ${filters.param(keyword)}::bigint`, `u.mobile_number like ${filters.param(`${keyword}%`)}`);
  }
  return `(${conditions.join(' or ')})`;
}

interface CandidateRow {
  id: number | string;
  email: string | null;
  mobile_number: string | null;
  invitation_code: string;
  account_type: number;
}
const toCandidate = (r: CandidateRow): UplineCandidate => ({
  id: num(r.id),
  email: r.email,
  mobileNumber: r.mobile_number,
  invitationCode: r.invitation_code,
  accountType: r.account_type,
});

async function assertLevelExists(db: Queryable, table: 'user_levels' | 'marketing_levels', level: number, field: string) {
  const { rows } = await db.query(`select 1 from ${table} where level = $1`, [level]);
  if (!rows.length) throw fieldError(field, `level ${level} does not exist`);
}

/** Sets columns of one user (404 when it does not exist) and answers the user as it now is. */
async function updateUser(db: Queryable, id: number, now: Date, sets: Record<string, unknown>) {
  const columns = Object.keys(sets);
  const { rows } = await db.query(
    `update users set update_date = $2${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')} where id = $1 returning id`,
    [id, now, ...Object.values(sets)],
  );
  if (!rows.length) throw userNotFound(id);
  return existingUser(db, id);
}

interface FlowRow {
  id: number | string;
  user_id: number | string;
  flow_log_type: number;
  amount: string;
  multiplier: string;
  flow_amount: string;
  before_amount: string;
  after_amount: string;
  current_amount: string;
  remark: string | null;
  operator: string | null;
  create_date: Date;
}
const FLOW_COLUMNS = `id, user_id, flow_log_type, amount::text as amount, multiplier::text as multiplier, flow_amount::text as flow_amount,
  before_amount::text as before_amount, after_amount::text as after_amount, current_amount::text as current_amount, remark, operator, create_date`;
const toFlowRecord = (r: FlowRow): FlowRecord => ({
  id: num(r.id),
  accountId: num(r.user_id),
  changeType: r.flow_log_type,
  amount: r.amount,
  multiplier: r.multiplier,
  flowAmount: r.flow_amount,
  beforeAmount: r.before_amount,
  afterAmount: r.after_amount,
  currentAmount: r.current_amount,
  remark: r.remark,
  operator: r.operator,
  createDate: iso(r.create_date)!,
});

async function userDetail(db: Queryable, id: number): Promise<UserDetail> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>(
    `select ${USER_COLUMNS}, u.api_type, u.is_demo, u.leader_fee_ratio::text as leader_fee_ratio, u.first_name, u.last_name,
       u.login_device, ${CHAIN_COLUMNS.map((c) => `u.${c}`).join(', ')}, u.is_system_locked, u.system_locked_date,
       u.system_locked_by, u.is_system_suspended, u.system_suspended_date, u.system_suspended_by, u.disabled_date,
       u.disabled_by, u.language_type, u.reset_password_type, u.allow_login_date, u.flow_volume::text as flow_volume,
       u.withdraw_password_hash is not null as has_withdraw_password,
       (select count(*)::int from users d where d.parent_user_id = u.id) as direct_downlines
     from users u left join users p on p.id = u.parent_user_id where u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw userNotFound(id);
  const chain = CHAIN_COLUMNS.map((c) => numOrNull(row[c]));
  const present = chain.filter((x): x is number => x !== null);
  const { rows: agents } = present.length
    ? await db.query<{ id: number | string; email: string | null; account_type: number }>(
        'select id, email, account_type from users where id = any($1::bigint[])',
        [present],
      )
    : { rows: [] };
  const agentChain = chain.flatMap((agentId, level) => {
    const agent = agents.find((a) => num(a.id) === agentId);
    return agent ? [{ level, id: agentId as number, email: agent.email, accountType: agent.account_type }] : [];
  });
  const { rows: kycTable } = await db.query<{ present: boolean }>("select to_regclass('kyc') is not null as present");
  let kycStatus: number | null = null;
  if (kycTable[0]?.present) {
    const { rows: kyc } = await db.query<{ status: number }>(
      'select status from kyc where user_id = $1 order by create_date desc limit 1',
      [id],
    );
    kycStatus = kyc[0] ? Number(kyc[0].status) : null;
  }
  const { rows: changes } = await db.query<WalletChangeRow>(
    `select l.id, l.user_id, l.coin_id, c.code, l.wallet_type, l.field, l.fund_type, l.change_type, l.before_balance::text as before_balance,
       l.change_balance::text as change_balance, l.after_balance::text as after_balance, l.operator, l.create_date
     from wallet_change_log l join coins c on c.id = l.coin_id
     where l.user_id = $1 order by l.create_date desc, l.id desc limit 20`,
    [id],
  );
  const date = (v: unknown) => iso(v as Date | null);
  return {
    ...toUser(row),
    apiType: Number(row.api_type),
    isDemo: Number(row.is_demo),
    leaderFeeRatio: String(row.leader_fee_ratio),
    firstName: row.first_name as string | null,
    lastName: row.last_name as string | null,
    loginDevice: row.login_device as string | null,
    agentUserId0: chain[0],
    agentUserId1: chain[1],
    agentUserId2: chain[2],
    agentUserId3: chain[3],
    agentUserId4: chain[4],
    agentUserId5: chain[5],
    agentChain,
    isSystemLocked: Number(row.is_system_locked),
    systemLockedDate: date(row.system_locked_date),
    systemLockedBy: row.system_locked_by as string | null,
    isSystemSuspended: Number(row.is_system_suspended),
    systemSuspendedDate: date(row.system_suspended_date),
    systemSuspendedBy: row.system_suspended_by as string | null,
    disabledDate: date(row.disabled_date),
    disabledBy: row.disabled_by as string | null,
    languageType: String(row.language_type),
    resetPasswordType: Number(row.reset_password_type),
    allowLoginDate: date(row.allow_login_date),
    flowVolume: String(row.flow_volume),
    hasWithdrawPassword: row.has_withdraw_password === true,
    directDownlines: Number(row.direct_downlines),
    wallets: await walletsOf(db, id),
    kycStatus,
    recentActivity: changes.map(toWalletChange),
  };
}

export function usersRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/list',
      name: 'List users',
      body: userListQuery,
      handler: async ({ body, services: { db } }) => userPage(db, userListFilters(body), body),
    }),
    route({
      method: 'GET',
      path: 'account/detail/{accountId}',
      name: 'User details',
      params: accountIdParam,
      handler: async ({ params, services: { db } }) => userDetail(db, params.accountId),
    }),
    route({
      method: 'POST',
      path: 'account/create',
      name: 'Create user',
      audit: true,
      body: userCreate,
      handler: async ({ body, services: { db }, now }): Promise<CreatedUser> => {
        const passwordHash = await hashPassword(body.password);
        try {
          const id = await db.transaction((tx) =>
            insertUser(
              tx,
              {
                email: body.email,
                mobile: body.mobile,
                countryCode: body.countryCode,
                passwordHash,
                accountType: body.accountType,
                upLineId: body.upLineId,
                remark: body.remarks,
              },
              now,
            ),
          );
          const user = await existingUser(db, id);
          return { id, invitationCode: user.invitationCode, wallets: await walletsOf(db, id) };
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('The e-mail or mobile number is already used by another user');
          throw error;
        }
      },
    }),
    route({
      method: 'POST',
      path: 'account/change/userType',
      name: 'Change user type',
      audit: true,
      body: userTypeChange,
      handler: async ({ body, services: { db }, now }) => updateUser(db, body.accountId, now, { account_type: body.accountType }),
    }),
    route({
      method: 'POST',
      path: 'account/update/status',
      name: 'Change user status',
      audit: true,
      body: statusChange,
      handler: async ({ body, session, services: { db }, now }) => {
        const suspended = body.status === 2;
        const disabled = body.status === 3;
        return updateUser(db, body.accountId, now, {
          status: body.status,
          is_system_suspended: suspended ? 1 : 0,
          system_suspended_date: suspended ? now : null,
          system_suspended_by: suspended ? session.account : null,
          disabled_date: disabled ? now : null,
          disabled_by: disabled ? session.account : null,
        });
      },
    }),
    route({
      method: 'POST',
      path: 'account/update/userLevel',
      name: 'Change user level',
      audit: true,
      body: levelChange,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        await assertLevelExists(db, 'user_levels', body.userLevel, 'userLevel');
        return updateUser(db, body.accountId, now, { user_level: body.userLevel });
      },
    }),
    route({
      method: 'POST',
      path: 'account/update/userMarketingLevel',
      name: 'Change user marketing level',
      audit: true,
      body: marketingLevelChange,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        await assertLevelExists(db, 'marketing_levels', body.userMarketingLevel, 'userMarketingLevel');
        return updateUser(db, body.accountId, now, { user_marketing_level: body.userMarketingLevel });
      },
    }),
    route({
      method: 'POST',
      path: 'account/password/edit',
      name: 'Change user password',
      audit: true,
      body: passwordChange,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        return updateUser(db, body.accountId, now, { password_hash: await hashPassword(body.password) });
      },
    }),
    route({
      method: 'POST',
      path: 'account/withdrawPassword/edit',
      name: 'Change user withdrawal password',
      audit: true,
      body: passwordChange,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        return updateUser(db, body.accountId, now, { withdraw_password_hash: await hashPassword(body.password) });
      },
    }),
    route({
      method: 'POST',
      path: 'account/update/remark',
      name: 'Change user remark',
      audit: true,
      body: remarkChange,
      handler: async ({ body, services: { db }, now }) =>
        updateUser(db, body.accountId, now, { remark: body.remark || null, ...(body.site !== undefined ? { site: body.site } : {}) }),
    }),
    route({
      method: 'GET',
      path: 'account/change/upLine/init',
      name: 'Agents for the upline picker',
      query: uplineCandidatesQuery,
      handler: async ({ query, services: { db } }): Promise<UplineCandidate[]> => {
        const filters = new Filters().where('u.account_type = 2');
        if (query.keyword) filters.where(keywordCondition(filters, query.keyword));
        const { rows } = await db.query<CandidateRow>(
          `select u.id, u.email, u.mobile_number, u.invitation_code, u.account_type from users u ${filters.sql}
           order by u.id limit ${filters.param(query.limit)}`,
          filters.params,
        );
        return rows.map(toCandidate);
      },
    }),
    route({
      method: 'POST',
      path: 'account/change/upLine',
      name: 'Change user upline',
      audit: true,
      body: uplineChange,
      handler: async ({ body, services: { db }, now }): Promise<UplineChangeResult> =>
        db.transaction(async (tx) => {
          await lockAgentTree(tx);
          await assertUserExists(tx, body.accountId, true);
          const { rows } = await tx.query<{ account_type: number }>('select account_type from users where id = $1', [body.upLineId]);
          if (!rows[0]) throw fieldError('upLineId', `user ${body.upLineId} does not exist`);
          if (body.uplineType === 1 && rows[0].account_type !== 2) throw fieldError('upLineId', `user ${body.upLineId} is not an agent`);
          await assertNoCycle(tx, body.accountId, body.upLineId);
          const moved = await moveUser(tx, body.accountId, body.upLineId, now);
          return {
            accountId: body.accountId,
            parentUserId: body.upLineId,
            agentChain: moved.chain,
            downlineUpdated: moved.downlineUpdated,
          };
        }),
    }),
    route({
      method: 'POST',
      path: 'account/discard/line',
      name: 'Remove user upline',
      audit: true,
      body: accountOnly,
      handler: async ({ body, services: { db }, now }): Promise<UplineChangeResult> =>
        db.transaction(async (tx) => {
          await lockAgentTree(tx);
          await assertUserExists(tx, body.accountId, true);
          const moved = await moveUser(tx, body.accountId, null, now);
          return { accountId: body.accountId, parentUserId: null, agentChain: moved.chain, downlineUpdated: moved.downlineUpdated };
        }),
    }),
    route({
      method: 'POST',
      path: 'account/subordinate',
      name: 'List user downline',
      body: subordinateQuery,
      handler: async ({ body, services: { db } }) => {
        await assertUserExists(db, body.accountId);
        const filters = new Filters();
        const id = filters.param(body.accountId);
        const levels = body.level ? [body.level - 1] : CHAIN_COLUMNS.map((_, i) => i);
        filters.where(`(${levels.map((k) => `u.${CHAIN_COLUMNS[k]} = ${id}`).join(' or ')})`);
        const level = `, case ${CHAIN_COLUMNS.map((c, k) => `when u.${c} = ${id} then ${k + 1}`).join(' ')} end as level`;
        return userPage<SubordinateUser>(db, filters, body, level, (row) => ({ ...toUser(row), level: Number(row.level) }));
      },
    }),
    route({
      method: 'POST',
      path: 'account/fuzzyQuery',
      name: 'Find users',
      body: fuzzyQuery,
      handler: async ({ body, services: { db } }): Promise<UplineCandidate[]> => {
        const filters = new Filters();
        filters.where(keywordCondition(filters, body.keyword));
        const { rows } = await db.query<CandidateRow>(
          `select u.id, u.email, u.mobile_number, u.invitation_code, u.account_type from users u ${filters.sql}
           order by u.id limit ${filters.param(body.limit)}`,
          filters.params,
        );
        return rows.map(toCandidate);
      },
    }),
    route({
      method: 'POST',
      path: 'flow/list',
      name: 'List user flow records',
      body: flowListQuery,
      handler: async ({ body, services: { db } }) => {
        await assertUserExists(db, body.accountId);
        const filters = new Filters()
          .eq('user_id', body.accountId)
          .eq('flow_log_type', body.flowLogType)
          .between('create_date', parseDate(body.startTime), parseDate(body.endTime));
        const { rows: count } = await db.query<{ total: number }>(
          `select count(*)::int as total from user_flow_records ${filters.sql}`,
          filters.params,
        );
        const n = filters.params.length;
        const { rows } = await db.query<FlowRow>(
          `select ${FLOW_COLUMNS} from user_flow_records ${filters.sql} order by ${sortedOrder('users.flowRecords', { createDate: 'create_date' }, body, NEWEST_FIRST)} limit $${n + 1} offset $${n + 2}`,
          [...filters.params, body.pageSize, (body.pageNum - 1) * body.pageSize],
        );
        return new PageData(rows.map(toFlowRecord), count[0].total, body.pageSize, body.pageNum);
      },
    }),
    route({
      method: 'POST',
      path: 'flow/edit',
      name: 'Edit user flow volume',
      audit: true,
      body: flowEdit,
      handler: async ({ body, session, services: { db }, now }): Promise<FlowRecord> =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ flow_volume: string }>(
            'select flow_volume::text as flow_volume from users where id = $1 for update',
            [body.accountId],
          );
          if (!rows[0]) throw userNotFound(body.accountId);
          const before = new Decimal(rows[0].flow_volume);
          // A removal larger than what is left clears the volume: it never goes below zero.
          const after = Decimal.max(0, before.plus(body.amount));
          await tx.query('update users set flow_volume = $2, update_date = $3 where id = $1', [body.accountId, after.toFixed(), now]);
          const { rows: record } = await tx.query<FlowRow>(
            `insert into user_flow_records
               (user_id, flow_log_type, amount, multiplier, flow_amount, before_amount, after_amount, current_amount, remark, operator, create_date)
             values ($1, $2, $3, 1, $4, $5, $6, $6, $7, $8, $9) returning ${FLOW_COLUMNS}`,
            [
              body.accountId,
              body.flowLogType,
              body.amount,
              after.minus(before).toFixed(),
              before.toFixed(),
              after.toFixed(),
              body.remark ?? null,
              session.account,
              now,
            ],
          );
          return toFlowRecord(record[0]);
        }),
    }),
    route({
      method: 'GET',
      path: 'flow/volume/{id}',
      name: 'User flow volume',
      params: bigIdParam,
      handler: async ({ params, services: { db } }): Promise<FlowVolume> => {
        const { rows } = await db.query<{ flow_volume: string }>('select flow_volume::text as flow_volume from users where id = $1', [
          params.id,
        ]);
        if (!rows[0]) throw userNotFound(params.id);
        return { accountId: params.id, flowVolume: rows[0].flow_volume };
      },
    }),
    route({
      method: 'POST',
      path: 'account/freezeSingle/wallet',
      name: 'Freeze user funds',
      audit: true,
      body: freezeSingle,
      handler: async ({ body, session, services: { db }, now }) =>
        moveSingle(db, { userId: body.accountId, coinId: body.coinId, walletType: body.walletType, amount: body.amount }, 1, {
          operator: session.account,
          now,
          fundType: body.fundType,
          remark: body.remark,
        }),
    }),
    route({
      method: 'POST',
      path: 'account/thawSingle/wallet',
      name: 'Thaw user funds',
      audit: true,
      body: thawSingle,
      handler: async ({ body, session, services: { db }, now }) =>
        moveSingle(db, { userId: body.accountId, coinId: body.coinId, walletType: body.walletType, amount: body.amount }, 2, {
          operator: session.account,
          now,
          fundType: 1,
          remark: body.remark,
        }),
    }),
    route({
      method: 'POST',
      path: 'account/freezeAll/wallet/{accountId}',
      name: 'Freeze all user funds',
      audit: true,
      params: accountIdParam,
      handler: async ({ params, session, services: { db }, now }) =>
        moveAll(db, params.accountId, 1, { operator: session.account, now, fundType: 1 }),
    }),
    route({
      method: 'POST',
      path: 'account/thawAll/wallet/{accountId}',
      name: 'Thaw all user funds',
      audit: true,
      params: accountIdParam,
      handler: async ({ params, session, services: { db }, now }) =>
        moveAll(db, params.accountId, 2, { operator: session.account, now, fundType: 1 }),
    }),
    route({
      method: 'POST',
      path: 'finance/user/wallet/list',
      name: 'List user wallets',
      body: userWalletQuery,
      handler: async ({ body, services: { db } }) => {
        const filters = new Filters().eq('w.user_id', body.accountId).eq('w.coin_id', body.coinId).eq('w.wallet_type', body.walletType);
        if (body.accountType !== undefined) {
          filters.where(`exists (select 1 from users x where x.id = w.user_id and x.account_type = ${filters.param(body.accountType)})`);
        }
        const { rows: count } = await db.query<{ total: number }>(
          `select count(*)::int as total from user_wallets w ${filters.sql}`,
          filters.params,
        );
        const total = count[0].total;
        const n = filters.params.length;
        const { rows } = total
          ? await db.query<WalletRow>(
              `select ${WALLET_COLUMNS}
               from (select w.id from user_wallets w ${filters.sql} order by w.id desc limit $${n + 1} offset $${n + 2}) page
               join user_wallets w on w.id = page.id join users u on u.id = w.user_id join coins c on c.id = w.coin_id
               order by w.id desc`,
              [...filters.params, body.pageSize, (body.pageNum - 1) * body.pageSize],
            )
          : { rows: [] };
        return new PageData(rows.map(toWallet), total, body.pageSize, body.pageNum);
      },
    }),
  ];
}
