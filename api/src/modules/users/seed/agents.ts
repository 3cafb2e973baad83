import type { Queryable } from '../../../db/database';
import { hashPassword } from '../../../core/session/credentials';
import { insertRows } from '../../../seed/insert';
import type { Prng } from '../../../seed/prng';
import { between, DAY, type UserForSeed } from './seed-users';

/** The password of every demo agent backend account. */
export const DEMO_AGENT_PASSWORD = 'agent-demo-2026';

/**
 * Demo agent backend accounts linked to agent and sales users, and their logs. Runs inside `seedDemo`'s
 * transaction, after `seedKyc` (they share the generator, so the order fixes the data).
 */
export async function seedAgents(
  tx: Queryable,
  { prng, now, scale = 1, users }: { prng: Prng; now: Date; scale?: number; users: UserForSeed[] },
): Promise<void> {
  if (!users.length) return;
  const agents = await seedAgentAccounts(tx, prng, now, users);
  await seedAgentLogs(tx, prng, now, agents, 3000 * scale);
}

interface SeededAgent {
  id: number;
  account: string;
  isSales: number;
  domain: string;
  ip: string;
  area: string;
}

const AGENT_NAMES = [
  'Golden Bridge Partners',
  'Harbour Line Agency',
  'Blue Peak Traders',
  'Lotus Network',
  'North Star Referral',
  'Red Lantern Group',
  'Silver Coast Partners',
  'Jade River Agency',
  'Summit Desk',
  'Evergreen Associates',
  'Pacific Gate',
  'Orchid Circle',
  'Iron Crane Partners',
  'Sunrise Referral',
  'Crescent Bay Agency',
  'Maple Ridge Sales',
];
const AREAS = ['Singapore', 'Hong Kong', 'Taipei', 'Tokyo', 'Bangkok', 'Ho Chi Minh City', 'London', 'Sao Paulo'];

async function seedAgentAccounts(tx: Queryable, prng: Prng, now: Date, users: UserForSeed[]): Promise<SeededAgent[]> {
  const candidates = users.filter((u) => u.account_type === 2 || u.account_type === 3);
  const count = Math.min(candidates.length, 16);
  const chosen: UserForSeed[] = [];
  while (chosen.length < count) {
    const user = prng.pick(candidates);
    if (!chosen.includes(user)) chosen.push(user);
  }
  // One hash for every demo agent: hashing is slow on purpose and this runs inside the seed transaction.
  const hash = await hashPassword(DEMO_AGENT_PASSWORD);
  const agents: SeededAgent[] = [];
  const rows: unknown[][] = [];
  for (const [i, user] of chosen.entries()) {
    const name = AGENT_NAMES[i % AGENT_NAMES.length];
    const slug = name
      .toLowerCase()
      .split(' ')[0]
      .replace(/[^a-z]/g, '');
    const account = `${slug}${String(i + 1).padStart(2, '0')}`;
    const domain = `https://${slug}.agents.example.com`;
    const created = between(prng, Math.max(user.create_date.getTime(), now.getTime() - 300 * DAY), now.getTime() - 20 * DAY);
    const isSales = user.account_type === 3 ? 1 : 0;
    rows.push([account, name, domain, user.id, hash, isSales, 1, 'admin', created, between(prng, created.getTime(), now.getTime() - DAY)]);
    agents.push({
      id: 0,
      account,
      isSales,
      domain,
      ip: `${prng.pick([27, 42, 101, 118, 175, 203])}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`,
      area: prng.pick(AREAS),
    });
  }
  await insertRows(
    tx,
    'agents',
    [
      'account',
      'name',
      'domain_url',
      'user_account_id',
      'password_hash',
      'is_sales',
      'edit_client_id',
      'edit_client_name',
      'create_date',
      'update_date',
    ],
    rows,
  );
  const { rows: ids } = await tx.query<{ id: number; account: string }>('select id, account from agents');
  for (const agent of agents) agent.id = Number(ids.find((r) => r.account === agent.account)?.id);
  return agents;
}

interface AgentOperation {
  name: string;
  method: string;
  url: (p: Prng) => string;
  weight: number;
  req: (p: Prng, a: SeededAgent) => unknown;
  data: (p: Prng) => unknown;
  failure?: string;
}

