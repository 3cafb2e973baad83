import type { UserDetail } from '@console/contracts/schemas/users';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { notFound } from '../../http/errors';
import { CHAIN_COLUMNS } from './agent-chain';
import { num, numOrNull, toUser, USER_COLUMNS, type UserRow, type WalletChangeRow, toWalletChange, walletsOf } from './queries';

/**
 * One user with everything the details page shows: the user's own columns, the agent chain with each
 * agent's e-mail and type, the wallets, the latest KYC status and the last 20 wallet changes.
 */
export async function userDetail(db: Queryable, id: number): Promise<UserDetail> {
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
  if (!row) throw notFound(`User ${id} does not exist`);
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
