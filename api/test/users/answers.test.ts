import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageOf } from '@console/contracts/schemas/common';
import { userAnswer } from '@console/contracts/schemas/users-answers';
import type { AppServices } from '../../src/http/context';
import { usersArea } from '../../src/modules/users';

/** The routes of the area that answer no envelope: the chat's stream of server-sent events. */
const STREAMS = ['GET customerService/events'];

describe('what the Users area answers', () => {
  // The routes are only declared here (development set, with the dev-only chat route): nothing reaches a database.
  const services = { db: {}, clock: Date.now, production: false, loginRateLimit: 10 } as unknown as AppServices;
  const specs = usersArea.routes(services);

  it('is described by a response schema on every route but the event stream', () => {
    assert.ok(specs.length >= 50, `the area declares ${specs.length} routes`);
    const undescribed = specs.filter((spec) => !spec.response).map((spec) => `${spec.method} ${spec.path}`);
    assert.deepEqual(undescribed, STREAMS);
  });

  it('refuses a field the schema does not name and an amount sent as a number', () => {
    const user = {
      id: 7,
      email: 'a@example.com',
      mobileNumber: null,
      countryCode: null,
      isAgent: 0,
      isSales: 0,
      accountType: 1,
      parentUserId: null,
      parentUserName: null,
      parentAccountType: null,
      invitationCode: 'ABC123',
      status: 1,
      userLevel: 0,
      userMarketingLevel: 0,
      balance: '12.500000000000000000',
      blockChainAddress: null,
      loginIp: null,
      loginCountry: null,
      loginTimeZone: null,
      loginVersion: null,
      region: null,
      remark: null,
      site: null,
      edition: 0,
      createDate: '2026-11-24T10:00:00.000Z',
      updateDate: '2026-11-24T10:00:00.000Z',
    };
    const page = pageOf(userAnswer);
    assert.ok(page.safeParse({ records: [user], total: 1, size: 20, current: 1, pages: 1 }).success);
    assert.ok(!userAnswer.safeParse({ ...user, passwordHash: 'x' }).success, 'an unnamed field is refused');
    assert.ok(!userAnswer.safeParse({ ...user, balance: 12.5 }).success, 'a decimal travels as a string');
    assert.ok(!userAnswer.safeParse({ ...user, id: '7' }).success, 'an id is a number');
    assert.ok(!userAnswer.safeParse({ ...user, createDate: '24/11/2026' }).success, 'a time is ISO 8601');
  });
});
