import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { depositPageAnswer, withdrawalRecordAnswer } from '@console/contracts/schemas/finance-answers';
import { startTestApi, type TestApi } from '../helpers';

/*
 * The finance area's answers as the OpenAPI document describes them. That each schema matches what its route
 * answers is checked on every call of the API tests (`checkAnswers`); this file checks that every route of the area
 * has one, and that the schemas hold the answers to their rules (decimals as text, no field left unnamed).
 */

type Operation = { tags: string[]; responses: Record<string, { content: Record<string, { schema: { properties: { data: object } } }> }> };

/** Routes that answer a file, never an envelope: nothing to describe. */
const FILE_ONLY = new Set(['POST /api/reporting/user/balance/export']);

describe('the finance area’s answers in the OpenAPI document', () => {
  let api: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    api = await startTestApi();
    paths = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  after(() => api.close());

  it('describes the data of every finance route but a file download', () => {
    const undescribed: string[] = [];
    let finance = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.tags.includes('finance')) continue;
        finance++;
        const data = operation.responses['200'].content['application/json'].schema.properties.data as Record<string, unknown>;
        if (data.description === 'Not described by a schema yet') undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    assert.ok(finance >= 50, `the finance area has its ${finance} routes in the document`);
    assert.deepEqual(undescribed, [...FILE_ONLY]);
  });

  it('describes a summarised list to its fields: the records with their history, and the sums per coin', () => {
    const data = paths['/api/finance/depositRecord/list'].post.responses['200'].content['application/json'].schema.properties.data as {
      properties: {
        records: { items: { properties: Record<string, unknown> } };
        summary: { items: { properties: Record<string, unknown> } };
      };
    };
    assert.ok(data.properties.records.items.properties.history);
    assert.ok(data.properties.summary.items.properties.bonusAmount);
  });
});

describe('the finance answer schemas', () => {
  const history = {
    id: 1,
    action: 'created',
    adminId: 1,
    account: 'admin',
    createDate: '2026-01-02T03:04:05.000Z',
    reason: null,
    remark: null,
    changes: [],
  };
  const deposit = {
    id: 7,
    accountId: 3,
    email: 'u@example.com',
    mobileNumber: null,
    isSales: 0,
    userRemark: null,
    parentUserId: null,
    parentUserName: null,
    agentId: null,
    agentName: null,
    agentChain: [],
    coinId: 1,
    code: 'USDT',
    walletType: 1,
    source: 2,
    blockChain: null,
    txHash: null,
    amount: '10.000000000000000000',
    bonusAmount: '0',
    totalAmount: '10',
    reportAmount: '10',
    convertAmount: '10',
    exchangeRate: null,
    isFirstTime: 1,
    status: 1,
    isShow: 1,
    operator: 'admin',
    reviewer: null,
    remark: null,
    reason: null,
    proof: null,
    reviewDate: null,
    createDate: '2026-01-02T03:04:05.000Z',
    history: [history],
  };
  const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1, summary: [] });

  it('let an answer as the API writes it through', () => {
    assert.ok(depositPageAnswer.safeParse(page([deposit])).success);
  });

  it('refuse an amount as a JSON number, a field they do not name, and a date that is not ISO', () => {
    assert.equal(depositPageAnswer.safeParse(page([{ ...deposit, amount: 10 }])).success, false);
    assert.equal(depositPageAnswer.safeParse(page([{ ...deposit, secret: 'x' }])).success, false);
    assert.equal(depositPageAnswer.safeParse({ ...page([deposit]), extra: 1 }).success, false);
    assert.equal(depositPageAnswer.safeParse(page([{ ...deposit, createDate: '2026-01-02 03:04:05' }])).success, false);
    assert.equal(withdrawalRecordAnswer.safeParse(deposit).success, false, 'a deposit is not a withdrawal');
  });
});
