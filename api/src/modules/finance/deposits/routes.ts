import { bigIdParam } from '@console/contracts/schemas/common';
import { DEPOSIT_SOURCE, depositEdit, depositListQuery, depositReview, operatorDeposit } from '@console/contracts/schemas/finance';
import { depositPageAnswer, depositRecordAnswer, recordDeleted } from '@console/contracts/schemas/finance-answers';
import { route } from '../../../http/routes';
import { amountFixRoutes } from '../amount-fix-routes';
import { editRecord, softDeleteRecord } from '../records';
import { financeSettings } from '../settings/rules';
import { createDeposit, DEPOSITS, depositPage, findDeposit, reviewDeposit } from './queries';

export function depositRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/depositRecord/list',
      name: 'List deposits',
      body: depositListQuery,
      response: depositPageAnswer,
      handler: async ({ body, services: { db } }) => depositPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'finance/deposit',
      name: 'Operator deposit',
      audit: true,
      body: operatorDeposit,
      response: depositRecordAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await db.transaction(async (tx) => {
          const settings = await financeSettings(tx);
          const admin = { adminId: session.adminId, account: session.account };
          const creditBy = settings.depositNeedReview ? undefined : admin;
          return createDeposit(
            tx,
            {
              userId: body.accountId,
              coinId: body.coinId,
              walletType: body.walletType,
              amount: body.amount,
              bonusAmount: body.bonusAmount,
              source: DEPOSIT_SOURCE.operator,
              isShow: body.isShow,
              operator: session.account,
              remark: body.remark,
              proof: body.proof,
              recordedBy: admin,
              createDate: now,
            },
            creditBy,
          );
        });
        return findDeposit(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'finance/deposit/review',
      name: 'Review deposit',
      audit: true,
      body: depositReview,
      response: depositRecordAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await reviewDeposit(db, body, { adminId: session.adminId, account: session.account }, now);
        return findDeposit(db, body.id);
      },
    }),
    ...amountFixRoutes(DEPOSITS, depositRecordAnswer),
    route({
      method: 'PATCH',
      path: 'finance/deposit',
      name: 'Edit deposit remark',
      audit: true,
      body: depositEdit,
      response: depositRecordAnswer,
      handler: ({ body, session, services: { db }, now }) => {
        const sets: { remark?: string | null; reason?: string | null } = {};
        // Sent empty, a remark or reason is cleared.
        if (body.remark !== undefined) sets.remark = body.remark || null;
        if (body.reason !== undefined) sets.reason = body.reason || null;
        return editRecord(db, DEPOSITS, body.id, { action: 'remarkEdited', actor: session, now, sets });
      },
    }),
    route({
      method: 'DELETE',
      path: 'finance/depositRecord/{id}/delete',
      name: 'Delete deposit record',
      audit: true,
      params: bigIdParam,
      response: recordDeleted,
      handler: async ({ params, session, services: { db }, now }) => {
        await db.transaction((tx) => softDeleteRecord(tx, DEPOSITS, params.id, now, session));
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
