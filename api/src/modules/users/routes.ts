import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import type { CreatedUser, FlowRecord, FlowVolume, UplineCandidate, UplineChangeResult } from '@console/contracts/schemas/users';
import {
  accountIdParam,
  accountOnly,
  flowEdit,
  flowListQuery,
  freezeSingle,
  fuzzyQuery,
  levelChange,
  marketingLevelChange,
  passwordChange,
  remarkChange,
  statusChange,
  subordinateQuery,
  thawSingle,
  uplineCandidatesQuery,
  uplineChange,
  userCreate,
  userListQuery,
  userTypeChange,
  userWalletQuery,
} from '@console/contracts/schemas/users';
import {
  createdUserAnswer,
  flowRecordAnswer,
  flowVolumeAnswer,
  fundManagementAnswer,
  subordinateUserAnswer,
  uplineCandidateAnswer,
  uplineChangeAnswer,
  userAnswer,
  userDetailAnswer,
  userWalletAnswer,
} from '@console/contracts/schemas/users-answers';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import { conflict, fieldError } from '../../http/errors';
import { route } from '../../http/routes';
import { hashPassword } from '../../core/session/credentials';
import { assertNoCycle, lockAgentTree, moveUser } from './agent-chain';
import { insertUser } from './create-user';
import { userListFilters } from './filters';
import { flowRecordPage, flowVolumeOf, recordFlowChange } from './flow-records';
import { moveAll, moveSingle } from './funds';
import {
  accountTypeOf,
  assertLevelExists,
  assertUserExists,
  editUser,
  existingUser,
  setUserStatus,
  uplineCandidates,
  userWalletPage,
  usersMatching,
  walletsOf,
} from './queries';
import { userDetail } from './user-detail';
import { downlinePage, userPage } from './user-page';

