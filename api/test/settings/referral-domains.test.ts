import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type TestApi, startTestApi } from '../helpers';

/**
 * The referral link domains (`referralDomain/*`): list with filters and sort, the country list, add (the domain
 * required, each tier checked: sales, agent, account, IP, country) and delete, each a version of the list,
 * audited, with history and revert; bad input 400 and no permission 403 change nothing.
 */

let api: TestApi;
let admin: string;
/** Users of each kind of the demo data: an agent, a sales account and a normal account. */
const who = { agent: 0, sales: 0, account: 0 };

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  for (const [kind, type] of [
    ['account', 1],
    ['agent', 2],
    ['sales', 3],
  ] as const) {
    const { rows } = await api.db.query<{ id: string }>('select id::text as id from users where account_type = $1 order by id limit 1', [
      type,
    ]);
    who[kind] = Number(rows[0].id);
  }
});
after(() => api.close());

const LIST = 'referralDomain/list';
const ADD = 'referralDomain/add';
const del = (id: number) => `referralDomain/del/${id}`;
const add = (body: Record<string, unknown>, token = admin) => api.call('POST', ADD, { token, body });

describe('the referral link domains', () => {
  test('the country list: every country by its code', async () => {
    const answer = await api.call('GET', 'referralDomain/country/list', { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.ok(answer.body.data.length > 240);
    assert.deepEqual(
      answer.body.data.find((c: { isoCode: string }) => c.isoCode === 'SG'),
      { isoCode: 'SG', name: 'Singapore' },
    );
  });

  test('add with every tier, listed by sort; a version of the list with its before and after, audited', async () => {
    const logged = await api.count('backstage_log', "api_url = '/api/referralDomain/add'");
    const first = await add({
      domainUrl: 'Invite.Example.com',
      tierSales: who.sales,
      tierAgent: who.agent,
      tierAccount: who.account,
      tierIp: '203.0.113.7',
      tierIsoCode: 'sg',
      displaySort: 2,
      reason: 'Singapore campaign',
    });
    assert.equal(first.status, 200, first.body.msg);
    const { version } = first.body.data;
    assert.deepEqual([version.setting, version.operator, version.reason], ['referral-domains', 'admin', 'Singapore campaign']);
    assert.deepEqual(
      version.changes.map((c: { field: string; from: unknown }) => [c.field, c.from]),
      [['https://invite.example.com', null]],
    );
    assert.equal((await add({ domainUrl: 'https://join.example.com', displaySort: 1 })).status, 200);
    assert.equal(await api.count('backstage_log', "api_url = '/api/referralDomain/add'"), logged + 2);

    const list = await api.call('POST', LIST, { token: admin, body: {} });
    assert.equal(list.status, 200, list.body.msg);
    assert.deepEqual(
      list.body.data.records.map((d: { domainUrl: string }) => d.domainUrl),
      ['https://join.example.com', 'https://invite.example.com'],
    );
    const invite = list.body.data.records[1];
    assert.deepEqual(
      [invite.tierSales, invite.tierAgent, invite.tierAccount, invite.tierIp, invite.tierIsoCode, invite.displaySort],
      [who.sales, who.agent, who.account, '203.0.113.7', 'SG', 2],
    );
    const byAgent = await api.call('POST', LIST, {
      token: admin,
      body: { tierAgent: who.agent, orderBy: 'createDate', orderDirection: 'desc' },
    });
    assert.deepEqual(
      byAgent.body.data.records.map((d: { id: number }) => d.id),
      [invite.id],
    );
  });

  test('bad input is a 400 that changes nothing; a domain twice a 409; an unknown one a 404', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', ADD, {}],
        ['POST', ADD, { domainUrl: '  ' }],
        ['POST', ADD, { domainUrl: 'https://a.example.com/path' }],
        ['POST', ADD, { domainUrl: 'not a domain' }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierIp: '999.1.1.1' }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierIsoCode: 'Singapore' }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierIsoCode: 'ZZ' }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierAgent: who.account }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierSales: who.agent }],
        ['POST', ADD, { domainUrl: 'a.example.com', tierAccount: 999_999_999 }],
        ['POST', ADD, { domainUrl: 'a.example.com', displaySort: -1 }],
        ['POST', ADD, { domainUrl: 'a.example.com', owner: 1 }],
        ['POST', LIST, { orderBy: 'domainUrl' }],
        ['POST', del(0), {}],
        ['POST', del(1), { note: 'x' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(api, admin, [['POST', ADD, { domainUrl: 'invite.example.com' }]], () => 409);
    await assertCallsChangeNothing(api, admin, [['POST', del(99_999_999), {}]], () => 404);
  });

  test('without the permission: 403, nothing changed', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'referral-viewer', [295]));
    const { rows } = await api.db.query<{ id: string }>('select id::text as id from referral_domains order by id limit 1');
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', ADD, { domainUrl: 'b.example.com' }],
        ['POST', del(Number(rows[0].id)), {}],
        ['POST', 'settings/versions/revert', { id: 1 }],
      ],
      () => 403,
    );
    assert.equal((await api.call('POST', LIST, { token: viewer, body: {} })).status, 200);
    // Adding does not let one delete.
    const adder = await api.signIn(await api.createStaff(admin, 'referral-adder', [295, 296]));
    await assertCallsChangeNothing(api, adder, [['POST', del(Number(rows[0].id)), {}]], () => 403);
    const outsider = await api.signIn(await api.createStaff(admin, 'referral-outsider', [1]));
    await assertCallsChangeNothing(api, outsider, [['POST', LIST, {}]], () => 403);
  });

  test('delete, then back with a revert (a new version naming the one it returned to)', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      "select id::text as id from referral_domains where domain_url = 'https://invite.example.com'",
    );
    const removed = await api.call('POST', del(Number(rows[0].id)), { token: admin, body: { reason: 'Campaign over' } });
    assert.equal(removed.status, 200, removed.body.msg);
    assert.equal('https://invite.example.com' in removed.body.data.values, false);
    assert.equal(await api.count('referral_domains', "domain_url = 'https://invite.example.com'"), 0);

    const history = await api.call('GET', 'settings/versions', { token: admin, query: { setting: 'referral-domains' } });
    assert.deepEqual(
      history.body.data.records.map((v: { reason: string | null }) => v.reason),
      ['Campaign over', null, 'Singapore campaign'],
    );
    const before = history.body.data.records[0].id;
    const reverted = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: before - 1 } });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.equal(reverted.body.data.version.revertedFrom, before - 1);
    const { rows: back } = await api.db.query<{ tier_agent: string; tier_iso_code: string }>(
      "select tier_agent::text as tier_agent, tier_iso_code from referral_domains where domain_url = 'https://invite.example.com'",
    );
    assert.deepEqual([Number(back[0].tier_agent), back[0].tier_iso_code], [who.agent, 'SG']);
  });
});
