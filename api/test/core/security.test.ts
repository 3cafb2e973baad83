import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { areaOf, ipMatches } from '../../src/http/client-ip';
import { sortedOrder } from '../../src/db/list';
import { BLACKLIST_ORDERS } from '../../src/core/security/queries';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
const OUTSIDE = '203.0.113.7';
const entryId = async (ip: string) => (await api.db.query<{ id: number }>('select id from ip_whitelist where ip = $1', [ip])).rows[0]?.id;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

describe('address matching', () => {
  test('addresses and CIDR ranges, v4 and v6, IPv4-mapped IPv6 included', () => {
    assert.ok(ipMatches('10.20.30.40', ['10.0.0.0/8']));
    assert.ok(ipMatches('172.31.255.1', ['172.16.0.0/12']));
    assert.ok(!ipMatches('172.32.0.1', ['172.16.0.0/12']));
    assert.ok(ipMatches('::ffff:192.168.1.9', ['192.168.0.0/16']));
    assert.ok(ipMatches('::1', ['::1']));
    assert.ok(ipMatches('2001:db8::42', ['2001:db8::/32']));
    assert.ok(!ipMatches('2001:db9::42', ['2001:db8::/32']));
    assert.ok(!ipMatches('10.0.0.1', ['::1', 'not-an-ip']));
    assert.equal(areaOf('127.0.0.1'), 'Loopback');
    assert.equal(areaOf('::1'), 'Loopback');
    assert.equal(areaOf('192.168.3.4'), 'Local network');
    assert.equal(areaOf('8.8.8.8'), 'Unknown');
  });
});

describe('IP whitelist', () => {
  test('the demo list holds loopback and the private ranges', async () => {
    const { body } = await api.call('POST', 'manage/whitelist', { token: admin, body: {} });
    assert.deepEqual(
      body.data.records.map((r: { ip: string }) => r.ip),
      ['127.0.0.0/8', '::1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
    );
    assert.ok(body.data.records.every((r: { remark: string }) => r.remark.length > 5));
    const filtered = await api.call('POST', 'manage/whitelist', { token: admin, body: { ip: '192.168' } });
    assert.equal(filtered.body.data.total, 1);
  });

  test('an address outside the list can neither sign in nor call the API, and each refusal is logged', async () => {
    const signIn = await api.signInAnswer('admin', DEMO.admin.password, DEMO.admin.secret, OUTSIDE);
    assert.equal(signIn.status, 403);
    assert.match(signIn.body.msg, /not on the IP whitelist/);
    assert.equal((await api.call('GET', 'application/version', { ip: OUTSIDE })).status, 403);
    const withToken = await api.call('GET', 'manage/list', { token: admin, ip: OUTSIDE });
    assert.equal(withToken.status, 403, 'a valid session does not help from outside the list');
    assert.ok((await api.count('backstage_log', 'login_ip = $1 and result = 0', [OUTSIDE])) >= 3);
    assert.equal((await api.call('GET', 'manage/list', { token: admin, ip: '::ffff:10.1.2.3' })).status, 200);
    assert.equal((await api.call('GET', 'manage/list', { token: admin, ip: '::1' })).status, 200);
  });

  test('adding a range lets its addresses in', async () => {
    const added = await api.call('POST', 'manage/whitelist/add', {
      token: admin,
      body: { ip: '203.0.113.0/24', remark: 'Partner office' },
    });
    assert.equal(added.status, 200);
    assert.equal(added.body.data.ip, '203.0.113.0/24');
    assert.equal((await api.call('GET', 'application/version', { ip: OUTSIDE })).status, 200);
    await api.call('POST', 'manage/whitelist/del', { token: admin, query: { id: added.body.data.id } });
    assert.equal((await api.call('GET', 'application/version', { ip: OUTSIDE })).status, 403);
  });

  test('entries are validated: IP or CIDR, remark required, no duplicates', async () => {
    for (const ip of ['10.0.0.256', '10.0.0.0/33', 'example.com', '::1/129']) {
      const { status, body } = await api.call('POST', 'manage/whitelist/add', { token: admin, body: { ip, remark: 'x' } });
      assert.equal(status, 400, ip);
      assert.equal(body.data.fields[0].path, 'ip');
    }
    assert.equal(
      (await api.call('POST', 'manage/whitelist/add', { token: admin, body: { ip: '10.1.0.0/16' } })).body.data.fields[0].path,
      'remark',
    );
    assert.equal(
      (await api.call('POST', 'manage/whitelist/add', { token: admin, body: { ip: '10.0.0.0/8', remark: 'again' } })).status,
      409,
    );
    assert.equal((await api.call('POST', 'manage/whitelist/del', { token: admin })).status, 400, 'del needs the id query parameter');
    assert.equal((await api.call('POST', 'manage/whitelist/del', { token: admin, query: { id: 99999 } })).status, 404);
  });

  test('a deletion that would shut out the admin making it is refused', async () => {
    const loopback = await entryId('127.0.0.0/8');
    const refused = await api.call('POST', 'manage/whitelist/del', { token: admin, query: { id: loopback } });
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /shut you out/);
    assert.ok(await entryId('127.0.0.0/8'));
    const fromOffice = await api.call('POST', 'manage/whitelist/del', { token: admin, query: { id: loopback }, ip: '10.4.4.4' });
    assert.equal(fromOffice.status, 200, 'from an address another entry covers, it is allowed');
    assert.equal((await api.call('GET', 'manage/me', { token: admin })).status, 403, 'this host is now outside the list');
    const restored = await api.call('POST', 'manage/whitelist/add', {
      token: admin,
      body: { ip: '127.0.0.0/8', remark: 'Loopback' },
      ip: '10.4.4.4',
    });
    assert.equal(restored.status, 200);
    assert.equal((await api.call('GET', 'manage/me', { token: admin })).status, 200);
  });

  test('with an empty list every address is accepted; a first entry that leaves out the admin is refused', async () => {
    await api.db.query('delete from ip_whitelist');
    const outside = await api.signInAnswer('finance', DEMO.finance.password, DEMO.finance.secret, '8.8.8.8');
    assert.equal(outside.status, 200);
    assert.equal(outside.body.data.manager.loginArea, 'Unknown');
    const refused = await api.call('POST', 'manage/whitelist/add', { token: admin, body: { ip: '10.0.0.0/8', remark: 'Office' } });
    assert.equal(refused.status, 409);
    assert.equal(await api.count('ip_whitelist'), 0);
    const own = await api.call('POST', 'manage/whitelist/add', { token: admin, body: { ip: '127.0.0.1', remark: 'This host' } });
    assert.equal(own.status, 200);
    assert.equal((await api.call('GET', 'application/version', { ip: '8.8.8.8' })).status, 403);
  });
});