export function usersRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/list',
      name: 'List users',
      body: userListQuery,
      response: pageOf(userAnswer),
      handler: async ({ body, services: { db } }) => userPage(db, userListFilters(body), body),
    }),
    route({
      method: 'GET',
      path: 'account/detail/{accountId}',
      name: 'User details',
      params: accountIdParam,
      response: userDetailAnswer,
      handler: async ({ params, services: { db } }) => userDetail(db, params.accountId),
    }),
    route({
      method: 'POST',
      path: 'account/create',
      name: 'Create user',
      audit: true,
      body: userCreate,
      response: createdUserAnswer,
      handler: async ({ body, services: { db }, now }): Promise<CreatedUser> => {
        const passwordHash = await hashPassword(body.password);
        try {
          const id = await db.transaction((tx) =>
            insertUser(
              tx,
              {
                email: body.email,
                mobile: body.mobile,
                countryCode: body.countryCode,
                passwordHash,
                accountType: body.accountType,
                upLineId: body.upLineId,
                remark: body.remarks,
              },
              now,
            ),
          );
          const user = await existingUser(db, id);
          return { id, invitationCode: user.invitationCode, wallets: await walletsOf(db, id) };
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('The e-mail or mobile number is already used by another user');
          throw error;
        }
      },
    }),
    route({
      method: 'POST',
      path: 'account/change/userType',
      name: 'Change user type',
      audit: true,
      body: userTypeChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) => editUser(db, body.accountId, { accountType: body.accountType }, now),
    }),
    route({
      method: 'POST',
      path: 'account/update/status',
      name: 'Change user status',
      audit: true,
      body: statusChange,
      response: userAnswer,
      handler: async ({ body, session, services: { db }, now }) => setUserStatus(db, body.accountId, body.status, session.account, now),
    }),
    route({
      method: 'POST',
      path: 'account/update/userLevel',
      name: 'Change user level',
      audit: true,
      body: levelChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        await assertLevelExists(db, 'user_levels', body.userLevel, 'userLevel');
        return editUser(db, body.accountId, { userLevel: body.userLevel }, now);
      },
    }),
    route({
      method: 'POST',
      path: 'account/update/userMarketingLevel',
      name: 'Change user marketing level',
      audit: true,
      body: marketingLevelChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        await assertLevelExists(db, 'marketing_levels', body.userMarketingLevel, 'userMarketingLevel');
        return editUser(db, body.accountId, { userMarketingLevel: body.userMarketingLevel }, now);
      },
    }),
    route({
      method: 'POST',
      path: 'account/password/edit',
      name: 'Change user password',
      audit: true,
      body: passwordChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        return editUser(db, body.accountId, { passwordHash: await hashPassword(body.password) }, now);
      },
    }),
    route({
      method: 'POST',
      path: 'account/withdrawPassword/edit',
      name: 'Change user withdrawal password',
      audit: true,
      body: passwordChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) => {
        await assertUserExists(db, body.accountId);
        return editUser(db, body.accountId, { withdrawPasswordHash: await hashPassword(body.password) }, now);
      },
    }),
    route({
      method: 'POST',
      path: 'account/update/remark',
      name: 'Change user remark',
      audit: true,
      body: remarkChange,
      response: userAnswer,
      handler: async ({ body, services: { db }, now }) =>
        editUser(db, body.accountId, { remark: body.remark || null, ...(body.site !== undefined ? { site: body.site } : {}) }, now),
    }),
    route({
      method: 'GET',
      path: 'account/change/upLine/init',
      name: 'Agents for the upline picker',
      query: uplineCandidatesQuery,
      response: z.array(uplineCandidateAnswer),
      handler: async ({ query, services: { db } }): Promise<UplineCandidate[]> => uplineCandidates(db, query),
    }),
    route({
      method: 'POST',
      path: 'account/change/upLine',
      name: 'Change user upline',
      audit: true,
      body: uplineChange,
      response: uplineChangeAnswer,
      handler: async ({ body, services: { db }, now }): Promise<UplineChangeResult> =>
        db.transaction(async (tx) => {
          await lockAgentTree(tx);
          await assertUserExists(tx, body.accountId, true);
          const uplineType = await accountTypeOf(tx, body.upLineId);
          if (uplineType === null) throw fieldError('upLineId', `user ${body.upLineId} does not exist`);
          if (body.uplineType === 1 && uplineType !== 2) throw fieldError('upLineId', `user ${body.upLineId} is not an agent`);
          await assertNoCycle(tx, body.accountId, body.upLineId);
          const moved = await moveUser(tx, body.accountId, body.upLineId, now);
          return {
            accountId: body.accountId,
            parentUserId: body.upLineId,
            agentChain: moved.chain,
            downlineUpdated: moved.downlineUpdated,
          };
        }),
    }),
    route({
      method: 'POST',
      path: 'account/discard/line',
      name: 'Remove user upline',
      audit: true,
      body: accountOnly,
      response: uplineChangeAnswer,
      handler: async ({ body, services: { db }, now }): Promise<UplineChangeResult> =>
        db.transaction(async (tx) => {
          await lockAgentTree(tx);
          await assertUserExists(tx, body.accountId, true);
          const moved = await moveUser(tx, body.accountId, null, now);
          return { accountId: body.accountId, parentUserId: null, agentChain: moved.chain, downlineUpdated: moved.downlineUpdated };
        }),
    }),
    route({
      method: 'POST',
      path: 'account/subordinate',
      name: 'List user downline',
      body: subordinateQuery,
      response: pageOf(subordinateUserAnswer),
      handler: async ({ body, services: { db } }) => {
        await assertUserExists(db, body.accountId);
        return downlinePage(db, body);
      },
    }),
    route({
      method: 'POST',
      path: 'account/fuzzyQuery',
      name: 'Find users',
      body: fuzzyQuery,
      response: z.array(uplineCandidateAnswer),
      handler: async ({ body, services: { db } }): Promise<UplineCandidate[]> => usersMatching(db, body),
    }),
    route({
      method: 'POST',
      path: 'flow/list',
      name: 'List user flow records',
      body: flowListQuery,
      response: pageOf(flowRecordAnswer),
      handler: async ({ body, services: { db } }) => {
        await assertUserExists(db, body.accountId);
        return flowRecordPage(db, body);
      },
    }),
    route({
      method: 'POST',
      path: 'flow/edit',
      name: 'Edit user flow volume',
      audit: true,
      body: flowEdit,
      response: flowRecordAnswer,
      handler: async ({ body, session, services: { db }, now }): Promise<FlowRecord> => recordFlowChange(db, body, session.account, now),
    }),
    route({
      method: 'GET',
      path: 'flow/volume/{id}',
      name: 'User flow volume',
      params: bigIdParam,
      response: flowVolumeAnswer,
      handler: async ({ params, services: { db } }): Promise<FlowVolume> => flowVolumeOf(db, params.id),
    }),
    route({
      method: 'POST',
      path: 'account/freezeSingle/wallet',
      name: 'Freeze user funds',
      audit: true,
      body: freezeSingle,
      response: fundManagementAnswer,
      handler: async ({ body, session, services: { db }, now }) =>
        moveSingle(db, { userId: body.accountId, coinId: body.coinId, walletType: body.walletType, amount: body.amount }, 1, {
          operator: session.account,
          now,
          fundType: body.fundType,
          remark: body.remark,
        }),
    }),
    route({
      method: 'POST',
      path: 'account/thawSingle/wallet',
      name: 'Thaw user funds',
      audit: true,
      body: thawSingle,
      response: fundManagementAnswer,
      handler: async ({ body, session, services: { db }, now }) =>
        moveSingle(db, { userId: body.accountId, coinId: body.coinId, walletType: body.walletType, amount: body.amount }, 2, {
          operator: session.account,
          now,
          fundType: 1,
          remark: body.remark,
        }),
    }),
    route({
      method: 'POST',
      path: 'account/freezeAll/wallet/{accountId}',
      name: 'Freeze all user funds',
      audit: true,
      params: accountIdParam,
      response: fundManagementAnswer,
      handler: async ({ params, session, services: { db }, now }) =>
        moveAll(db, params.accountId, 1, { operator: session.account, now, fundType: 1 }),
    }),
    route({
      method: 'POST',
      path: 'account/thawAll/wallet/{accountId}',
      name: 'Thaw all user funds',
      audit: true,
      params: accountIdParam,
      response: fundManagementAnswer,
      handler: async ({ params, session, services: { db }, now }) =>
        moveAll(db, params.accountId, 2, { operator: session.account, now, fundType: 1 }),
    }),
    route({
      method: 'POST',
      path: 'finance/user/wallet/list',
      name: 'List user wallets',
      body: userWalletQuery,
      response: pageOf(userWalletAnswer),
      handler: async ({ body, services: { db } }) => userWalletPage(db, body),
    }),
  ];
}
