import { type Agent, type AgentLog, agentAdd, agentEdit, agentListQuery, agentLogQuery } from '@console/contracts/schemas/agents';
import { isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { hashPassword } from '../../../core/session/credentials';

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

async function findAgent(db: Queryable, id: number): Promise<Agent> {
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

export function agentRoutes() {
  return [
    route({
      method: 'POST',
      path: 'agent/list',
      name: 'List agents',
      body: agentListQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: AGENT_COLUMNS,
          from: AGENT_FROM,
          filters: new Filters()
            .eq('a.id', body.id)
            .contains('a.account', body.account)
            .contains('a.name', body.name)
            .contains('a.domain_url', body.domainUrl)
            .eq('a.user_account_id', body.userAccountId)
            .eq('a.is_sales', body.isSales)
            .between('a.create_date', parseDate(body.startTime), parseDate(body.endTime)),
          orderBy: sortedOrder('agents', { id: 'a.id', createDate: 'a.create_date' }, body, 'a.id desc', 'a.id'),
          paging: body,
          map: toAgent,
        }),
    }),
    route({
      method: 'POST',
      path: 'agent/add',
      name: 'Add agent',
      audit: true,
      body: agentAdd,
      handler: async ({ body, session, services: { db }, now }) => {
        const hash = await hashPassword(body.password);
        const id = await db
          .transaction(async (tx) => {
            await tx.query('select pg_advisory_xact_lock($1)', [AGENT_LOCK_KEY]);
            await assertAgentUser(tx, body.userAccountId);
            await assertAccountFree(tx, body.account);
            const { rows } = await tx.query<{ id: number }>(
              `insert into agents (account, name, domain_url, user_account_id, password_hash, is_sales, edit_client_id, edit_client_name,
                                   create_date, update_date)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
              [
                body.account,
                body.name ?? null,
                body.domainUrl || null,
                body.userAccountId,
                hash,
                body.isSales,
                session.adminId,
                session.account,
                now,
              ],
            );
            return Number(rows[0].id);
          })
          .catch((error) => {
            throw isUniqueViolation(error) ? conflict(`The agent account "${body.account}" already exists`) : error;
          });
        return findAgent(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'agent/edit',
      name: 'Edit agent',
      audit: true,
      body: agentEdit,
      handler: async ({ body, session, services: { db }, now }) => {
        const hash = body.password ? await hashPassword(body.password) : undefined;
        await db
          .transaction(async (tx) => {
            await tx.query('select pg_advisory_xact_lock($1)', [AGENT_LOCK_KEY]);
            const { rows } = await tx.query('select id from agents where id = $1 for update', [body.id]);
            if (!rows[0]) throw notFound(`Agent ${body.id} does not exist`);
            const values: unknown[] = [body.id, now, session.adminId, session.account];
            const sets: string[] = [];
            const set = (column: string, value: unknown) => {
              values.push(value);
              sets.push(`${column} = $${values.length}`);
            };
            if (body.account !== undefined) {
              await assertAccountFree(tx, body.account, body.id);
              set('account', body.account);
            }
            if (body.userAccountId !== undefined) {
              await assertAgentUser(tx, body.userAccountId);
              set('user_account_id', body.userAccountId);
            }
            if (body.name !== undefined) set('name', body.name || null);
            if (body.domainUrl !== undefined) set('domain_url', body.domainUrl || null);
            if (body.isSales !== undefined) set('is_sales', body.isSales);
            if (hash) set('password_hash', hash);
            await tx.query(
              `update agents set update_date = $2, edit_client_id = $3, edit_client_name = $4${sets.map((s) => `, ${s}`).join('')} where id = $1`,
              values,
            );
          })
          .catch((error) => {
            throw isUniqueViolation(error) ? conflict(`The agent account "${body.account}" already exists`) : error;
          });
        return findAgent(db, body.id);
      },
    }),
    route({
      method: 'POST',
      path: 'agentBackendLog',
      name: 'List agent logs',
      body: agentLogQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: '*',
          from: 'agent_logs',
          filters: new Filters()
            .eq('agent_type', body.agentType)
            .eq('api_type', body.apiType?.toUpperCase())
            .contains('api_url', body.apiUrl)
            .contains('log_name', body.logName)
            .contains('login_ip', body.loginIp)
            .contains('op_name', body.opName)
            .between('create_date', parseDate(body.startTime), parseDate(body.endTime)),
          orderBy: sortedOrder('agentLogs', { id: 'id', createDate: 'create_date' }, body, 'create_date desc, id desc'),
          paging: body,
          map: toAgentLog,
        }),
    }),
  ];
}