describe('IP blacklist', () => {
  test('lists the demo entries, filtered by ban type', async () => {
    const all = await api.call('POST', 'account/ban/ip/list', { token: admin, body: {} });
    assert.equal(all.body.data.total, 40);
    const signInBans = await api.call('POST', 'account/ban/ip/list', { token: admin, body: { banIpType: 1, pageSize: 100 } });
    assert.ok(signInBans.body.data.total > 0 && signInBans.body.data.total < 40);
    assert.ok(signInBans.body.data.records.every((r: { banIpType: number }) => r.banIpType === 1));
  });

  test('add validates the address and the ban type, refuses duplicates; del takes the id as a query parameter', async () => {
    assert.equal(
      (await api.call('POST', 'account/ban/ip/add', { token: admin, body: { ip: '1.2.3', banIpType: 1 } })).body.data.fields[0].path,
      'ip',
    );
    const badType = await api.call('POST', 'account/ban/ip/add', { token: admin, body: { ip: '198.18.0.1', banIpType: 4 } });
    assert.equal(badType.status, 400);
    assert.equal(badType.body.data.fields[0].path, 'banIpType');
    const added = await api.call('POST', 'account/ban/ip/add', {
      token: admin,
      body: { ip: '2001:db8:ffff::/48', banIpType: 3, reason: 'Botnet' },
    });
    assert.equal(added.status, 200);
    assert.deepEqual([added.body.data.ip, added.body.data.banIpType, added.body.data.reason], ['2001:db8:ffff::/48', 3, 'Botnet']);
    assert.equal(
      (await api.call('POST', 'account/ban/ip/add', { token: admin, body: { ip: '2001:db8:ffff::/48', banIpType: 3 } })).status,
      409,
    );
    assert.equal(
      (await api.call('POST', 'account/ban/ip/add', { token: admin, body: { ip: '2001:db8:ffff::/48', banIpType: 1 } })).status,
      200,
    );
    assert.equal((await api.call('POST', 'account/ban/ip/del', { token: admin, query: { id: added.body.data.id } })).status, 200);
    assert.equal(await api.count('ip_blacklist', 'id = $1', [added.body.data.id]), 0);
    assert.equal((await api.call('POST', 'account/ban/ip/del', { token: admin, query: { id: added.body.data.id } })).status, 404);
  });

  test('the blacklist is for the client platform: it does not stop staff', async () => {
    await api.call('POST', 'account/ban/ip/add', { token: admin, body: { ip: '127.0.0.1', banIpType: 3 } });
    assert.equal((await api.call('GET', 'manage/me', { token: admin })).status, 200);
  });
});

