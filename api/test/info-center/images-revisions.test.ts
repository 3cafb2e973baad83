import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { filesDir, keyOfUrl } from '../../src/core/files/storage';
import { infoCenterArea } from '../../src/modules/info-center/index';
import type { AppServices } from '../../src/http/context';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi, startTestApi, tempFolder } from '../helpers';
import { PNG, save, tempKey, upload, version } from './helpers';

/**
 * The info center's images (`generateTempKey`, `upload`, `deleteFile/{id}`): checked from their bytes, attached
 * on save, served like every stored file, orphans removed by the area's task after the grace period; the
 * sanitiser against a hostile document; revisions (history, diff, restore).
 */

process.env.FILES_DIR = tempFolder('console-info-images-');

let api: TestApi;
let admin: string;
const HOUR = 60 * 60 * 1000;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const read = async (id: number) => {
  const answer = await api.call('GET', `info-center/${id}`, { token: admin });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
};
const served = async (url: string) => (await api.app.inject({ method: 'GET', url })).statusCode;
/** Whether the image's bytes are still in the files folder. */
const onDisk = (url: string) => {
  const key = keyOfUrl(url) as string;
  return existsSync(join(filesDir(), key.slice(0, 2), key));
};

/** Runs the area's periodic tasks once, as an instance's timer would. */
async function runTasks() {
  const services = { db: api.db, clock: api.clock.now } as unknown as AppServices;
  for (const task of infoCenterArea.tasks?.(api.app, services) ?? []) await task.run();
}

describe('info center images', () => {
  test('upload with a temp key, attach on save, serve; delete one back', async () => {
    const key = await tempKey(api, admin);
    const first = await upload(api, admin, key, PNG);
    assert.equal(first.status, 200, first.body.msg);
    const image = first.body.data;
    assert.match(image.imageURL, /^\/api\/files\/[A-Za-z0-9_-]+\.png$/);
    assert.deepEqual([image.contentId, image.referenceKey], [null, key]);
    assert.equal(await served(image.imageURL), 200);
    const second = (await upload(api, admin, key, PNG)).body.data;
    const removed = await api.call('GET', `info-center/deleteFile/${second.id}`, { token: admin, query: { tempKey: key } });
    assert.equal(removed.status, 200, removed.body.msg);
    assert.equal(await served(second.imageURL), 404);
    assert.equal(onDisk(second.imageURL), false, 'its bytes are removed too');
    assert.equal(onDisk(image.imageURL), true);

    const { id } = await save(api, admin, {
      versions: [version('en-US', 'With a picture', `<p>Look:</p><img src="${image.imageURL}" alt="chart">`)],
      tempKey: key,
    });
    const content = await read(id);
    assert.equal(content.content, `<p>Look:</p><img src="${image.imageURL}" alt="chart" />`);
    assert.deepEqual(content.attachments, [{ id: image.id, imageURL: image.imageURL, referenceKey: key }]);

    // Attached images outlive the grace period; deleting the article takes them.
    api.clock.advance(25 * HOUR);
    admin = await api.signIn(DEMO.admin);
    await runTasks();
    assert.equal(await served(image.imageURL), 200);
    assert.equal((await api.call('POST', `info-center/delete/${id}`, { token: admin })).status, 200);
    assert.equal(await served(image.imageURL), 404);
  });

  test('the type comes from the bytes; size limit; a key of another admin or none refused; nothing changed', async () => {
    const key = await tempKey(api, admin);
    const script = Buffer.from('<script>alert(1)</script>');
    const state = await api.count('info_center_images');
    const fake = await upload(api, admin, key, script, 'innocent.png');
    assert.equal(fake.status, 400);
    assert.match(fake.body.msg, /not a PNG, JPEG, GIF or WebP/);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    assert.equal((await upload(api, admin, key, big)).status, 413);
    assert.equal((await upload(api, admin, undefined, PNG)).status, 400);
    assert.equal((await upload(api, admin, 'never-handed-out', PNG)).status, 400);
    const other = await api.signIn(await api.createStaff(admin, 'info-other-editor', [236, 238]));
    assert.equal((await upload(api, other, key, PNG)).status, 403);
    assert.equal(await api.count('info_center_images'), state);
    const mine = (await upload(api, admin, key, PNG)).body.data;
    await assertCallsChangeNothing(api, other, [['GET', `info-center/deleteFile/${mine.id}?tempKey=${key}`, undefined]], () => 403);
    await assertCallsChangeNothing(api, admin, [['GET', `info-center/deleteFile/${mine.id}`, undefined]], () => 400);
    await assertCallsChangeNothing(api, admin, [['GET', `info-center/deleteFile/99999999?tempKey=${key}`, undefined]], () => 404);
    const viewer = await api.signIn(await api.createStaff(admin, 'info-image-viewer', [236]));
    assert.equal((await upload(api, viewer, key, PNG)).status, 403);
  });

  test('orphans of an abandoned edit are removed by the task after the grace period, not before', async () => {
    const key = await tempKey(api, admin);
    const orphan = (await upload(api, admin, key, PNG)).body.data;
    api.clock.advance(23 * HOUR);
    admin = await api.signIn(DEMO.admin);
    await runTasks();
    assert.equal(await served(orphan.imageURL), 200);
    assert.equal(onDisk(orphan.imageURL), true);
    api.clock.advance(2 * HOUR);
    admin = await api.signIn(DEMO.admin);
    await runTasks();
    assert.equal(await served(orphan.imageURL), 404);
    assert.equal(onDisk(orphan.imageURL), false, 'its bytes are removed too');
    assert.equal(await api.count('info_center_images', 'id = $1', [orphan.id]), 0);
    assert.equal(await api.count('info_center_temp_keys', 'temp_key = $1', [key]), 0);
  });
});

