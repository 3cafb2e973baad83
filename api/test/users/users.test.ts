import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { verifyPassword } from '../../src/core/session/credentials';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
const P = permissionId;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });
const get = (path: string, query?: Record<string, string | number>, token = admin) => api.call('GET', path, { token, query });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

let serial = 0;
/** A new user through the API; returns its id. */
async function createUser(extra: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const answer = await post('account/create', { password: 'secret-pass-1', email: `t${serial}.${Date.now()}@test.example`, ...extra });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data.id;
}

/** parent_user_id and agent_user_id0..5 of a user. */
async function chain(id: number): Promise<(number | null)[]> {
  const row = await one<Record<string, unknown>>(
    'select parent_user_id, agent_user_id0, agent_user_id1, agent_user_id2, agent_user_id3, agent_user_id4, agent_user_id5 from users where id = $1',
    [id],
  );
  return Object.values(row).map((v) => (v === null ? null : Number(v)));
}
const padded = (ids: number[]) => [...ids, ...Array(6 - ids.length).fill(null)];

interface WalletState {
  id: number;
  balance: string;
  frozen: string;
}
async function wallet(userId: number, coinId: number, walletType: number): Promise<WalletState> {
  const row = await one<{ id: number; balance: string; frozen: string }>(
    `select id, balance::text as balance, backstage_frozen_balance::text as frozen from user_wallets
     where user_id = $1 and coin_id = $2 and wallet_type = $3`,
    [userId, coinId, walletType],
  );
  return { id: Number(row.id), balance: row.balance, frozen: row.frozen };
}
/** Sum of the change log of one amount of a wallet. */
async function logSum(walletId: number, field: string): Promise<Decimal> {
  const row = await one<{ s: string }>(
    'select coalesce(sum(change_balance), 0)::text as s from wallet_change_log where wallet_id = $1 and field = $2',
    [walletId, field],
  );
  return new Decimal(row.s);
}
async function assertLogMatches(walletId: number) {
  const w = await one<{ balance: string; frozen: string }>(
    'select balance::text as balance, backstage_frozen_balance::text as frozen from user_wallets where id = $1',
    [walletId],
  );
  assert.ok((await logSum(walletId, 'balance')).eq(w.balance), 'the balance change log sums to the balance');
  assert.ok((await logSum(walletId, 'backstage_frozen_balance')).eq(w.frozen), 'the frozen change log sums to the frozen amount');
  assert.ok(new Decimal(w.balance).gte(0) && new Decimal(w.frozen).gte(0));
}

/** A seeded real-money wallet holding at least `min`. */
async function richWallet(min: number, skip: number[] = []) {
  const row = await one<{ user_id: number; coin_id: number; wallet_type: number }>(
    `select user_id, coin_id, wallet_type from user_wallets where balance >= $1 and backstage_frozen_balance = 0
     and not (user_id = any($2::bigint[])) order by id limit 1`,
    [min, skip],
  );
  return { accountId: Number(row.user_id), coinId: row.coin_id, walletType: row.wallet_type };
}

