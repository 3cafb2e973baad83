import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LISTS } from '@console/contracts/lists';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { RECORD_ORDER, RECORD_SORTS } from '../../src/modules/finance/records';
import { sortedOrder } from '../../src/db/list';
import { requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { assertCallsChangeNothing, type Call, DEMO, type Json, startTestApi, type TestApi } from '../helpers';

/**
 * Sorting of the finance lists (`orderBy` / `orderDirection`, checked against the list's allow-list in
 * shared/contracts/src/lists.ts), the order read from an index on the million-row tables, and the
 * single-record reviews a bulk approval makes one after another keeping their rules.
 */

let api: TestApi;
let admin: string;
let finance: string;
let usdt: number;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  finance = await api.signIn(DEMO.finance);
  usdt = Number((await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id);
  await api.db.query('update finance_settings set withdraw_need_kyc = 0, withdraw_need_pwd = 0 where id = 1');
});
after(() => api.close());

const post = (path: string, body: unknown, token = finance) => api.call('POST', path, { token, body });

/** Every finance list with a sort key, its path and how its rows answer each key (`null`: not compared). */
const SORTED_LISTS: { list: keyof typeof LISTS; path: string; value: Record<string, (r: Json) => number> }[] = [
  {
    list: 'deposits',
    path: 'finance/depositRecord/list',
    value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate), amount: (r) => Number(r.amount) },
  },
  {
    list: 'withdrawals',
    path: 'finance/withdrawalRecord/list',
    value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate), amount: (r) => Number(r.amount) },
  },
  { list: 'walletChanges', path: 'finance/walletChangeLog/list', value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate) } },
  { list: 'transfers', path: 'finance/transfer/operator/list', value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate) } },
  { list: 'depositAddresses', path: 'thirdly/deposit/address', value: { id: (r) => r.id, createTime: (r) => Date.parse(r.createTime) } },
  { list: 'onChainRecords', path: 'thirdly/list', value: { id: (r) => r.id, createTime: (r) => Date.parse(r.createTime) } },
  { list: 'fundRecords', path: 'fundManagerHistory/list', value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate) } },
  { list: 'distributionPayments', path: 'finance/multiLevel/list', value: { id: (r) => r.id, period: (r) => Date.parse(r.startDate) } },
  {
    list: 'withdrawalAddresses',
    path: 'account/withdrawalAddress',
    value: { id: (r) => r.id, createDate: (r) => Date.parse(r.createDate) },
  },
];

const ordered = (values: number[], direction: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1] <= v : values[i - 1] >= v));

describe('sorting', () => {
  test('every sort key of every finance list answers a page in its order, both ways', async () => {
    for (const { list, path, value } of SORTED_LISTS) {
      assert.deepEqual(Object.keys(value).sort(), [...LISTS[list].sorts].sort(), `${list}: every key of the allow-list is tested`);
      for (const [orderBy, of] of Object.entries(value)) {
        for (const orderDirection of ['asc', 'desc'] as const) {
          const answer = await post(path, { pageNum: 1, pageSize: 20, orderBy, orderDirection }, admin);
          assert.equal(answer.status, 200, `${path} ${orderBy} ${orderDirection}: ${answer.body.msg}`);
          const records: Json[] = answer.body.data.records;
          assert.ok(records.length > 1, `${path} has rows to sort`);
          assert.ok(ordered(records.map(of), orderDirection), `${path} by ${orderBy} ${orderDirection}`);
        }
      }
    }
  });

  test('the deposits of a status tab by amount: the pages follow each other without overlap, the sums unchanged', async () => {
    const base = { status: 1, orderBy: 'amount', orderDirection: 'desc' };
    const unsorted = await post('finance/depositRecord/list', { status: 1, pageSize: 5 });
    const first = await post('finance/depositRecord/list', { ...base, pageNum: 1, pageSize: 5 });
    const second = await post('finance/depositRecord/list', { ...base, pageNum: 2, pageSize: 5 });
    const amounts = [...first.body.data.records, ...second.body.data.records].map((r: Json) => new Decimal(r.amount));
    assert.ok(amounts.every((a, i) => i === 0 || amounts[i - 1].gte(a)));
    const { rows } = await api.db.query<{ amount: string }>(
      'select d.amount::text as amount from deposits d where d.status = 1 and d.deleted_date is null order by d.amount desc, d.id desc limit 10',
    );
    assert.deepEqual(
      amounts.map((a) => a.toFixed()),
      rows.map((r) => new Decimal(r.amount).toFixed()),
    );
    const ids = [...first.body.data.records, ...second.body.data.records].map((r: Json) => r.id);
    assert.equal(new Set(ids).size, 10);
    assert.deepEqual(first.body.data.summary, unsorted.body.data.summary, 'the sort orders the page only');
    assert.equal(first.body.data.total, unsorted.body.data.total);
  });

  test('an unknown orderBy or direction is refused with 400 naming the field, and changes nothing', async () => {
    const calls: Call[] = [
      ['POST', 'finance/depositRecord/list', { orderBy: 'reason' }],
      ['POST', 'finance/withdrawalRecord/list', { orderBy: 'amount; drop table withdrawals' }],
      ['POST', 'finance/walletChangeLog/list', { orderBy: 'amount' }],
      ['POST', 'finance/depositRecord/list', { orderBy: 'amount', orderDirection: 'sideways' }],
      ['POST', 'finance/multiLevel/list', { orderBy: 'createDate' }],
    ];
    await assertCallsChangeNothing(api, admin, calls, () => 400);
    const refused = await post('finance/depositRecord/list', { orderBy: 'reason' }, admin);
    assert.match(refused.body.msg, /orderBy/);
    assert.match(refused.body.msg, /id, createDate, amount/);
  });

  test('each sort of deposits and withdrawals is read from an index, with and without the status tab and the coin', async () => {
    for (const [key, table] of [
      ['deposits', 'deposits'],
      ['withdrawals', 'withdrawals'],
    ] as const) {
      for (const orderBy of LISTS[key].sorts) {
        for (const orderDirection of ['asc', 'desc'] as const) {
          for (const filter of ['', 'and x.status = 1', 'and x.coin_id = 1']) {
            const order = sortedOrder(key, RECORD_SORTS, { orderBy, orderDirection }, RECORD_ORDER, 'x.id');
            const plan = await api.db.transaction(async (tx) => {
              // With sorting priced out, a plan that still sorts has no index giving this order.
              await tx.query('set local enable_sort = off');
              await tx.query('set local enable_seqscan = off');
              const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
                `explain select x.id from ${table} x where x.deleted_date is null ${filter} order by ${order} limit 20`,
              );
              return rows.map((r) => r['QUERY PLAN']).join('\n');
            });
            assert.doesNotMatch(plan, /\bSort\b/, `${table} ${filter} by ${orderBy} ${orderDirection}:\n${plan}`);
          }
        }
      }
    }
  });
});