const page = (p: Prng) => ({ pageNum: p.pick([1, 1, 1, 2, 3]), pageSize: p.pick([10, 20, 50]) });
const AGENT_OPERATIONS: AgentOperation[] = [
  {
    name: 'Sign in',
    method: 'POST',
    url: () => '/agent-api/login',
    weight: 12,
    req: (_, a) => ({ account: a.account, password: '***', gauthCode: '***' }),
    data: () => ({ token: '***' }),
    failure: 'The account, password or two-factor code is incorrect',
  },
  {
    name: 'List downline users',
    method: 'POST',
    url: () => '/agent-api/team/list',
    weight: 25,
    req: (p) => ({ ...page(p), level: p.int(1, 3) }),
    data: (p) => ({ total: p.int(5, 400), records: `[${p.int(5, 20)} items]` }),
  },
  {
    name: 'Team summary',
    method: 'GET',
    url: () => '/agent-api/team/summary',
    weight: 15,
    req: (p) => ({ startTime: `2026-0${p.int(1, 9)}-01 00:00:00` }),
    data: (p) => ({ members: p.int(5, 400), depositAmount: p.amount(1000, 250000), withdrawalAmount: p.amount(100, 90000) }),
  },
  {
    name: 'Commission report',
    method: 'POST',
    url: () => '/agent-api/report/commission',
    weight: 12,
    req: (p) => ({ ...page(p), month: `2026-0${p.int(1, 9)}` }),
    data: (p) => ({ totalCommission: p.amount(50, 20000), records: `[${p.int(1, 20)} items]` }),
  },
  {
    name: 'Export downline report',
    method: 'POST',
    url: () => '/agent-api/report/export',
    weight: 4,
    req: (p) => ({ format: p.pick(['csv', 'xlsx']), month: `2026-0${p.int(1, 9)}` }),
    data: (p) => ({ exportId: p.int(1000, 9999) }),
    failure: 'An export is already running; wait until it finishes',
  },
  {
    name: 'Create invitation link',
    method: 'POST',
    url: () => '/agent-api/invitation/add',
    weight: 5,
    req: (p) => ({ remark: p.pick(['Telegram group', 'Webinar', 'Partner event', 'Facebook campaign']) }),
    data: (p) => ({ invitationCode: p.hex(8).toUpperCase() }),
  },
  {
    name: 'User detail',
    method: 'GET',
    url: (p) => `/agent-api/team/user/${p.int(1, 3000)}`,
    weight: 18,
    req: () => null,
    data: (p) => ({ status: 1, balance: p.amount(0, 50000) }),
    failure: 'The user is not in your downline',
  },
  {
    name: 'Change password',
    method: 'PUT',
    url: () => '/agent-api/password',
    weight: 1,
    req: () => ({ oldPassword: '***', newPassword: '***' }),
    data: () => null,
    failure: 'The current password is incorrect',
  },
  {
    name: 'Sign out',
    method: 'POST',
    url: () => '/agent-api/logout',
    weight: 8,
    req: () => null,
    data: () => null,
  },
];

async function seedAgentLogs(tx: Queryable, prng: Prng, now: Date, agents: SeededAgent[], count: number): Promise<void> {
  if (!agents.length) return;
  const weighted = AGENT_OPERATIONS.map((op) => [op, op.weight] as const);
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const agent = prng.pick(agents);
    const op = prng.weighted(weighted);
    const failed = op.failure !== undefined && prng.chance(0.07);
    const request = op.req(prng, agent);
    const response = failed ? { code: 0, msg: op.failure, data: null } : { code: 1, msg: 'success', data: op.data(prng) };
    const travelling = prng.chance(0.08);
    rows.push([
      agent.id,
      agent.isSales ? 2 : 1,
      op.method,
      op.url(prng),
      prng.pick(['agent-web', 'agent-web', 'agent-ios', 'agent-android']),
      op.name,
      travelling ? `${prng.int(11, 223)}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}` : agent.ip,
      travelling ? prng.pick(AREAS) : agent.area,
      request === null ? null : JSON.stringify(request),
      JSON.stringify(response),
      prng.weighted([
        [prng.int(8, 80), 6],
        [prng.int(80, 400), 3],
        [prng.int(400, 2500), 1],
      ]),
      agent.id,
      agent.account,
      new Date(now.getTime() - Math.floor(prng.next() * 60 * DAY)),
    ]);
  }
  rows.sort((a, b) => (a[13] as Date).getTime() - (b[13] as Date).getTime());
  await insertRows(
    tx,
    'agent_logs',
    [
      'agent_id',
      'agent_type',
      'api_type',
      'api_url',
      'client_id',
      'log_name',
      'login_ip',
      'login_area',
      'req_log',
      'res_log',
      'res_time',
      'op_id',
      'op_name',
      'create_date',
    ],
    rows,
  );
}