describe('the sanitiser', () => {
  test('a hostile document is stored without anything that can run', async () => {
    const key = await tempKey(api, admin);
    const image = (await upload(api, admin, key, PNG)).body.data;
    const hostile = [
      '<h2 onclick="steal()">Title</h2>',
      '<script>alert("x")</script>',
      '<p style="background:url(javascript:alert(1))">Text <b>bold</b> <img src="x" onerror="alert(1)"></p>',
      '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com" target="_top" onmouseover="x()">good link</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      `<img src="${image.imageURL}" onerror="alert(2)" alt="ok"><img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA">`,
      '<table><tbody><tr><td colspan="2" onclick="x()">cell</td></tr></tbody></table>',
      '<svg><script>alert(3)</script></svg><object data="x.swf"></object><form action="/x"><input name="a"></form>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
    ].join('');
    const { id } = await save(api, admin, { versions: [version('en-US', 'Hostile', hostile)], tempKey: key });
    const content = (await read(id)).content as string;
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      'style',
      '<iframe',
      '<svg',
      '<object',
      '<form',
      '<input',
      'data:',
      'tracker.example',
      'alert',
    ]) {
      assert.ok(!content.includes(banned), `${banned} in ${content}`);
    }
    assert.equal(
      content,
      '<h2>Title</h2><p>Text <b>bold</b> </p>' +
        '<a rel="noopener noreferrer nofollow">bad link</a> <a href="https://example.com" rel="noopener noreferrer nofollow">good link</a>' +
        `<img src="${image.imageURL}" alt="ok" />` +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
    );
  });
});

describe('revisions', () => {
  test('each save a revision; history; diff of two; restore is a new revision; audited; refusals change nothing', async () => {
    const { id } = await save(api, admin, { versions: [version('en-US', 'Rates', '<p>Rates go up on Monday.</p>')], tags: ['rates'] });
    await save(api, admin, { id, versions: [version('en-US', 'Rates update', '<p>Rates go down on Tuesday.</p>')], featured: true });
    await save(api, admin, { id, versions: [version('zh-CN', '利率')] });
    const history = await api.call('GET', `info-center/${id}/revisions`, { token: admin });
    assert.equal(history.status, 200, history.body.msg);
    const revisions = history.body.data as Json[];
    assert.deepEqual(
      revisions.map((r) => [r.number, r.operator, r.restoredFrom]),
      [
        [3, 'admin', null],
        [2, 'admin', null],
        [1, 'admin', null],
      ],
    );
    const [third, second, first] = revisions;

    const diff = await api.call('GET', `info-center/${id}/revisions/diff`, { token: admin, query: { from: first.id, to: second.id } });
    assert.equal(diff.status, 200, diff.body.msg);
    const changes = diff.body.data.changes as Json[];
    assert.deepEqual(
      changes.map((c) => [c.field, c.language, c.before, c.after]),
      [
        ['title', 'en-US', 'Rates', 'Rates update'],
        ['content', 'en-US', 'Rates go up on Monday.', 'Rates go down on Tuesday.'],
        ['featured', null, 'false', 'true'],
      ],
    );
    const body = changes[1].parts as Json[];
    assert.deepEqual(
      body.filter((p) => p.removed).map((p) => p.value),
      ['up', 'Monday'],
    );
    assert.deepEqual(
      body.filter((p) => p.added).map((p) => p.value),
      ['down', 'Tuesday'],
    );
    const languages = await api.call('GET', `info-center/${id}/revisions/diff`, { token: admin, query: { from: second.id, to: third.id } });
    assert.deepEqual(
      languages.body.data.changes.map((c: Json) => [c.field, c.language, c.before, c.after]),
      [
        ['title', 'zh-CN', null, '利率'],
        ['content', 'zh-CN', null, '利率'],
      ],
    );

    const logged = await api.count('backstage_log', "api_url like '/api/info-center/%/restore'");
    const restored = await api.call('POST', `info-center/${id}/revisions/${first.id}/restore`, { token: admin });
    assert.equal(restored.status, 200, restored.body.msg);
    assert.equal(restored.body.data.revision, 4);
    const content = await read(id);
    assert.deepEqual(
      [content.title, content.content, content.featured, content.versions.length, content.revision],
      ['Rates', '<p>Rates go up on Monday.</p>', false, 1, 4],
    );
    const after = (await api.call('GET', `info-center/${id}/revisions`, { token: admin })).body.data as Json[];
    assert.deepEqual([after[0].number, after[0].restoredFrom], [4, first.id]);
    assert.equal(await api.count('backstage_log', "api_url like '/api/info-center/%/restore'"), logged + 1);

    const { id: otherId } = await save(api, admin, { versions: [version('en-US', 'Other')] });
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', `info-center/${otherId}/revisions/${first.id}/restore`, {}],
        ['POST', `info-center/99999999/revisions/${first.id}/restore`, {}],
      ],
      () => 404,
    );
    const bad = await api.call('GET', `info-center/${id}/revisions/diff`, { token: admin, query: { from: 'x' } });
    assert.equal(bad.status, 400);
    const viewer = await api.signIn(await api.createStaff(admin, 'info-revision-viewer', [236]));
    assert.equal((await api.call('GET', `info-center/${id}/revisions`, { token: viewer })).status, 200);
    await assertCallsChangeNothing(api, viewer, [['POST', `info-center/${id}/revisions/${first.id}/restore`, {}]], () => 403);
    const outsider = await api.signIn(await api.createStaff(admin, 'info-revision-outsider', [1]));
    assert.equal((await api.call('GET', `info-center/${id}/revisions`, { token: outsider })).status, 403);
  });
});
