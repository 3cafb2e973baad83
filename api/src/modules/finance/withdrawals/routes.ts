import { bigIdParam } from '@console/contracts/schemas/common';
import { WITHDRAWAL_STATUS, withdrawalListQuery, withdrawalRemarkFix, withdrawalReview } from '@console/contracts/schemas/finance';
import { conflict } from '../../../http/errors';
import { recordDeleted, withdrawalPageAnswer, withdrawalRecordAnswer } from '@console/contracts/schemas/finance-answers';
import { route } from '../../../http/routes';
import { amountFixRoutes } from '../amount-fix-routes';
import { editRecord, softDeleteRecord } from '../records';
import { findWithdrawal, isOpen, lockWithdrawal, reviewWithdrawal, WITHDRAWALS, withdrawalPage } from './queries';

export function withdrawalRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/withdrawalRecord/list',
      name: 'List withdrawals',
      body: withdrawalListQuery,
      response: withdrawalPageAnswer,
      handler: async ({ body, services: { db } }) => withdrawalPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/review',
      name: 'Review withdrawal',
      audit: true,
      body: withdrawalReview,
      response: withdrawalRecordAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        await reviewWithdrawal(db, body, { adminId: session.adminId, account: session.account }, now);
        return findWithdrawal(db, body.id);
      },
    }),
    ...amountFixRoutes(WITHDRAWALS, withdrawalRecordAnswer),
    route({
      method: 'POST',
      path: 'finance/withdrawal/remark/fix',
      name: 'Edit withdrawal remark',
      audit: true,
      body: withdrawalRemarkFix,
      response: withdrawalRecordAnswer,
      handler: ({ body, session, services: { db }, now }) =>
        editRecord(db, WITHDRAWALS, body.id, { action: 'remarkEdited', actor: session, now, sets: { remark: body.remark || null } }),
    }),
    route({
      method: 'DELETE',
      path: 'finance/withdrawal/{id}/delete',
      name: 'Delete withdrawal record',
      audit: true,
      params: bigIdParam,
      response: recordDeleted,
      handler: async ({ params, session, services: { db }, now }) => {
        await db.transaction(async (tx) => {
          const w = await lockWithdrawal(tx, params.id);
          // A withdrawal in automatic payout still holds its amount until the provider settles it.
          if (isOpen(w.status) || w.status === WITHDRAWAL_STATUS.payingOut) {
            throw conflict(
              `Withdrawal ${params.id} is still pending and its amount is held: approve or reject it before deleting the record`,
            );
          }
          await softDeleteRecord(tx, WITHDRAWALS, params.id, now, session);
        });
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
