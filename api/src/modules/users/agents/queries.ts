import type { Agent, AgentLog, agentAdd, agentEdit, agentListQuery, agentLogQuery } from '@console/contracts/schemas/agents';
import type { z } from 'zod';
import { type Db, isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, parseDate, sortedOrder } from '../../../db/list';
import { conflict, fieldError, notFound } from '../../../http/errors';

/** The admin making a change, kept on the agent as its last editor. */
interface Editor {
  adminId: number;
  account: string;
}

interface AgentRow {
  id: number | string;
  account: string;
  name: string | null;
  domain_url: string | null;
  user_account_id: number | string;
  user_account: string | null;
  user_account_type: number | null;
  is_sales: number;
  edit_client_id: number | null;
  edit_client_name: string | null;
  create_date: Date;
  update_date: Date;
}

// The password hash is never selected: it is write-only.
const AGENT_COLUMNS = `a.id, a.account, a.name, a.domain_url, a.user_account_id, coalesce(u.email, u.mobile_number) as user_account,
  u.account_type as user_account_type, a.is_sales, a.edit_client_id, a.edit_client_name, a.create_date, a.update_date`;
const AGENT_FROM = 'agents a left join users u on u.id = a.user_account_id';

const toAgent = (r: AgentRow): Agent => ({
  id: Number(r.id),
  account: r.account,
  name: r.name,
  domainUrl: r.domain_url,
  userAccountId: Number(r.user_account_id),
  userAccount: r.user_account,
  userAccountType: r.user_account_type,
  isSales: r.is_sales,
  editClientId: r.edit_client_id,
  editClientName: r.edit_client_name,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

interface AgentLogRow {
  id: number | string;
  agent_id: number | string | null;
  agent_type: number;
  api_type: string;
  api_url: string;
  client_id: string | null;
  log_name: string;
  login_ip: string | null;
  login_area: string | null;
  req_log: string | null;
  res_log: string | null;
  res_time: number;
  op_id: number | string | null;
  op_name: string | null;
  create_date: Date;
}

const toAgentLog = (r: AgentLogRow): AgentLog => ({
  id: Number(r.id),
  agentId: r.agent_id === null ? null : Number(r.agent_id),
  agentType: r.agent_type,
  apiType: r.api_type,
  apiUrl: r.api_url,
  clientId: r.client_id,
  logName: r.log_name,
  loginIp: r.login_ip,
  loginArea: r.login_area,
  reqLog: r.req_log,
  resLog: r.res_log,
  resTime: r.res_time,
  opId: r.op_id === null ? null : Number(r.op_id),
  opName: r.op_name,
  createDate: iso(r.create_date)!,
});

export async function findAgent(db: Queryable, id: number): Promise<Agent> {
  const { rows } = await db.query<AgentRow>(`select ${AGENT_COLUMNS} from ${AGENT_FROM} where a.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Agent ${id} does not exist`);
  return toAgent(rows[0]);
}

/** The linked user must exist and be an agent or sales account (a normal user has no downline to manage). */
async function assertAgentUser(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ account_type: number }>('select account_type from users where id = $1', [userId]);
  if (!rows[0]) throw fieldError('userAccountId', `user ${userId} does not exist`);
  if (rows[0].account_type === 1) throw fieldError('userAccountId', `user ${userId} is a normal user: link an agent or sales account`);
}

async function assertAccountFree(db: Queryable, account: string, exceptId = 0): Promise<void> {
  const { rows } = await db.query('select 1 from agents where lower(account) = lower($1) and id <> $2', [account, exceptId]);
  if (rows.length) throw conflict(`The agent account "${account}" already exists`);
}

/** Serialises agent changes, so the account-taken check sees the table it changes. */
const AGENT_LOCK_KEY = 73_310_302;

export async function agentPage(db: Queryable, query: z.output<typeof agentListQuery>): Promise<PageData<Agent>> {
  return listPage(db, {
    select: AGENT_COLUMNS,
    from: AGENT_FROM,
    filters: new Filters()
      .eq('a.id', query.id)
      .contains('a.account', query.account)
      .contains('a.name', query.name)
      .contains('a.domain_url', query.domainUrl)
      .eq('a.user_account_id', query.userAccountId)
      .eq('a.is_sales', query.isSales)
      .between('a.create_date', parseDate(query.startTime), parseDate(query.endTime)),
    orderBy: sortedOrder('agents', { id: 'a.id', createDate: 'a.create_date' }, query, 'a.id desc', 'a.id'),
    paging: query,
    map: toAgent,
  });
}

/** Adds an agent backend account (the password already hashed) linked to an agent or sales user; answers its id. */
export async function addAgent(db: Db, input: z.output<typeof agentAdd>, passwordHash: string, editor: Editor, now: Date): Promise<number> {
  return db
    .transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [AGENT_LOCK_KEY]);
      await assertAgentUser(tx, input.userAccountId);
      await assertAccountFree(tx, input.account);
      const { rows } = await tx.query<{ id: number }>(
        `insert into agents (account, name, domain_url, user_account_id, password_hash, is_sales, edit_client_id, edit_client_name,
                             create_date, update_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
        [
          input.account,
          input.name ?? null,
          input.domainUrl || null,
          input.userAccountId,
          passwordHash,
          input.isSales,
          editor.adminId,
          editor.account,
          now,
        ],
      );
      return Number(rows[0].id);
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? conflict(`The agent account "${input.account}" already exists`) : error;
    });
}

/** Changes the fields the edit sends (a new password already hashed, or none), and records the admin as last editor. */
export async function editAgent(
  db: Db,
  input: z.output<typeof agentEdit>,
  passwordHash: string | undefined,
  editor: Editor,
  now: Date,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [AGENT_LOCK_KEY]);
      const { rows } = await tx.query('select id from agents where id = $1 for update', [input.id]);
      if (!rows[0]) throw notFound(`Agent ${input.id} does not exist`);
      const values: unknown[] = [input.id, now, editor.adminId, editor.account];
      const sets: string[] = [];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (input.account !== undefined) {
        await assertAccountFree(tx, input.account, input.id);
        set('account', input.account);
      }
      if (input.userAccountId !== undefined) {
        await assertAgentUser(tx, input.userAccountId);
        set('user_account_id', input.userAccountId);
      }
      if (input.name !== undefined) set('name', input.name || null);
      if (input.domainUrl !== undefined) set('domain_url', input.domainUrl || null);
      if (input.isSales !== undefined) set('is_sales', input.isSales);
      if (passwordHash) set('password_hash', passwordHash);
      await tx.query(
        `update agents set update_date = $2, edit_client_id = $3, edit_client_name = $4${sets.map((s) => `, ${s}`).join('')} where id = $1`,
        values,
      );
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? conflict(`The agent account "${input.account}" already exists`) : error;
    });
}

export async function agentLogPage(db: Queryable, query: z.output<typeof agentLogQuery>): Promise<PageData<AgentLog>> {
  return listPage(db, {
    select: '*',
    from: 'agent_logs',
    filters: new Filters()
      .eq('agent_type', query.agentType)
      .eq('api_type', query.apiType?.toUpperCase())
      .contains('api_url', query.apiUrl)
      .contains('log_name', query.logName)
      .contains('login_ip', query.loginIp)
      .contains('op_name', query.opName)
      .between('create_date', parseDate(query.startTime), parseDate(query.endTime)),
    orderBy: sortedOrder('agentLogs', { id: 'id', createDate: 'create_date' }, query, 'create_date desc, id desc'),
    paging: query,
    map: toAgentLog,
  });
}
