import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { permissionById } from '@console/contracts/permissions';
import { z } from 'zod';
import { checkAnswer, route } from '../../src/http/routes';
import { DEMO, startTestApi, type TestApi } from '../helpers';

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-permissions': string[];
  'x-access': string;
  'x-audited': boolean;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let api: TestApi;
  let doc: Document;
  before(async () => {
    api = await startTestApi();
    const answer = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(answer.statusCode, 200);
    doc = answer.json();
  });
  after(() => api.close());

  it('is OpenAPI 3.1 and holds every registered route with its access and permissions', () => {
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(api.app.routeTable.length > 100);
    for (const entry of api.app.routeTable) {
      const path = `/api/${entry.key.slice(entry.key.indexOf(' ') + 1)}`;
      const operation = doc.paths[path]?.[entry.method.toLowerCase()];
      assert.ok(operation, `${entry.key} is missing from the document`);
      assert.equal(operation.operationId, entry.key);
      assert.equal(operation.summary, entry.name);
      assert.equal(operation['x-access'], entry.access.kind);
      assert.equal(operation['x-audited'], entry.audit);
      const expected = entry.access.kind === 'permission' ? entry.access.ids.map((id) => permissionById(id)?.key) : [];
      assert.deepEqual(operation['x-permissions'], expected, `${entry.key} names its permissions`);
      assert.deepEqual(operation.security, entry.access.kind === 'public' ? [] : [{ session: [] }]);
    }
    // Nothing but the API: the document's own pages are not in it.
    const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    assert.equal(documented, api.app.routeTable.length);
  });

  it('describes requests and answers from the routes’ zod schemas, inside the envelope', () => {
    const exports = doc.paths['/api/reporting/exportData/page'].post;
    assert.deepEqual(exports.tags, ['core']);
    const body = exports.requestBody?.content['application/json'].schema as { properties: Record<string, unknown> };
    assert.ok(body.properties.pageNum && body.properties.type, 'the body schema names the paging and filter fields');
    const answer = exports.responses['200'].content['application/json'].schema;
    assert.deepEqual(Object.keys(answer.properties).slice(0, 4), ['code', 'msg', 'time', 'data']);
    const data = answer.properties.data as { properties: { records: { items: { properties: Record<string, unknown> } } } };
    assert.ok(data.properties.records.items.properties.downloadExpiresAt, 'the page of export jobs is described to its fields');
    assert.deepEqual(doc.paths['/api/account/list'].post.tags, ['users']);
    assert.deepEqual(doc.paths['/api/finance/depositRecord/list'].post.tags, ['finance']);
  });

  it('is browsable at /api/docs', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    const html = page.statusCode === 302 ? await api.app.inject({ method: 'GET', url: String(page.headers.location) }) : page;
    assert.equal(html.statusCode, 200);
    assert.match(String(html.headers['content-type']), /text\/html/);
    assert.match(html.body, /swagger/i);
  });
});

describe('answers against their response schema', () => {
  const spec = route({
    method: 'GET',
    path: 'application/version',
    name: 'Application version',
    response: z.object({ version: z.string() }),
    handler: async () => null,
  });
  const envelope = (data: unknown) => ({ code: 1, msg: 'success', time: new Date().toISOString(), data });

  it('lets a matching answer through and refuses one that differs, naming the route and the field', () => {
    assert.doesNotThrow(() => checkAnswer(spec, envelope({ version: '1.0.0' })));
    assert.throws(
      () => checkAnswer(spec, envelope({ version: 1 })),
      /GET application\/version does not match its response schema[\s\S]*version/,
    );
  });

  it('is on in the API tests: a route answering what its schema refuses fails the call', async () => {
    // In production the development call is not registered: its path (granted by withdrawal.review) is free for a route
    // of this test, which answers a field its schema does not allow.
    const api = await startTestApi({
      production: true,
      routes: () => [
        route({
          method: 'POST',
          path: 'dev/finance/withdrawal-request',
          name: 'A route whose answer differs from its schema',
          response: z.object({ withdrawalId: z.number() }).strict(),
          handler: async () => ({ withdrawalId: 7, note: 'not in the schema' }),
        }),
      ],
    });
    try {
      const token = await api.signIn(DEMO.admin);
      const answer = await api.call('POST', 'dev/finance/withdrawal-request', { token, body: {} });
      assert.equal(answer.status, 500);
    } finally {
      await api.close();
    }
  });
});
