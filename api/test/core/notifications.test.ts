import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PERMISSIONS } from '@console/contracts/permissions';
import { DEMO, startTestApi, type TestApi } from '../helpers';

/**
 * `GET notifications/counts`: what waits for the admin (the console's bell), each count only where the
 * admin may open the list that shows those records.
 */

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

/** The counts, computed from the records themselves. */
async function fromRecords() {
  const { rows } = await api.db.query<{ n: number }>(
    "select count(*)::int as n from chat_rooms r where exists (select 1 from chat_messages m where m.room_id = r.id and m.sender_kind = 'user' and not m.read_by_staff)",
  );
  return {
    kycPending: await api.count('kyc', 'status = 0'),
    depositsPending: await api.count('deposits', 'status = 0 and deleted_date is null'),
    withdrawalsPending: await api.count('withdrawals', 'status = 0 and deleted_date is null'),
    withdrawalsSecondApproval: await api.count('withdrawals', 'status = 3 and deleted_date is null'),
    chatsUnread: rows[0].n,
    perpetualPositionWarnings: await api.count('perpetual_positions', "status = 'open' and warning = 1"),
  };
}

const counts = (token: string) => api.call('GET', 'notifications/counts', { token });

test('an admin holding every permission gets every count, as the demo records have them', async () => {
  const answer = await counts(admin);
  assert.equal(answer.status, 200);
  const expected = await fromRecords();
  assert.deepEqual(answer.body.data, expected);
  // The demo data has work waiting of every kind, so each count is a real one (flagged perpetual positions depend on
  // where the feed's walk left the last session's positions: there may be none).
  for (const [key, value] of Object.entries(expected)) {
    if (key !== 'perpetualPositionWarnings') assert.ok(value > 0, `${key} is ${value} in the demo data`);
  }
});

test('each count is the total of the list the bell links to', async () => {
  const { data } = (await counts(admin)).body;
  const total = async (path: string, body: Record<string, unknown>) => {
    const answer = await api.call('POST', path, { token: admin, body: { pageNum: 1, pageSize: 1, ...body } });
    assert.equal(answer.status, 200, answer.body.msg);
    return answer.body.data.total;
  };
  assert.equal(data.depositsPending, await total('finance/depositRecord/list', { status: 0 }));
  assert.equal(data.withdrawalsPending, await total('finance/withdrawalRecord/list', { status: 0 }));
  assert.equal(data.withdrawalsSecondApproval, await total('finance/withdrawalRecord/list', { status: 3 }));
  assert.equal(data.kycPending, await total('account/kyc/list', { status: 0 }));
  const chats = await api.call('GET', 'customerService/rooms', { token: admin, query: { unreadOnly: 'true', pageNum: 1, pageSize: 1 } });
  assert.equal(chats.status, 200, chats.body.msg);
  assert.equal(data.chatsUnread, chats.body.data.total);
});

test('the counts follow the records at once, before the kept sums are folded', async () => {
  const before = (await counts(admin)).body.data;
  await api.db.query(
    'update deposits set status = 1 where id = (select id from deposits where status = 0 and deleted_date is null order by id limit 1)',
  );
  await api.db.query(
    "update chat_messages set read_by_staff = true where room_id = (select room_id from chat_messages where sender_kind = 'user' and not read_by_staff order by room_id limit 1)",
  );
  const after = (await counts(admin)).body.data;
  assert.equal(after.depositsPending, before.depositsPending - 1);
  assert.equal(after.chatsUnread, before.chatsUnread - 1);
  assert.deepEqual(after, await fromRecords());
});

test('an admin of the Finance group only gets the deposit and withdrawal counts, never KYC or chats', async () => {
  const financeIds = PERMISSIONS.filter((p) => p.group === 'Finance').map((p) => p.id);
  const staff = await api.createStaff(admin, 'finance-bell', financeIds);
  const token = await api.signIn(staff);
  const answer = await counts(token);
  assert.equal(answer.status, 200);
  const all = await fromRecords();
  assert.deepEqual(answer.body.data, {
    depositsPending: all.depositsPending,
    withdrawalsPending: all.withdrawalsPending,
    withdrawalsSecondApproval: all.withdrawalsSecondApproval,
  });
});

test('an admin with none of these lists gets an empty answer', async () => {
  const staff = await api.createStaff(
    admin,
    'logs-only',
    PERMISSIONS.filter((p) => p.key === 'backstageLogs.list').map((p) => p.id),
  );
  const answer = await counts(await api.signIn(staff));
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.data, {});
});

test('without a session the counts are refused', async () => {
  const answer = await counts('');
  assert.equal(answer.status, 401);
  assert.equal(answer.body.code, -1);
  assert.equal((await api.call('GET', 'notifications/counts', { token: 'not-a-session' })).status, 401);
});