/** A user holding `amount` USDT, credited through an approved deposit. */
async function fundedUser(amount: string): Promise<number> {
  const created = await post(
    'account/create',
    { password: 'secret-pass-1', email: `bulk${Date.now()}${Math.random()}@test.example` },
    admin,
  );
  assert.equal(created.status, 200, created.body.msg);
  const userId = created.body.data.id;
  const deposit = await post('finance/deposit', { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 });
  assert.equal(deposit.status, 200, deposit.body.msg);
  if (deposit.body.data.status === 0) {
    const review = await post('finance/deposit/review', { id: deposit.body.data.id, reviewType: 1, reason: 'received' });
    assert.equal(review.status, 200, review.body.msg);
  }
  return userId;
}

const newWithdrawal = (userId: number, amount: string) =>
  api.db.transaction((tx) =>
    requestWithdrawal(tx, {
      userId,
      coinId: usdt,
      walletType: 1,
      amount,
      address: 'TTestAddress0001',
      blockChain: 'TRC20',
      createDate: new Date(api.clock.now()),
    }),
  );

describe('bulk review: the single-record calls one after another', () => {
  test('withdrawals: four eyes holds for the large one, a second approval by the same admin is a 409, the rest pass', async () => {
    const checker = await api.createStaff(admin, 'bulkchecker', [permissionId('withdrawal.review'), permissionId('withdrawal.list')]);
    const checkerToken = await api.signIn(checker);
    const userId = await fundedUser('30000');
    const small = [await newWithdrawal(userId, '10'), await newWithdrawal(userId, '20')];
    const large = await newWithdrawal(userId, '15000');

    // The first bulk approval: the small ones are paid out, the large one waits for a second admin.
    const firstRun = [];
    for (const id of [...small, large]) firstRun.push(await post('finance/withdrawal/review', { id, withdrawalType: 1 }));
    assert.deepEqual(
      firstRun.map((a) => [a.status, a.body.data?.status]),
      [
        [200, 1],
        [200, 1],
        [200, 3],
      ],
    );
    // The same admin ticks them again: the reviewed ones and its own first approval are refused, each saying why.
    const again = [];
    for (const id of [...small, large]) again.push(await post('finance/withdrawal/review', { id, withdrawalType: 1 }));
    assert.deepEqual(
      again.map((a) => a.status),
      [409, 409, 409],
    );
    assert.match(again[0].body.msg, /already approved/);
    assert.match(again[2].body.msg, /second, different admin/);
    assert.equal(await api.count('withdrawal_approvals', 'withdrawal_id = $1', [large]), 1);
    // A different admin gives the second approval.
    const second = await post('finance/withdrawal/review', { id: large, withdrawalType: 1 }, checkerToken);
    assert.equal(second.status, 200, second.body.msg);
    assert.equal(second.body.data.status, 1);
  });

  test('deposits: a bulk rejection with one reason; the already reviewed one is a 409 and is not changed', async () => {
    const userId = await fundedUser('1');
    const pending = [];
    for (const amount of ['5', '6', '7']) {
      const d = await post('finance/deposit', { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 });
      assert.equal(d.status, 200, d.body.msg);
      pending.push(d.body.data.id);
    }
    const approvedFirst = await post('finance/deposit/review', { id: pending[1], reviewType: 1, reason: 'seen' });
    assert.equal(approvedFirst.status, 200, approvedFirst.body.msg);
    const answers = [];
    for (const id of pending) answers.push(await post('finance/deposit/review', { id, reviewType: 2, reason: 'no proof' }));
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 409, 200],
    );
    assert.match(answers[1].body.msg, /already approved by finance/);
    const { rows } = await api.db.query<{ id: string; status: number }>(
      'select id::text, status from deposits where id = any($1::bigint[]) order by id',
      [pending],
    );
    assert.deepEqual(
      rows.map((r) => r.status),
      [2, 1, 2],
    );
  });
});
