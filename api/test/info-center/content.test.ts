import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi, startTestApi, tempFolder } from '../helpers';
import { save, version } from './helpers';

/**
 * The info center's articles (`info-center/list`, `{id}`, `update`, `delete/{id}`): versions per language, tags,
 * flags and the publish window, the state that follows from them, the list's filters, the audit; bad input 400
 * and missing permissions 403 changing nothing.
 */

process.env.FILES_DIR = tempFolder('console-info-files-');

let api: TestApi;
let admin: string;
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(api.clock.now() + ms).toISOString();

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const list = async (body: Record<string, unknown>, token = admin) => {
  const answer = await api.call('POST', 'info-center/list', { token, body });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data as { records: Json[]; total: number };
};
const read = async (id: number, query?: Record<string, string>) => {
  const answer = await api.call('GET', `info-center/${id}`, { token: admin, query });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
};

describe('info center articles', () => {
  test('the demo data holds articles of each state in the three languages, one with a table and lists', async () => {
    const demo = (await list({ pageSize: 50, orderBy: 'id', orderDirection: 'asc' })).records;
    assert.deepEqual(
      demo.map((r) => r.state),
      ['published', 'published', 'scheduled', 'draft', 'hidden', 'expired'],
    );
    assert.ok(demo.some((r) => r.featured));
    // Completeness differs: one article misses zh-TW, another zh-CN.
    assert.deepEqual(
      demo.map((r) => r.languages.filter((l: Json) => l.complete).length),
      [3, 3, 3, 2, 3, 2],
    );
    const fees = await read(demo[0].id, { language: 'zh-TW' });
    assert.match(fees.content, /<table>.*<th><p>等級<\/p><\/th>.*<\/table>/s);
    assert.match(fees.content, /<ul><li>/);
    assert.equal(fees.revision, 2, 'edited once after it was written');
    assert.match((await read(demo[1].id)).content, /<ol><li>/);
  });

  test('create in two languages with tags, flags and a window; read back; listed; audited', async () => {
    const logged = await api.count('backstage_log', "api_url = '/api/info-center/update'");
    const saved = await save(api, admin, {
      versions: [version('en-US', 'Fee update', '<h2>New fees</h2><p>From <strong>Monday</strong>.</p>'), version('zh-CN', '费用更新')],
      tags: ['fees', 'news', 'fees'],
      featured: true,
      publishStart: at(-HOUR),
    });
    assert.equal(saved.revision, 1);
    const content = await read(saved.id);
    assert.deepEqual(
      [content.title, content.content, content.tags, content.featured, content.hidden, content.state],
      ['Fee update', '<h2>New fees</h2><p>From <strong>Monday</strong>.</p>', ['fees', 'news'], true, false, 'published'],
    );
    assert.deepEqual(
      content.versions.map((v: Json) => [v.language, v.title]),
      [
        ['en-US', 'Fee update'],
        ['zh-CN', '费用更新'],
      ],
    );
    assert.deepEqual(content.languages, [
      { language: 'en-US', complete: true },
      { language: 'zh-CN', complete: true },
      { language: 'zh-TW', complete: false },
    ]);
    assert.equal((await read(saved.id, { language: 'zh-CN' })).title, '费用更新');
    assert.equal(await api.count('backstage_log', "api_url = '/api/info-center/update'"), logged + 1);

    // The spec's single-language form adds the zh-TW version; the others are kept.
    await save(api, admin, { id: saved.id, language: 'zh-TW', title: '費用更新', content: '<p>週一起</p>' });
    const edited = await read(saved.id);
    assert.deepEqual(
      edited.versions.map((v: Json) => v.language),
      ['en-US', 'zh-CN', 'zh-TW'],
    );
    assert.equal(edited.revision, 2);

    const page = await list({ id: saved.id });
    assert.equal(page.total, 1);
    assert.equal(page.records[0].title, 'Fee update');
    assert.equal((await list({ id: saved.id, language: 'zh-TW' })).records[0].title, '費用更新');
  });

  test('the state follows from hidden and the window, and moves with the clock', async () => {
    const made = {
      draft: await save(api, admin, { versions: [version('en-US', 'State draft')], tags: ['state'] }),
      scheduled: await save(api, admin, { versions: [version('en-US', 'State scheduled')], tags: ['state'], publishStart: at(2 * HOUR) }),
      published: await save(api, admin, {
        versions: [version('en-US', 'State published')],
        tags: ['state'],
        publishStart: at(-2 * HOUR),
        publishEnd: at(5 * HOUR),
      }),
      expired: await save(api, admin, {
        versions: [version('en-US', 'State expired')],
        tags: ['state'],
        publishStart: at(-3 * HOUR),
        publishEnd: at(-HOUR),
      }),
      hidden: await save(api, admin, {
        versions: [version('en-US', 'State hidden')],
        tags: ['state'],
        hidden: true,
        publishStart: at(-HOUR),
      }),
    };
    for (const [state, { id }] of Object.entries(made)) {
      assert.equal((await read(id)).state, state, state);
      const filtered = await list({ tags: 'state', state });
      assert.deepEqual(
        filtered.records.map((r) => r.id),
        [id],
        state,
      );
    }
    // Sessions end after a while idle: signed in again after each move of the clock.
    api.clock.advance(3 * HOUR);
    admin = await api.signIn(DEMO.admin);
    assert.equal((await read(made.scheduled.id)).state, 'published');
    api.clock.advance(3 * HOUR);
    admin = await api.signIn(DEMO.admin);
    assert.equal((await read(made.published.id)).state, 'expired');
    // Unhiding shows it as its window says.
    await save(api, admin, { id: made.hidden.id, hidden: false });
    assert.equal((await read(made.hidden.id)).state, 'published');
  });

  test('filters: tags (any of), language, dates; sorted by id', async () => {
    const a = await save(api, admin, { versions: [version('zh-TW', '僅繁體')], tags: ['filter-a'] });
    const b = await save(api, admin, { versions: [version('en-US', 'Both tags')], tags: ['filter-a', 'filter-b'] });
    assert.deepEqual(
      (await list({ tags: ['filter-b'] })).records.map((r) => r.id),
      [b.id],
    );
    assert.deepEqual(
      (await list({ tags: 'filter-a,filter-b', orderBy: 'id', orderDirection: 'asc' })).records.map((r) => r.id),
      [a.id, b.id],
    );
    assert.deepEqual(
      (await list({ tags: 'filter-a', language: 'zh-TW' })).records.map((r) => r.id),
      [a.id],
    );
    assert.equal((await list({ tags: 'filter-a', startTime: at(HOUR) })).total, 0);
    assert.equal((await list({ tags: 'filter-a', startTime: at(-HOUR), endTime: at(HOUR) })).total, 2);
    // A page past the end still counts.
    assert.equal((await list({ tags: 'filter-a', pageNum: 3, pageSize: 1 })).total, 2);
  });

  test('delete: the article, its versions and revisions go; audited; 404 after', async () => {
    const { id } = await save(api, admin, { versions: [version('en-US', 'To delete')] });
    await save(api, admin, { id, featured: true });
    const answer = await api.call('POST', `info-center/delete/${id}`, { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(await api.count('info_contents', 'id = $1', [id]), 0);
    assert.equal(await api.count('info_content_versions', 'content_id = $1', [id]), 0);
    assert.equal(await api.count('info_content_revisions', 'content_id = $1', [id]), 0);
    assert.equal((await api.call('GET', `info-center/${id}`, { token: admin })).status, 404);
    assert.equal(await api.count('backstage_log', 'api_url = $1', [`/api/info-center/delete/${id}`]), 1);
  });

  test('bad input: a clear 400 that changes nothing', async () => {
    const { id } = await save(api, admin, { versions: [version('en-US', 'Valid')] });
    const cases: [string, unknown][] = [
      ['info-center/update', {}],
      ['info-center/update', { versions: [version('en-US', '')] }],
      ['info-center/update', { versions: [version('fr-FR', 'Bonjour')] }],
      ['info-center/update', { versions: [version('en-US', 'A'), version('en-US', 'B')] }],
      ['info-center/update', { versions: [version('en-US', 'Window')], publishStart: at(HOUR), publishEnd: at(-HOUR) }],
      ['info-center/update', { versions: [version('en-US', 'End only')], publishEnd: at(HOUR) }],
      ['info-center/update', { versions: [version('en-US', 'Tags')], tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      ['info-center/update', { versions: [version('en-US', 'x'.repeat(201))] }],
      ['info-center/update', { title: 'No language' }],
      ['info-center/update', { versions: [version('en-US', 'Key')], tempKey: 'never-handed-out' }],
      ['info-center/update', { id, versions: [version('en-US', '', '')] }],
      ['info-center/list', { state: 'archived' }],
      ['info-center/list', { language: 'de-DE' }],
    ];
    for (const [path, body] of cases) {
      const before = await api.count('info_contents');
      const answer = await api.call('POST', path, { token: admin, body });
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.status} ${answer.body.msg}`);
      assert.ok(answer.body.msg.length > 5);
      assert.equal(await api.count('info_contents'), before);
    }
    await assertCallsChangeNothing(
      api,
      admin,
      cases.filter(([path]) => path === 'info-center/update').map(([path, body]) => ['POST', path, body]),
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'info-center/update', { id: 99_999_999, versions: [version('en-US', 'Missing')] }],
        ['POST', 'info-center/delete/99999999', {}],
      ],
      () => 404,
    );
  });

  test('permissions: view, add and edit apart; 403 changes nothing', async () => {
    const { id } = await save(api, admin, { versions: [version('en-US', 'Guarded')] });
    const viewer = await api.signIn(await api.createStaff(admin, 'info-viewer', [236]));
    assert.equal((await list({ id }, viewer)).total, 1);
    const create = ['POST', 'info-center/update', { versions: [version('en-US', 'Not allowed')] }] as [string, string, unknown];
    const edit = ['POST', 'info-center/update', { id, versions: [version('en-US', 'Not allowed')] }] as [string, string, unknown];
    const remove = ['POST', `info-center/delete/${id}`, {}] as [string, string, unknown];
    await assertCallsChangeNothing(api, viewer, [create, edit, remove, ['GET', 'info-center/generateTempKey', undefined]], () => 403);
    const adder = await api.signIn(await api.createStaff(admin, 'info-adder', [236, 237]));
    await assertCallsChangeNothing(api, adder, [edit, remove], () => 403);
    assert.ok((await save(api, adder, { versions: [version('en-US', 'Added by the adder')] })).id > id);
    const editor = await api.signIn(await api.createStaff(admin, 'info-editor', [236, 238]));
    await assertCallsChangeNothing(api, editor, [create, remove], () => 403);
    assert.equal((await save(api, editor, { id, featured: true })).revision, 2);
    const outsider = await api.signIn(await api.createStaff(admin, 'info-outsider', [1]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['POST', 'info-center/list', {}],
        ['GET', `info-center/${id}`, undefined],
      ],
      () => 403,
    );
  });
});
