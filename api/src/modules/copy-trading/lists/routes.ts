import { permissionId } from '@console/contracts/permissions';
import {
  type FollowListType,
  followBatchFields,
  followListEntryChange,
  followListQuery,
  MAX_FOLLOW_BATCH_ROWS,
} from '@console/contracts/schemas/copy-trading';
import { followBatchAnswer, followListChangedAnswer, followListPageAnswer } from '@console/contracts/schemas/copy-trading-answers';
import type { SessionInfo } from '../../../http/context';
import { fieldError, forbidden } from '../../../http/errors';
import { route } from '../../../http/routes';
import { parseInput } from '../../../http/validation';
import { tableOfFile } from '../../users/batch-upload/parse';
import { readUpload } from '../../users/batch-upload/routes';
import { findLeadingOrder } from '../leading/queries';
import { addToList, type BatchLine, batchVerdicts, followListPage, removeFromList } from './queries';

/** The catalogue grants the list calls with either permission; which one a call needs depends on its list. */
const LIST_PERMISSION: Record<FollowListType, number> = {
  invite: permissionId('leadingOrders.invite'),
  block: permissionId('leadingOrders.block'),
};

function mayChange(session: SessionInfo, type: FollowListType): void {
  if (!session.permissions.has(LIST_PERMISSION[type])) {
    throw forbidden(`Changing the ${type} list needs the permission leadingOrders.${type}`);
  }
}

/** A header cell naming the account id column (a file may also start with data at once). */
const HEADER = /^(account\s*_?id|user\s*_?id|id|account|accountid|userid)$/i;

/** The rows of a batch file: the first cell of each non-blank row, the header (if any) left out. */
function batchLines(table: string[][]): BatchLine[] {
  const lines: BatchLine[] = [];
  let headerSeen = false;
  table.forEach((cells, i) => {
    const value = (cells.find((c) => c.trim() !== '') ?? '').trim();
    if (!value) return;
    if (!headerSeen && lines.length === 0 && HEADER.test(value)) {
      headerSeen = true;
      return;
    }
    lines.push({ rowNumber: i + 1, value });
  });
  if (!lines.length) throw fieldError('file', 'the file has no account ids');
  if (lines.length > MAX_FOLLOW_BATCH_ROWS) {
    throw fieldError('file', `the file has more than ${MAX_FOLLOW_BATCH_ROWS} rows: split it into several uploads`);
  }
  return lines;
}

/**
 * A leading order's invite and block lists (`/future/follow-trade-order-records/invite|block/{accountType}/{listId}`):
 * the list, one account added or removed, and a batch from a CSV or Excel file previewed then applied.
 */
export function followListRoutes() {
  return [
    route({
      method: 'POST',
      path: 'follow/detail/list',
      name: 'List invited or blocked accounts',
      body: followListQuery,
      response: followListPageAnswer,
      handler: async ({ body, services: { db } }) => {
        await findLeadingOrder(db, body.detailId);
        return followListPage(db, body);
      },
    }),
    route({
      method: 'POST',
      path: 'follow/invite/add',
      name: 'Invite or block an account',
      audit: true,
      body: followListEntryChange,
      response: followListChangedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        mayChange(session, body.type);
        const entry = await db.transaction((tx) =>
          addToList(tx, { leadingOrderId: body.detailId, type: body.type, userId: body.accountId, admin: session.account, now }),
        );
        return { entry, action: 'added' as const };
      },
    }),
    route({
      method: 'POST',
      path: 'follow/invite/remove',
      name: 'Remove an invited or blocked account',
      audit: true,
      body: followListEntryChange,
      response: followListChangedAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        mayChange(session, body.type);
        const entry = await db.transaction((tx) =>
          removeFromList(tx, { leadingOrderId: body.detailId, type: body.type, userId: body.accountId, now }),
        );
        return { entry, action: 'removed' as const };
      },
    }),
    route({
      method: 'POST',
      path: 'follow/invite/add/batch',
      name: 'Invite or block accounts from a file',
      // Logged with the file's name and size (not its rows) and every row's verdict in the answer.
      audit: true,
      response: followBatchAnswer,
      handler: async ({ request, session, services: { db }, now }) => {
        const { fields, file } = await readUpload(request);
        const { detailId, type, mode } = parseInput(followBatchFields, fields, 'body');
        mayChange(session, type);
        if (!file) throw fieldError('file', 'file is required');
        const lines = batchLines(await tableOfFile(file.buffer, MAX_FOLLOW_BATCH_ROWS));
        const result = await db.transaction((tx) =>
          batchVerdicts(tx, { leadingOrderId: detailId, type, lines, apply: mode === 'apply', admin: session.account, now }),
        );
        return {
          mode,
          detailId,
          type,
          ...result,
          data: result.rows.map((r) => `row ${r.rowNumber}: ${r.value} ${r.status}${r.applied ? ' (added)' : ''}`),
        };
      },
    }),
  ];
}
