import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildApp } from '../../src/app';
import { migrate } from '../../src/db/migrate';
import { openTestDb } from '../helpers';

const { db, drop } = await openTestDb();
after(drop);

test('the API rules stay under /api: a root route added by the console server keeps its own answers', async () => {
  await migrate(db);
  const app = await buildApp({ db });
  app.get('/index.html', async (_, reply) => reply.type('text/html').send('<p>console</p>'));
  const page = await app.inject({ url: '/index.html' });
  assert.equal(page.statusCode, 200);
  assert.equal(page.body, '<p>console</p>');
  assert.equal(page.headers['content-security-policy'], undefined, 'the API headers are not applied to console pages');
  const api = await app.inject({ url: '/api/application/version' });
  assert.equal(api.json().code, 1);
  await app.close();
});

test('registering an API route that no permission grants fails at start-up', async () => {
  await assert.rejects(
    buildApp({
      db,
      routes: () => [{ method: 'POST', path: 'secret/backdoor', name: 'Backdoor', handler: async () => null }],
    }).then((app) => app.ready()),
    /POST \/api\/secret\/backdoor.*neither public nor granted/,
  );
});
