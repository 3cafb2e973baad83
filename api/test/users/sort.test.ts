import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LISTS } from '@console/contracts/lists';
import { assertCallsChangeNothing, type Call, DEMO, type Json, startTestApi, type TestApi } from '../helpers';

/**
 * Sorting of the users-area lists: each list answers a page in the order asked for, by the keys its entry
 * of the list registry allows (each one read from an index), and refuses any other key with a 400 that
 * names the allowed keys and changes nothing.
 */
let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown) => api.call('POST', path, { token: admin, body });

async function page(path: string, body: Record<string, unknown>): Promise<Json[]> {
  const answer = await post(path, { pageSize: 50, ...body });
  assert.equal(answer.status, 200, `${path}: ${answer.body.msg}`);
  return answer.body.data.records;
}

/** Ids and dates of a page, and the same of the table read in that order: they must agree. */
async function assertOrdered(path: string, body: Record<string, unknown>, sql: string, params: unknown[] = []) {
  const records = await page(path, body);
  assert.ok(records.length > 1, `${path} has rows to sort`);
  const expected = (await api.db.query<{ id: number | string }>(sql, params)).rows.map((r) => Number(r.id));
  assert.deepEqual(
    records.map((r) => Number(r.id)),
    expected,
    `${path} ${JSON.stringify(body)}`,
  );
}

async function someAgentWithDownline(): Promise<number> {
  const { rows } = await api.db.query<{ id: string }>(
    'select agent_user_id0::text as id from users where agent_user_id0 is not null group by 1 order by count(*) desc limit 1',
  );
  return Number(rows[0].id);
}

describe('sorted pages of the users-area lists', () => {
  test('account/list: by ID both ways and by creation date oldest first, paged without overlap', async () => {
    await assertOrdered('account/list', { orderBy: 'id', orderDirection: 'asc' }, 'select id from users order by id asc limit 50');
    await assertOrdered(
      'account/list',
      { orderBy: 'id', orderDirection: 'desc', pageNum: 2 },
      'select id from users order by id desc limit 50 offset 50',
    );
    await assertOrdered(
      'account/list',
      { orderBy: 'createDate', orderDirection: 'asc' },
      'select id from users order by create_date asc, id asc limit 50',
    );
    // Without a direction a sort is newest (highest) first; with filters the order holds within them.
    await assertOrdered('account/list', { orderBy: 'id', status: 1 }, 'select id from users where status = 1 order by id desc limit 50');
    // A search by e-mail takes the sort as well.
    await assertOrdered(
      'account/list',
      { orderBy: 'id', orderDirection: 'asc', email: 'example' },
      "select id from users where email ilike '%example%' order by id asc limit 50",
    );
    // Pages of one sort never overlap.
    const first = await page('account/list', { orderBy: 'createDate', orderDirection: 'asc', pageSize: 20 });
    const second = await page('account/list', { orderBy: 'createDate', orderDirection: 'asc', pageSize: 20, pageNum: 2 });
    assert.equal(new Set([...first, ...second].map((r) => r.id)).size, 40);
  });

  test('downline, flow records, KYC, agents, agent logs, batch uploads and levels sort by their keys', async () => {
    const agent = await someAgentWithDownline();
    await assertOrdered(
      'account/subordinate',
      { accountId: agent, orderBy: 'id', orderDirection: 'asc' },
      `select id from users where $1 in (agent_user_id0, agent_user_id1, agent_user_id2, agent_user_id3, agent_user_id4, agent_user_id5)
       order by id asc limit 50`,
      [agent],
    );
    const { rows: flowUser } = await api.db.query<{ id: string }>(
      'select user_id::text as id from user_flow_records group by 1 order by count(*) desc limit 1',
    );
    await assertOrdered(
      'flow/list',
      { accountId: Number(flowUser[0].id), orderBy: 'createDate', orderDirection: 'asc' },
      'select id from user_flow_records where user_id = $1 order by create_date asc, id asc limit 50',
      [Number(flowUser[0].id)],
    );
    await assertOrdered('account/kyc/list', { orderBy: 'id', orderDirection: 'asc' }, 'select id from kyc order by id asc limit 50');
    await assertOrdered(
      'account/kyc/list',
      { status: 0, orderBy: 'createDate', orderDirection: 'asc' },
      'select id from kyc where status = 0 order by create_date asc, id asc limit 50',
    );
    await assertOrdered(
      'agent/list',
      { orderBy: 'createDate', orderDirection: 'asc' },
      'select id from agents order by create_date asc, id asc limit 50',
    );
    await assertOrdered('agentBackendLog', { orderBy: 'id', orderDirection: 'asc' }, 'select id from agent_logs order by id asc limit 50');
    const levels = await page('account/userLevel/list', { orderBy: 'level', orderDirection: 'desc' });
    const numbers = levels.map((l) => l.level);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
    );
    const marketing = await page('account/userMarketing/list', { orderBy: 'level', orderDirection: 'asc' });
    assert.deepEqual(
      marketing.map((l) => l.level),
      marketing.map((l) => l.level).sort((a: number, b: number) => a - b),
    );

    // Two finished uploads, so the batch list has something to order.
    await api.db.query(
      `insert into user_batch_uploads (batch_upload_type, status, file_name, total_rows, success_rows, admin_account, create_date)
       values (1, 'done', 'first.csv', 1, 1, 'admin', now() - interval '1 day'), (2, 'done', 'second.csv', 2, 2, 'admin', now())`,
    );
    await assertOrdered(
      'account/batchUpload/list',
      { orderBy: 'id', orderDirection: 'asc' },
      'select id from user_batch_uploads order by id asc limit 50',
    );
  });

  test('a key outside the allow-list, or a direction other than asc and desc, is a 400 naming the keys, and changes nothing', async () => {
    const refused = await post('account/list', { orderBy: 'balance' });
    assert.equal(refused.status, 400);
    assert.match(JSON.stringify(refused.body), /orderBy/);
    assert.match(refused.body.msg, /id, createDate/);
    const byColumnName = await post('account/list', { orderBy: 'create_date' });
    assert.equal(byColumnName.status, 400);
    // SQL in the key goes no further than the schema.
    const injected = await post('account/list', { orderBy: 'id; drop table users' });
    assert.equal(injected.status, 400);

    const calls: Call[] = [
      ['POST', 'account/list', { orderBy: 'balance' }],
      ['POST', 'account/list', { orderBy: 'id', orderDirection: 'sideways' }],
      ['POST', 'account/subordinate', { accountId: 1, orderBy: 'balance' }],
      ['POST', 'flow/list', { accountId: 1, orderBy: 'amount' }],
      ['POST', 'account/kyc/list', { orderBy: 'reviewDate' }],
      ['POST', 'agent/list', { orderBy: 'account' }],
      ['POST', 'agentBackendLog', { orderBy: 'resTime' }],
      ['POST', 'account/batchUpload/list', { orderBy: 'fileName' }],
      ['POST', 'account/userLevel/list', { orderBy: 'userCount' }],
      ['POST', 'account/userMarketing/list', { orderBy: 'name' }],
    ];
    await assertCallsChangeNothing(api, admin, calls, () => 400);
  });

  test('the allow-lists of the registry are what the API takes, and none offers the USDT balance', () => {
    assert.deepEqual([...LISTS.users.sorts], ['id', 'createDate']);
    for (const key of ['users', 'users.subordinate', 'users.flowRecords', 'users.batchUploads', 'kyc', 'agents', 'agentLogs'] as const) {
      assert.ok(!(LISTS[key].sorts as readonly string[]).includes('balance'), key);
    }
  });
});
