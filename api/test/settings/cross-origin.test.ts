import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Db, openDatabase } from '../../src/db/database';
import { assertCallsChangeNothing, DEMO, type TestApi, startTestApi } from '../helpers';

/**
 * The cross-origin allowlist (`cross-origin/whitelist`): list, add, edit, delete, each a version with its
 * reason and audited; bad input 400 and no permission 403, changing nothing. Its effect: the API's CORS answers
 * follow the list at once, tried from a real second origin on loopback against a listening server, and a
 * change made through one API instance reaches a second instance on the same database (its copy in memory
 * updated by LISTEN/NOTIFY, and its very next answer following the list either way).
 */

let api: TestApi;
let admin: string;
let base: string;
/** A second origin on loopback: a page server of its own, on another port. */
let page: Server;
let pageOrigin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  page = createServer((_req, res) => res.end('<!doctype html><title>client</title>'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((resolve) => page.close(resolve));
  await api.close();
});

const LIST = 'cross-origin/whitelist';
const add = (origin: string, reason = 'Client console', token = admin) =>
  api.call('POST', LIST, { token, body: { origin, remark: 'Test page', reason } });
const remove = (origin: string, reason = 'No longer used', token = admin) =>
  api.call('DELETE', `${LIST}?origin=${encodeURIComponent(origin)}&reason=${encodeURIComponent(reason)}`, { token });

/** A real preflight and a real call from `origin`, over HTTP to the listening server at `at`. */
async function fromOrigin(at: string, origin: string) {
  const preflight = await fetch(`${at}/api/application/version`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
  const call = await fetch(`${at}/api/application/version`, { headers: { origin } });
  return {
    preflight: { status: preflight.status, allowOrigin: preflight.headers.get('access-control-allow-origin') },
    allowOrigin: call.headers.get('access-control-allow-origin'),
    vary: call.headers.get('vary'),
    status: call.status,
  };
}

describe('the cross-origin allowlist', () => {
  test('list: the demo entries', async () => {
    const answer = await api.call('GET', LIST, { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      answer.body.data.map((e: { origin: string }) => e.origin),
      ['https://client.example.com', 'https://ops.example.com'],
    );
  });

  test('bad input is a 400 that changes nothing', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', LIST, { origin: 'https://a.example.com' }],
        ['POST', LIST, { origin: 'https://a.example.com', reason: '  ' }],
        ['POST', LIST, { remark: 'no origin', reason: 'why' }],
        ['POST', LIST, { origin: 'https://a.example.com/path', reason: 'why' }],
        ['POST', LIST, { origin: 'ftp://a.example.com', reason: 'why' }],
        ['POST', LIST, { origin: '*', reason: 'why' }],
        ['POST', LIST, { origin: 'null', reason: 'why' }],
        ['POST', LIST, { origin: 'https://a.example.com', reason: 'why', extra: 1 }],
        ['PUT', LIST, { origin: 'https://a.example.com', reason: 'why' }],
        ['DELETE', `${LIST}?origin=https%3A%2F%2Fops.example.com`, undefined],
        ['DELETE', `${LIST}?reason=why`, undefined],
      ],
      () => 400,
    );
    // Listed twice, or not listed: a conflict, a not-found.
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', LIST, { origin: 'https://ops.example.com/', reason: 'why' }],
        ['PUT', LIST, { origin: 'https://ops.example.com', replaced: 'https://client.example.com', reason: 'why' }],
      ],
      () => 409,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['PUT', LIST, { origin: 'https://b.example.com', replaced: 'https://nowhere.example.com', reason: 'why' }],
        ['DELETE', `${LIST}?origin=https%3A%2F%2Fnowhere.example.com&reason=why`, undefined],
      ],
      () => 404,
    );
  });

  test('without the permission: 403, nothing changed', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'origins-viewer', [315]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', LIST, { origin: 'https://c.example.com', reason: 'why' }],
        ['PUT', LIST, { origin: 'https://c.example.com', replaced: 'https://ops.example.com', reason: 'why' }],
        ['DELETE', `${LIST}?origin=https%3A%2F%2Fops.example.com&reason=why`, undefined],
        ['POST', 'settings/versions/revert', { id: 1, reason: 'why' }],
      ],
      () => 403,
    );
    assert.equal((await api.call('GET', LIST, { token: viewer })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'origins-outsider', [1]));
    await assertCallsChangeNothing(api, outsider, [['GET', LIST, undefined]], () => 403);
  });

  test('add, edit and delete: each a version with operator, reason, before and after, audited', async () => {
    const logged = await api.count('backstage_log', "api_url like '/api/cross-origin/whitelist%'");
    const added = await api.call('POST', LIST, {
      token: admin,
      body: { origin: 'HTTPS://New.Example.com:443/', remark: 'New client', reason: 'Launch' },
    });
    assert.equal(added.status, 200, added.body.msg);
    const { version } = added.body.data;
    assert.equal(added.body.data.values['https://new.example.com'], 'New client');
    assert.deepEqual([version.setting, version.operator, version.reason], ['cross-origin', 'admin', 'Launch']);
    assert.deepEqual(version.changes, [{ field: 'https://new.example.com', from: null, to: 'New client' }]);
    assert.equal(Object.keys(version.before).length, 2);

    const edited = await api.call('PUT', LIST, {
      token: admin,
      body: { origin: 'https://new2.example.com', replaced: 'https://new.example.com', reason: 'Renamed' },
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.deepEqual(
      edited.body.data.version.changes.map((c: { field: string }) => c.field),
      ['https://new.example.com', 'https://new2.example.com'],
    );
    // The same origin as `replaced`: only its remark changes.
    const remarked = await api.call('PUT', LIST, {
      token: admin,
      body: { origin: 'https://new2.example.com', replaced: 'https://new2.example.com', remark: 'Renamed client', reason: 'Remark' },
    });
    assert.equal(remarked.status, 200, remarked.body.msg);
    assert.deepEqual(remarked.body.data.version.changes, [{ field: 'https://new2.example.com', from: '', to: 'Renamed client' }]);
    const removed = await remove('https://new2.example.com');
    assert.equal(removed.status, 200, removed.body.msg);
    assert.equal('https://new2.example.com' in removed.body.data.values, false);
    assert.equal(await api.count('backstage_log', "api_url like '/api/cross-origin/whitelist%'"), logged + 4);
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where api_url like '/api/cross-origin/whitelist%' order by id desc limit 1",
    );
    assert.match(rows[0].res_log, /"before":\{[^}]*"https:\/\/new2\.example\.com"/);

    // The history, newest first; a revert returns to a version's list (a new version naming it).
    const history = await api.call('GET', 'settings/versions', { token: admin, query: { setting: 'cross-origin' } });
    assert.equal(history.status, 200, history.body.msg);
    assert.deepEqual(
      history.body.data.records.map((v: { reason: string }) => v.reason),
      ['No longer used', 'Remark', 'Renamed', 'Launch'],
    );
    const reverted = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version.id, reason: 'Back' } });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.equal(reverted.body.data.version.revertedFrom, version.id);
    assert.equal(reverted.body.data.values['https://new.example.com'], 'New client');
    const again = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version.id, reason: 'Back' } });
    assert.equal(again.status, 409);
    const noReason = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: history.body.data.records[0].id } });
    assert.equal(noReason.status, 400);
    assert.equal((await remove('https://new.example.com')).status, 200);
  });
});