describe('user list and details', () => {
  test('account/list: newest first, paged, balance in USDT and the parent joined', async () => {
    const { status, body } = await post('account/list', { pageNum: 2, pageSize: 25 });
    assert.equal(status, 200);
    assert.equal(body.data.total, await api.count('users'));
    assert.equal(body.data.records.length, 25);
    assert.equal(body.data.current, 2);
    const dates = body.data.records.map((r: Json) => Date.parse(r.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const expected = await api.db.query<{ id: number }>('select id from users order by create_date desc, id desc limit 25 offset 25');
    assert.deepEqual(
      body.data.records.map((r: Json) => r.id),
      expected.rows.map((r) => Number(r.id)),
    );
    for (const record of body.data.records) {
      const sum = await one<{ s: string }>(
        `select coalesce(sum(w.balance), 0)::text as s from user_wallets w join coins c on c.id = w.coin_id where w.user_id = $1 and c.code = 'USDT'`,
        [record.id],
      );
      assert.ok(new Decimal(record.balance).eq(sum.s), `balance of ${record.id}`);
      assert.equal(typeof record.balance, 'string');
      assert.ok(!('passwordHash' in record) && !JSON.stringify(record).includes('argon2'));
    }
    const child = await one<{ id: number; email: string | null; mobile: string | null; type: number }>(
      `select u.id, p.email, p.mobile_number as mobile, p.account_type as type from users u join users p on p.id = u.parent_user_id
       order by u.id limit 1`,
    );
    const byId = await post('account/list', { accountId: child.id });
    assert.equal(byId.body.data.total, 1);
    assert.equal(byId.body.data.records[0].parentUserName, child.email ?? child.mobile);
    assert.equal(byId.body.data.records[0].parentAccountType, child.type);
  });

  test('account/list: every filter narrows to exactly the matching users', async () => {
    const sample = await one<Record<string, Json>>(
      `select id, invitation_code, login_ip, region, login_time_zone, mobile_number, account_type, parent_user_id, email, status,
         block_chain_address, remark, user_level, user_marketing_level
       from users where login_ip is not null and mobile_number is not null and parent_user_id is not null and email is not null
         and block_chain_address is not null and remark is not null order by id limit 1`,
    );
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ accountId: sample.id }, 'id = $1', [sample.id]],
      [{ invitationCode: sample.invitation_code.toLowerCase() }, 'invitation_code = $1', [sample.invitation_code]],
      [{ loginIp: sample.login_ip }, 'login_ip = $1', [sample.login_ip]],
      [{ region: sample.region }, 'region = $1', [sample.region]],
      [{ timeZone: sample.login_time_zone }, 'login_time_zone = $1', [sample.login_time_zone]],
      [{ mobileNumber: sample.mobile_number }, 'mobile_number = $1', [sample.mobile_number]],
      [{ accountType: 2 }, 'account_type = 2', []],
      [{ upline: sample.parent_user_id }, 'parent_user_id = $1', [sample.parent_user_id]],
      [{ email: sample.email.slice(2, 9).toUpperCase() }, 'email ilike $1', [`%${sample.email.slice(2, 9)}%`]],
      [{ status: 3 }, 'status = 3', []],
      [{ blockChainAddress: sample.block_chain_address }, 'block_chain_address = $1', [sample.block_chain_address]],
      [{ remark: sample.remark.slice(1, 6) }, 'remark ilike $1', [`%${sample.remark.slice(1, 6)}%`]],
      [{ userLevel: 3 }, 'user_level = 3', []],
      [{ userMarketingLevel: 1 }, 'user_marketing_level = 1', []],
      [{ status: 1, accountType: 1, userLevel: 0 }, 'status = 1 and account_type = 1 and user_level = 0', []],
    ];
    for (const [filters, where, params] of cases) {
      const { status, body } = await post('account/list', { ...filters, pageSize: 100 });
      assert.equal(status, 200, JSON.stringify(filters));
      const expected = await api.count('users', where, params);
      assert.ok(expected > 0, `the demo data has users for ${JSON.stringify(filters)}`);
      assert.equal(body.data.total, expected, JSON.stringify(filters));
      assert.equal(body.data.records.length, Math.min(100, expected));
    }
    const middle = await one<{ d: Date }>('select create_date as d from users order by create_date limit 1 offset 1500');
    const end = new Date(new Date(middle.d).getTime() + 10 * 86_400_000);
    const ranged = await post('account/list', { startTime: new Date(middle.d).toISOString(), endTime: end.toISOString() });
    assert.equal(ranged.body.data.total, await api.count('users', 'create_date >= $1 and create_date <= $2', [middle.d, end]));
    const empty = await post('account/list', { email: '', status: '', startTime: '' });
    assert.equal(empty.status, 200, 'filters sent empty mean "not set"');
    assert.equal(empty.body.data.total, await api.count('users'));
  });

  test('account/detail: agent chain, states, wallets, KYC, recent changes and downline count', async () => {
    const deep = await one<{ id: number }>('select id from users where agent_user_id2 is not null order by id limit 1');
    const { status, body } = await get(`account/detail/${deep.id}`);
    assert.equal(status, 200);
    const d = body.data;
    const row = await one<Record<string, Json>>('select * from users where id = $1', [deep.id]);
    assert.equal(d.id, Number(deep.id));
    assert.equal(d.agentUserId0, Number(row.agent_user_id0));
    assert.equal(d.agentUserId2, Number(row.agent_user_id2));
    assert.ok(d.agentChain.length >= 3);
    assert.deepEqual(
      d.agentChain.map((a: Json) => a.id),
      [0, 1, 2, 3, 4, 5]
        .map((k) => row[`agent_user_id${k}`])
        .filter((x) => x !== null)
        .map(Number),
    );
    const first = await one<{ email: string | null }>('select email from users where id = $1', [row.agent_user_id0]);
    assert.equal(d.agentChain[0].email, first.email);
    assert.equal(d.agentChain[0].level, 0);
    assert.equal(d.wallets.length, await api.count('user_wallets', 'user_id = $1', [deep.id]));
    assert.equal(d.recentActivity.length, Math.min(20, await api.count('wallet_change_log', 'user_id = $1', [deep.id])));
    assert.equal(d.flowVolume, (await one<{ f: string }>('select flow_volume::text as f from users where id = $1', [deep.id])).f);

    const agent = await one<{ id: number }>(
      'select parent_user_id as id from users where parent_user_id is not null group by parent_user_id order by count(*) desc limit 1',
    );
    const agentDetail = await get(`account/detail/${agent.id}`);
    assert.equal(agentDetail.body.data.directDownlines, await api.count('users', 'parent_user_id = $1', [agent.id]));

    const disabled = await one<{ id: number }>('select id from users where status = 3 order by id limit 1');
    const disabledDetail = (await get(`account/detail/${disabled.id}`)).body.data;
    assert.equal(disabledDetail.status, 3);
    assert.ok(disabledDetail.disabledDate && disabledDetail.disabledBy);

    const fresh = await createUser();
    const { rows: kyc } = await api.db.query<{ present: boolean }>("select to_regclass('kyc') is not null as present");
    if (kyc[0].present) {
      await api.db.query(
        `insert into kyc (user_id, name, id_number, status, reject_reason, create_date) values
         ($1, 'A', 'X1', 2, 'blurred', now() - interval '2 days'), ($1, 'A', 'X1', 1, null, now())`,
        [fresh],
      );
      assert.equal((await get(`account/detail/${fresh}`)).body.data.kycStatus, 1, 'the newest application counts');
    } else {
      assert.equal((await get(`account/detail/${fresh}`)).body.data.kycStatus, null);
    }
    const missing = await get('account/detail/99999999');
    assert.equal(missing.status, 404);
  });

  test('account/subordinate and account/fuzzyQuery', async () => {
    const top = await one<{ id: number }>(
      'select agent_user_id1 as id from users where agent_user_id1 is not null group by 1 order by count(*) desc limit 1',
    );
    const all = await post('account/subordinate', { accountId: top.id, pageSize: 100 });
    assert.equal(all.status, 200);
    const within6 = [0, 1, 2, 3, 4, 5].map((k) => `agent_user_id${k} = $1`).join(' or ');
    assert.equal(all.body.data.total, await api.count('users', within6, [top.id]));
    const second = await post('account/subordinate', { accountId: top.id, level: 2, pageSize: 100 });
    assert.equal(second.body.data.total, await api.count('users', 'agent_user_id1 = $1', [top.id]));
    assert.ok(second.body.data.records.every((r: Json) => r.level === 2));
    assert.ok(all.body.data.records.some((r: Json) => r.level === 1));
    assert.equal((await post('account/subordinate', { accountId: top.id, level: 7 })).body.data.fields[0].path, 'level');
    assert.equal((await post('account/subordinate', { accountId: 99999999 })).status, 404);

    const target = await one<{ id: number; email: string; invitation_code: string }>(
      'select id, email, invitation_code from users where email is not null order by id desc limit 1',
    );
    const byCode = await post('account/fuzzyQuery', { keyword: target.invitation_code });
    assert.ok(byCode.body.data.some((u: Json) => u.id === Number(target.id)));
    const byEmail = await post('account/fuzzyQuery', { keyword: target.email.split('@')[0] });
    assert.ok(byEmail.body.data.some((u: Json) => u.id === Number(target.id)));
    const byId = await post('account/fuzzyQuery', { keyword: String(target.id), limit: 5 });
    assert.ok(byId.body.data.some((u: Json) => u.id === Number(target.id)));
    assert.ok(byId.body.data.length <= 5);
    assert.equal((await post('account/fuzzyQuery', { keyword: '' })).body.data.fields[0].path, 'keyword');
  });

  test('finance/user/wallet/list: wallets with their coin code, filtered and paged', async () => {
    const all = await post('finance/user/wallet/list', { pageSize: 50 });
    assert.equal(all.status, 200);
    assert.equal(all.body.data.total, await api.count('user_wallets'));
    assert.ok(all.body.data.records.every((w: Json) => typeof w.code === 'string' && typeof w.balance === 'string'));
    const usdt = await one<{ id: number }>("select id from coins where code = 'USDT'");
    const filtered = await post('finance/user/wallet/list', { coinId: usdt.id, walletType: 2, accountType: 2, pageSize: 100 });
    assert.equal(
      filtered.body.data.total,
      await api.count('user_wallets w join users u on u.id = w.user_id', 'w.coin_id = $1 and w.wallet_type = 2 and u.account_type = 2', [
        usdt.id,
      ]),
    );
    assert.ok(filtered.body.data.records.every((w: Json) => w.code === 'USDT' && w.walletType === 2 && w.accountType === 2));
    const mine = await one<{ user_id: number }>('select user_id from user_wallets order by id limit 1');
    const byUser = await post('finance/user/wallet/list', { accountId: mine.user_id });
    assert.equal(byUser.body.data.total, await api.count('user_wallets', 'user_id = $1', [mine.user_id]));
  });
});