describe('sorting the IP lists', () => {
  test('the whitelist by address and by date, either way', async () => {
    const byIp = await api.call('POST', 'manage/whitelist', {
      token: admin,
      body: { orderBy: 'ip', orderDirection: 'asc', pageSize: 100 },
    });
    assert.equal(byIp.status, 200);
    const { rows } = await api.db.query<{ ip: string }>('select ip from ip_whitelist order by ip asc, id asc');
    assert.deepEqual(
      byIp.body.data.records.map((r: Json) => r.ip),
      rows.map((r) => r.ip),
    );
    const newest = await api.call('POST', 'manage/whitelist', { token: admin, body: { orderBy: 'createDate', pageSize: 100 } });
    const dates = newest.body.data.records.map((r: Json) => Date.parse(r.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
  });

  test('the blacklist by date, address and id, pages following on without overlap, filters kept', async () => {
    for (const orderDirection of ['asc', 'desc'] as const) {
      const page = async (pageNum: number) =>
        (
          await api.call('POST', 'account/ban/ip/list', {
            token: admin,
            body: { orderBy: 'createDate', orderDirection, pageNum, pageSize: 15 },
          })
        ).body.data.records as Json[];
      const rows = [...(await page(1)), ...(await page(2))];
      const dates = rows.map((r) => Date.parse(r.createDate));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => (orderDirection === 'asc' ? a - b : b - a)),
      );
      assert.equal(new Set(rows.map((r) => r.id)).size, 30);
    }
    const byIp = await api.call('POST', 'account/ban/ip/list', {
      token: admin,
      body: { banIpType: 1, orderBy: 'ip', orderDirection: 'desc', pageSize: 100 },
    });
    const { rows } = await api.db.query<{ ip: string }>(
      'select ip from ip_blacklist where ban_ip_type = 1 order by ip desc, ban_ip_type desc',
    );
    assert.deepEqual(
      byIp.body.data.records.map((r: Json) => r.ip),
      rows.map((r) => r.ip),
    );
  });

  test('an unknown sort key is refused with 400 naming the field, and nothing changes', async () => {
    const before = await snapshot(api.db);
    const whitelist = await api.call('POST', 'manage/whitelist', { token: admin, body: { orderBy: 'remark' } });
    const blacklist = await api.call('POST', 'account/ban/ip/list', { token: admin, body: { orderBy: 'reason' } });
    for (const answer of [whitelist, blacklist]) {
      assert.equal(answer.status, 400);
      assert.equal(answer.body.data.fields[0].path, 'orderBy');
      assert.match(answer.body.data.fields[0].message, /must be one of id, ip, createDate/);
    }
    assert.deepEqual(await snapshot(api.db), before);
  });

  test('bans can be many: every blacklist sort, either way, is read in order from an index', async () => {
    for (const orderBy of ['id', 'ip', 'createDate'] as const) {
      for (const orderDirection of ['asc', 'desc'] as const) {
        const order = sortedOrder('ipBlacklist', BLACKLIST_ORDERS, { orderBy, orderDirection }, '');
        const plan = await api.db.transaction(async (tx) => {
          await tx.query('set local enable_seqscan = off');
          const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select * from ip_blacklist order by ${order} limit 20`);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        assert.match(plan, /Index Scan/, plan);
        assert.doesNotMatch(plan, /Sort/, `${orderBy} ${orderDirection}:\n${plan}`);
      }
    }
  });
});