describe('CORS follows the list', () => {
  test('from a real second origin on loopback: none until listed, at once when listed, none once removed', async () => {
    const unlisted = await fromOrigin(base, pageOrigin);
    assert.equal(unlisted.allowOrigin, null);
    assert.equal(unlisted.preflight.allowOrigin, null);
    assert.notEqual(unlisted.preflight.status, 204);

    assert.equal((await add(pageOrigin)).status, 200);
    const listed = await fromOrigin(base, pageOrigin);
    assert.equal(listed.status, 200);
    assert.equal(listed.allowOrigin, pageOrigin);
    assert.match(listed.vary ?? '', /Origin/i);
    assert.equal(listed.preflight.status, 204);
    assert.equal(listed.preflight.allowOrigin, pageOrigin);
    // Another origin still gets nothing; a refusal to a listed origin carries the headers, so its page can read why.
    assert.equal((await fromOrigin(base, 'http://127.0.0.1:1')).allowOrigin, null);
    const refused = await fetch(`${base}/api/cross-origin/whitelist`, { headers: { origin: pageOrigin } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), pageOrigin);

    assert.equal((await remove(pageOrigin)).status, 200);
    assert.equal((await fromOrigin(base, pageOrigin)).allowOrigin, null);
  });

  test('a change made through one instance reaches a second instance on the same database at once', async () => {
    let otherDb: Db = api.db;
    if (process.env.TEST_DATABASE_URL) {
      const { rows } = await api.db.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0].name}`;
      otherDb = await openDatabase({ url: url.toString() });
    }
    const other: FastifyInstance = await buildApp({ db: otherDb, clock: api.clock.now, loginRateLimit: 10_000, checkAnswers: true });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      assert.equal((await fromOrigin(otherBase, pageOrigin)).allowOrigin, null);
      assert.equal(other.liveSettings.held()?.origins.has(pageOrigin), false);

      assert.equal((await add(pageOrigin, 'Second instance')).status, 200);
      // Its very next answer follows the list (it reads the revision before answering)...
      assert.equal((await fromOrigin(otherBase, pageOrigin)).allowOrigin, pageOrigin);
      assert.equal((await remove(pageOrigin)).status, 200);
      // ...and the announcement alone updates its copy, with no request at all.
      const deadline = Date.now() + 5000;
      while (other.liveSettings.held()?.origins.has(pageOrigin) !== false && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(other.liveSettings.held()?.origins.has(pageOrigin), false);
      assert.equal((await add(pageOrigin, 'Heard by notification')).status, 200);
      while (!other.liveSettings.held()?.origins.has(pageOrigin) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(other.liveSettings.held()?.origins.has(pageOrigin), true);
      assert.equal((await fromOrigin(otherBase, pageOrigin)).allowOrigin, pageOrigin);
      assert.equal((await remove(pageOrigin)).status, 200);
      assert.equal((await fromOrigin(otherBase, pageOrigin)).allowOrigin, null);
    } finally {
      await other.close();
      if (otherDb !== api.db) await otherDb.close();
    }
  });
});