describe('creating and editing users', () => {
  test('account/create gives a unique invitation code and a wallet per deposit coin and wallet type', async () => {
    const coins = await api.count('coins', 'display = 1 and support_deposit_withdrawal = 1');
    const { status, body } = await post('account/create', {
      password: 'first-pass-1',
      email: 'Created.User@Test.Example',
      mobile: '5550001',
      countryCode: '65',
      remarks: 'from the test',
      accountType: 2,
    });
    assert.equal(status, 200, body.msg);
    const created = body.data;
    assert.match(created.invitationCode, /^[A-Z0-9]{8}$/);
    assert.equal(created.wallets.length, coins * 2);
    assert.deepEqual([...new Set(created.wallets.map((w: Json) => w.walletType))].sort(), [1, 2]);
    assert.ok(created.wallets.every((w: Json) => new Decimal(w.balance).isZero()));
    const row = await one<Record<string, Json>>('select * from users where id = $1', [created.id]);
    assert.equal(row.account_type, 2);
    assert.equal(row.remark, 'from the test');
    assert.ok(await verifyPassword(row.password_hash, 'first-pass-1'));
    assert.equal(await api.count('users', 'invitation_code = $1', [created.invitationCode]), 1);
    assert.ok((await api.count('backstage_log', "api_url = '/api/account/create'")) >= 1, 'the creation is audit-logged');

    const child = await createUser({ upLineId: created.id });
    assert.deepEqual(await chain(child), [created.id, ...padded([created.id])]);

    const users = await api.count('users');
    const sameEmail = await post('account/create', { password: 'other-pass-1', email: 'created.user@test.example' });
    assert.equal(sameEmail.status, 409);
    const sameMobile = await post('account/create', { password: 'other-pass-1', mobile: '5550001', countryCode: '65' });
    assert.equal(sameMobile.status, 409);
    const badUpline = await post('account/create', { password: 'other-pass-1', upLineId: 99999999 });
    assert.equal(badUpline.status, 400);
    assert.equal(badUpline.body.data.fields[0].path, 'upLineId');
    assert.equal(await api.count('users'), users, 'refused creations add nobody');
  });

  test('bad input is a 400 naming the field and changes nothing', async () => {
    const user = await createUser();
    const before = await snapshot(api.db);
    const cases: [string, unknown, string][] = [
      ['account/create', { password: 'short' }, 'password'],
      ['account/create', { password: 'letters-only' }, 'password'],
      ['account/create', { password: 'good-pass-1', email: 'not-an-email' }, 'email'],
      ['account/create', { password: 'good-pass-1', mobile: '5550002' }, 'countryCode'],
      ['account/create', { password: 'good-pass-1', accountType: 9 }, 'accountType'],
      ['account/change/userType', { accountId: user, accountType: 4 }, 'accountType'],
      ['account/update/status', { accountId: user, status: 0 }, 'status'],
      ['account/update/status', { status: 2 }, 'accountId'],
      ['account/update/userLevel', { accountId: user, userLevel: 99 }, 'userLevel'],
      ['account/update/userMarketingLevel', { accountId: user, userMarketingLevel: 99 }, 'userMarketingLevel'],
      ['account/password/edit', { accountId: user, password: '123' }, 'password'],
      ['account/withdrawPassword/edit', { accountId: user }, 'password'],
      ['account/update/remark', { accountId: user, remark: 'x'.repeat(201) }, 'remark'],
      ['account/change/upLine', { accountId: user }, 'upLineId'],
      ['account/change/upLine', { accountId: user, upLineId: 99999999 }, 'upLineId'],
      ['account/discard/line', { accountId: 'abc' }, 'accountId'],
      ['flow/edit', { accountId: user, amount: 'ten' }, 'amount'],
      ['flow/edit', { accountId: user, amount: '0' }, 'amount'],
      ['account/freezeSingle/wallet', { accountId: user, coinId: 1, walletType: 1, amount: '-5' }, 'amount'],
      ['account/freezeSingle/wallet', { accountId: user, coinId: 1, walletType: 3, amount: '5' }, 'walletType'],
      ['account/freezeSingle/wallet', { accountId: user, coinId: 1, walletType: 1, amount: '5', fundType: 2 }, 'fundType'],
      ['account/thawSingle/wallet', { accountId: user, coinId: 1, walletType: 1, amount: '1.0000000000000000001' }, 'amount'],
      ['account/list', { status: 'x' }, 'status'],
      ['account/list', { startTime: 'yesterday' }, 'startTime'],
      ['account/list', { pageSize: 100000 }, 'pageSize'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, body);
      assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}: ${answer.status} ${answer.body.msg}`);
      assert.ok(
        answer.body.data.fields.some((f: Json) => f.path === field),
        `${path} names ${field}: ${JSON.stringify(answer.body.data.fields)}`,
      );
    }
    assert.equal((await get('account/detail/abc')).status, 400);
    assert.equal((await get('flow/volume/0')).status, 400);
    assert.equal((await post('account/freezeAll/wallet/x', {})).status, 400);
    assert.deepEqual(await snapshot(api.db), before);
  });

  test('404 for a user that does not exist, and nothing changes', async () => {
    const before = await snapshot(api.db);
    const missing = 99999999;
    const calls: [string, unknown][] = [
      ['account/change/userType', { accountId: missing, accountType: 2 }],
      ['account/update/status', { accountId: missing, status: 3 }],
      ['account/update/userLevel', { accountId: missing, userLevel: 1 }],
      ['account/update/userMarketingLevel', { accountId: missing, userMarketingLevel: 1 }],
      ['account/password/edit', { accountId: missing, password: 'good-pass-1' }],
      ['account/withdrawPassword/edit', { accountId: missing, password: 'good-pass-1' }],
      ['account/update/remark', { accountId: missing, remark: 'x' }],
      ['account/discard/line', { accountId: missing }],
      ['flow/list', { accountId: missing }],
      ['flow/edit', { accountId: missing, amount: '5' }],
      ['account/freezeSingle/wallet', { accountId: missing, coinId: 1, walletType: 1, amount: '5' }],
      ['account/thawSingle/wallet', { accountId: missing, coinId: 1, walletType: 1, amount: '5' }],
      [`account/freezeAll/wallet/${missing}`, {}],
      [`account/thawAll/wallet/${missing}`, {}],
    ];
    for (const [path, body] of calls) assert.equal((await post(path, body)).status, 404, path);
    assert.equal((await get(`flow/volume/${missing}`)).status, 404);
    const upline = await one<{ id: number }>('select id from users where account_type = 2 order by id limit 1');
    assert.equal((await post('account/change/upLine', { accountId: missing, upLineId: upline.id })).status, 404);
    assert.deepEqual(await snapshot(api.db), before);
  });

  test('type, status, levels, passwords and remark', async () => {
    const id = await createUser();
    const type = await post('account/change/userType', { accountId: id, accountType: 3 });
    assert.equal(type.status, 200);
    assert.equal(type.body.data.accountType, 3);
    assert.equal(type.body.data.isSales, 1);

    const disabled = await post('account/update/status', { accountId: id, status: 3 });
    assert.equal(disabled.status, 200);
    let row = await one<Record<string, Json>>('select * from users where id = $1', [id]);
    assert.deepEqual([row.status, row.disabled_by, row.is_system_suspended], [3, 'admin', 0]);
    assert.ok(row.disabled_date);
    await post('account/update/status', { accountId: id, status: 2 });
    row = await one('select * from users where id = $1', [id]);
    assert.deepEqual([row.status, row.is_system_suspended, row.system_suspended_by, row.disabled_by], [2, 1, 'admin', null]);
    assert.ok(row.system_suspended_date);
    const detail = (await get(`account/detail/${id}`)).body.data;
    assert.equal(detail.isSystemSuspended, 1);
    assert.equal(detail.systemSuspendedBy, 'admin');
    await post('account/update/status', { accountId: id, status: 1 });
    row = await one('select * from users where id = $1', [id]);
    assert.deepEqual(
      [row.status, row.is_system_suspended, row.system_suspended_date, row.system_suspended_by, row.disabled_date, row.disabled_by],
      [1, 0, null, null, null, null],
    );

    assert.equal((await post('account/update/userLevel', { accountId: id, userLevel: 4 })).body.data.userLevel, 4);
    assert.equal(
      (await post('account/update/userMarketingLevel', { accountId: id, userMarketingLevel: 2 })).body.data.userMarketingLevel,
      2,
    );

    assert.equal((await post('account/password/edit', { accountId: id, password: 'changed-pass-9' })).status, 200);
    row = await one('select password_hash, withdraw_password_hash from users where id = $1', [id]);
    assert.ok(await verifyPassword(row.password_hash, 'changed-pass-9'));
    assert.equal(row.withdraw_password_hash, null);
    assert.equal((await post('account/withdrawPassword/edit', { accountId: id, password: 'withdraw-pass-9' })).status, 200);
    row = await one('select withdraw_password_hash from users where id = $1', [id]);
    assert.ok(await verifyPassword(row.withdraw_password_hash, 'withdraw-pass-9'));
    assert.equal((await get(`account/detail/${id}`)).body.data.hasWithdrawPassword, true);
    const log = await one<{ req_log: string }>(
      "select req_log from backstage_log where api_url = '/api/account/withdrawPassword/edit' order by id desc limit 1",
    );
    assert.ok(!log.req_log.includes('withdraw-pass-9'), 'the audit log keeps no password');

    const remark = await post('account/update/remark', { accountId: id, site: 'main', remark: 'Called twice' });
    assert.deepEqual([remark.body.data.remark, remark.body.data.site], ['Called twice', 'main']);
    assert.equal((await post('account/update/remark', { accountId: id, remark: '' })).body.data.remark, null);
  });

  test('flow volume: edits add and remove, never below zero, each with a record', async () => {
    const id = await createUser();
    const added = await post('flow/edit', { accountId: id, amount: '150.25', remark: 'bonus turnover' });
    assert.equal(added.status, 200);
    assert.deepEqual(
      [added.body.data.beforeAmount, added.body.data.afterAmount, added.body.data.currentAmount, added.body.data.operator],
      ['0.000000000000000000', '150.250000000000000000', '150.250000000000000000', 'admin'],
    );
    await post('flow/edit', { accountId: id, amount: '-50.25' });
    assert.equal((await get(`flow/volume/${id}`)).body.data.flowVolume, '100.000000000000000000');
    const cleared = await post('flow/edit', { accountId: id, amount: '-1000', flowLogType: 3 });
    assert.equal(cleared.body.data.afterAmount, '0.000000000000000000');
    assert.equal(cleared.body.data.flowAmount, '-100.000000000000000000');
    assert.equal((await get(`flow/volume/${id}`)).body.data.flowVolume, '0.000000000000000000');
    const list = await post('flow/list', { accountId: id });
    assert.equal(list.body.data.total, 3);
    assert.equal(list.body.data.records[2].remark, 'bonus turnover');
    assert.equal((await post('flow/list', { accountId: id, flowLogType: 1 })).body.data.total, 0);
  });
});

describe('uplines', () => {
  test('upLine/init lists agents only, with a keyword', async () => {
    const all = await get('account/change/upLine/init');
    assert.equal(all.status, 200);
    assert.ok(all.body.data.length > 0 && all.body.data.every((u: Json) => u.accountType === 2));
    const agent = all.body.data[3];
    const found = await get('account/change/upLine/init', { keyword: agent.invitationCode });
    assert.deepEqual(
      found.body.data.map((u: Json) => u.id),
      [agent.id],
    );
    assert.equal((await get('account/change/upLine/init', { limit: 5 })).body.data.length, 5);
  });

  test('an upline change rewrites the chains of the whole downline, keeping the nearest six', async () => {
    const root = await createUser({ accountType: 2 });
    const line = [root];
    for (let i = 0; i < 8; i++) line.push(await createUser({ accountType: 2, upLineId: line[line.length - 1] }));
    // line[k] has k levels above it; line[7] sees line[6]..line[1] only.
    assert.deepEqual(await chain(line[7]), [line[6], line[6], line[5], line[4], line[3], line[2], line[1]]);
    const other = await createUser({ accountType: 2 });
    const otherParent = await createUser({ accountType: 2 });
    await post('account/change/upLine', { accountId: other, upLineId: otherParent });

    const moved = await post('account/change/upLine', { accountId: line[1], upLineId: other, uplineType: 1 });
    assert.equal(moved.status, 200, moved.body.msg);
    assert.deepEqual(moved.body.data.agentChain, padded([other, otherParent]));
    assert.equal(moved.body.data.downlineUpdated, 5, 'line[2]..line[6] hold line[1] within the first five levels');
    assert.deepEqual(await chain(line[1]), [other, ...padded([other, otherParent])]);
    assert.deepEqual(await chain(line[2]), [line[1], ...padded([line[1], other, otherParent])]);
    assert.deepEqual(await chain(line[4]), [line[3], ...padded([line[3], line[2], line[1], other, otherParent])]);
    assert.deepEqual(await chain(line[6]), [line[5], line[5], line[4], line[3], line[2], line[1], other]);
    assert.deepEqual(await chain(line[7]), [line[6], line[6], line[5], line[4], line[3], line[2], line[1]]);
    assert.deepEqual(await chain(line[8]), [line[7], line[7], line[6], line[5], line[4], line[3], line[2]]);

    const discarded = await post('account/discard/line', { accountId: line[1] });
    assert.equal(discarded.status, 200);
    assert.deepEqual(await chain(line[1]), [null, ...padded([])]);
    assert.deepEqual(await chain(line[3]), [line[2], ...padded([line[2], line[1]])]);
    assert.deepEqual(await chain(line[7]), [line[6], line[6], line[5], line[4], line[3], line[2], line[1]]);
    const detail = (await get(`account/detail/${line[3]}`)).body.data;
    assert.deepEqual(
      detail.agentChain.map((a: Json) => a.id),
      [line[2], line[1]],
    );
  });

  test('an upline inside the downline (at any depth) or the user itself is refused with 409', async () => {
    const top = await createUser({ accountType: 2 });
    const line = [top];
    for (let i = 0; i < 8; i++) line.push(await createUser({ accountType: 2, upLineId: line[line.length - 1] }));
    const plain = await createUser({ accountType: 1 });
    const before = await snapshot(api.db);
    assert.equal((await post('account/change/upLine', { accountId: top, upLineId: top })).status, 409);
    assert.equal((await post('account/change/upLine', { accountId: top, upLineId: line[3] })).status, 409);
    const deep = await post('account/change/upLine', { accountId: top, upLineId: line[8] });
    assert.equal(deep.status, 409, 'eight levels down is still the downline');
    assert.match(deep.body.msg, /cycle/);
    const notAgent = await post('account/change/upLine', { accountId: line[2], upLineId: plain, uplineType: 1 });
    assert.equal(notAgent.status, 400);
    assert.equal(notAgent.body.data.fields[0].path, 'upLineId');
    assert.deepEqual(await snapshot(api.db), before);
    const anyUser = await post('account/change/upLine', { accountId: line[2], upLineId: plain, uplineType: 2 });
    assert.equal(anyUser.status, 200, 'uplineType 2 takes any user');
  });
});

describe('freezing and thawing funds', () => {
  test('freeze and thaw one wallet: the total stays, nothing goes negative, the change log matches', async () => {
    const target = await richWallet(100);
    const start = await wallet(target.accountId, target.coinId, target.walletType);
    const total = new Decimal(start.balance).plus(start.frozen);
    await assertLogMatches(start.id);
    const records = await api.count('fund_management_records');

    const frozen = await post('account/freezeSingle/wallet', { ...target, amount: '40.123456789012345678', remark: 'investigation' });
    assert.equal(frozen.status, 200, frozen.body.msg);
    let now = await wallet(target.accountId, target.coinId, target.walletType);
    assert.ok(new Decimal(now.frozen).eq('40.123456789012345678'));
    assert.ok(new Decimal(now.balance).plus(now.frozen).eq(total));
    await assertLogMatches(start.id);
    const record = await one<Record<string, Json>>('select * from fund_management_records order by id desc limit 1');
    assert.deepEqual([record.execution_type, record.operator, record.remark], [1, 'admin', 'investigation']);
    assert.ok(new Decimal(record.before_balance).minus('40.123456789012345678').eq(record.after_balance));
    const logs = await api.db.query<{ field: string; change_type: string; operator: string }>(
      'select field, change_type, operator from wallet_change_log where wallet_id = $1 order by id desc limit 2',
      [start.id],
    );
    assert.deepEqual(logs.rows.map((r) => [r.field, r.change_type, r.operator]).sort(), [
      ['backstage_frozen_balance', 'backstage_freeze', 'admin'],
      ['balance', 'backstage_freeze', 'admin'],
    ]);

    const tooMuch = await post('account/freezeSingle/wallet', {
      ...target,
      amount: new Decimal(now.balance).plus('0.000000000000000001').toFixed(),
    });
    assert.equal(tooMuch.status, 409);
    const thawTooMuch = await post('account/thawSingle/wallet', { ...target, amount: '40.123456789012345679' });
    assert.equal(thawTooMuch.status, 409);
    assert.deepEqual(await wallet(target.accountId, target.coinId, target.walletType), now, 'refusals change nothing');

    const thawed = await post('account/thawSingle/wallet', { ...target, amount: '40.123456789012345678' });
    assert.equal(thawed.status, 200);
    now = await wallet(target.accountId, target.coinId, target.walletType);
    assert.ok(new Decimal(now.frozen).isZero());
    assert.ok(new Decimal(now.balance).eq(start.balance));
    await assertLogMatches(start.id);
    assert.equal(await api.count('fund_management_records'), records + 2);
    const thawRecord = await one<Record<string, Json>>('select execution_type from fund_management_records order by id desc limit 1');
    assert.equal(thawRecord.execution_type, 2);

    const noWallet = await post('account/freezeSingle/wallet', { ...target, coinId: 9999, amount: '1' });
    assert.equal(noWallet.status, 404);
  });

  test('large balances keep every one of their 18 decimal places through a freeze and a thaw', async () => {
    const target = await richWallet(1);
    const start = await wallet(target.accountId, target.coinId, target.walletType);
    // A deposit that makes the balance 30 significant digits long, written with its change-log row.
    const deposit = '987654321098.000000000000000001';
    const after = new Decimal(start.balance).plus(deposit).toFixed();
    await api.db.query('update user_wallets set balance = $2 where id = $1', [start.id, after]);
    await api.db.query(
      `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance, change_balance, after_balance)
       values ($1, $2, $3, $4, 'balance', 1, 'deposit', $5, $6, $7)`,
      [start.id, target.accountId, target.coinId, target.walletType, start.balance, deposit, after],
    );
    const amount = '0.123456789012345678';
    assert.equal((await post('account/freezeSingle/wallet', { ...target, amount })).status, 200);
    const frozen = await wallet(target.accountId, target.coinId, target.walletType);
    // Written out digit by digit rather than computed, so the check does not share the code's arithmetic.
    const [whole, fraction = ''] = after.split('.');
    const units = BigInt(whole + fraction.padEnd(18, '0')) - 123456789012345678n;
    const expected = `${units / 10n ** 18n}.${(units % 10n ** 18n).toString().padStart(18, '0')}`;
    assert.equal(frozen.balance, expected);
    await assertLogMatches(start.id);
    assert.equal((await post('account/thawSingle/wallet', { ...target, amount })).status, 200);
    assert.equal((await wallet(target.accountId, target.coinId, target.walletType)).balance, new Decimal(after).toFixed(18));
    await assertLogMatches(start.id);
  });

  test('freeze all and thaw all move every wallet whole, in one go', async () => {
    const owner = await one<{ user_id: number }>(
      'select user_id from user_wallets where balance > 0 group by user_id having count(*) >= 2 order by user_id limit 1',
    );
    const id = Number(owner.user_id);
    const wallets = (
      await api.db.query<{ id: number; balance: string; frozen: string }>(
        'select id, balance::text as balance, backstage_frozen_balance::text as frozen from user_wallets where user_id = $1 order by id',
        [id],
      )
    ).rows;
    const frozen = await post(`account/freezeAll/wallet/${id}`, {});
    assert.equal(frozen.status, 200, frozen.body.msg);
    assert.equal(frozen.body.data.movements.length, wallets.filter((w) => !new Decimal(w.balance).isZero()).length);
    for (const w of wallets) {
      const now = await one<{ balance: string; frozen: string }>(
        'select balance::text as balance, backstage_frozen_balance::text as frozen from user_wallets where id = $1',
        [w.id],
      );
      assert.ok(new Decimal(now.balance).isZero());
      assert.ok(new Decimal(now.frozen).eq(new Decimal(w.balance).plus(w.frozen)));
      await assertLogMatches(Number(w.id));
    }
    const again = await post(`account/freezeAll/wallet/${id}`, {});
    assert.equal(again.body.data.movements.length, 0, 'nothing left to freeze');
    const thawed = await post(`account/thawAll/wallet/${id}`, {});
    assert.equal(thawed.status, 200);
    for (const w of wallets) {
      const now = await one<{ balance: string; frozen: string }>(
        'select balance::text as balance, backstage_frozen_balance::text as frozen from user_wallets where id = $1',
        [w.id],
      );
      assert.ok(new Decimal(now.frozen).isZero());
      assert.ok(new Decimal(now.balance).eq(new Decimal(w.balance).plus(w.frozen)));
      await assertLogMatches(Number(w.id));
    }
  });

  test('50 concurrent freezes of one wallet: the accepted ones sum to what is frozen, the rest are 409', async () => {
    const target = await richWallet(50);
    const start = await wallet(target.accountId, target.coinId, target.walletType);
    const amount = new Decimal(start.balance).dividedBy(40).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const logRows = await api.count('wallet_change_log', 'wallet_id = $1', [start.id]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('account/freezeSingle/wallet', { ...target, amount: amount.toFixed() })),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 409).length;
    assert.equal(accepted + refused, 50, answers.map((a) => a.status).join(','));
    assert.equal(accepted, Math.min(50, new Decimal(start.balance).dividedToIntegerBy(amount).toNumber()));
    assert.ok(refused > 0, 'the total asked exceeds the balance');
    const end = await wallet(target.accountId, target.coinId, target.walletType);
    assert.ok(new Decimal(end.frozen).eq(amount.times(accepted)));
    assert.ok(new Decimal(end.balance).plus(end.frozen).eq(start.balance));
    assert.ok(new Decimal(end.balance).gte(0));
    assert.equal(await api.count('wallet_change_log', 'wallet_id = $1', [start.id]), logRows + accepted * 2);
    await assertLogMatches(start.id);
  });
});

describe('permissions', () => {
  test('a staff member without the permission is refused (403) on every users call', async () => {
    const outsider = await api.signIn(await api.createStaff(admin, 'no-users', [P('otp.records')]));
    const viewer = await api.signIn(await api.createStaff(admin, 'users-viewer', [P('users.list')]));
    const user = await one<{ id: number }>('select id from users order by id limit 1');
    const id = Number(user.id);
    const wallet = await one<{ coin_id: number; wallet_type: number }>(
      'select coin_id, wallet_type from user_wallets where user_id = $1 limit 1',
      [id],
    );
    const reads: [string, string, unknown][] = [
      ['POST', 'account/list', {}],
      ['GET', `account/detail/${id}`, undefined],
      ['POST', 'account/subordinate', { accountId: id }],
      ['POST', 'account/fuzzyQuery', { keyword: 'a' }],
      ['POST', 'flow/list', { accountId: id }],
      ['GET', `flow/volume/${id}`, undefined],
      ['POST', 'finance/user/wallet/list', {}],
    ];
    const changes: [string, string, unknown][] = [
      ['POST', 'account/create', { password: 'good-pass-1' }],
      ['POST', 'account/change/userType', { accountId: id, accountType: 2 }],
      ['POST', 'account/update/status', { accountId: id, status: 3 }],
      ['POST', 'account/update/userLevel', { accountId: id, userLevel: 1 }],
      ['POST', 'account/update/userMarketingLevel', { accountId: id, userMarketingLevel: 1 }],
      ['POST', 'account/password/edit', { accountId: id, password: 'good-pass-1' }],
      ['POST', 'account/withdrawPassword/edit', { accountId: id, password: 'good-pass-1' }],
      ['POST', 'account/update/remark', { accountId: id, remark: 'x' }],
      ['GET', 'account/change/upLine/init', undefined],
      ['POST', 'account/change/upLine', { accountId: id, upLineId: id + 1 }],
      ['POST', 'account/discard/line', { accountId: id }],
      ['POST', 'flow/edit', { accountId: id, amount: '1' }],
      ['POST', 'account/freezeSingle/wallet', { accountId: id, coinId: wallet.coin_id, walletType: wallet.wallet_type, amount: '1' }],
      ['POST', 'account/thawSingle/wallet', { accountId: id, coinId: wallet.coin_id, walletType: wallet.wallet_type, amount: '1' }],
      ['POST', `account/freezeAll/wallet/${id}`, {}],
      ['POST', `account/thawAll/wallet/${id}`, {}],
    ];
    const before = await snapshot(api.db);
    for (const [method, path, body] of [...reads, ...changes]) {
      assert.equal((await api.call(method, path, { token: outsider, body })).status, 403, `${method} ${path} without users permissions`);
    }
    for (const [method, path, body] of changes) {
      assert.equal((await api.call(method, path, { token: viewer, body })).status, 403, `${method} ${path} with users.list only`);
    }
    for (const [method, path, body] of reads) {
      assert.equal((await api.call(method, path, { token: viewer, body })).status, 200, `${method} ${path} with users.list`);
    }
    assert.deepEqual(await snapshot(api.db), before);
  });
});
