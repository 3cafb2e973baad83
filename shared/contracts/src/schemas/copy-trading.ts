import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, decimalString, optionalText, paging, recordId } from './common';
import { FOLLOW_LIST_TYPES, FOLLOW_PERMISSION_TYPES } from './copy-trading-records';
import { FUTURES_DIRECTIONS, FUTURES_ORDER_RESULTS, FUTURES_ORDER_STATUSES } from './trading-futures-records';

export * from './copy-trading-records';

/*
 * The requests of the copy-trading calls (endpoints.tsv, permissions 160-167). The answers' zod schemas are in
 * `copy-trading-answers.ts`. No field chooses a result or a price: a leading order's result is its round's
 * (DESIGN section 5). `gamePlay` is the spec's name of the gameplay id filter.
 */

const positiveAmount = decimalString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be greater than zero' });
const accountIds = z.array(bigRecordId).max(1000).default([]);

/**
 * `follow/add`: staff place a leading order for a leader account, in `runnerId` (a round accepting orders) or the
 * round of `gameplayId` accepting orders now; the leader's stake goes through the ledger, then every subscribed
 * follower gets a copy in the same round unless skipped. The invite and block lists may be given at once, so the
 * fan-out already respects them.
 */
export const leadingOrderAdd = z
  .strictObject({
    accountId: bigRecordId,
    runnerId: bigRecordId.optional(),
    gameplayId: recordId.optional(),
    direction: z.enum(FUTURES_DIRECTIONS),
    amount: positiveAmount,
    permissionsType: z.enum(FOLLOW_PERMISSION_TYPES).default('everyone'),
    inviteAccountIds: accountIds,
    blockAccountIds: accountIds,
  })
  .refine((b) => b.runnerId !== undefined || b.gameplayId !== undefined, {
    message: 'a round or a gameplay is required',
    path: ['runnerId'],
  })
  .refine((b) => !b.inviteAccountIds.some((id) => b.blockAccountIds.includes(id)), {
    message: 'an account is invited or blocked, not both',
    path: ['blockAccountIds'],
  });
export type LeadingOrderAdd = z.input<typeof leadingOrderAdd>;

/** The leading orders' filters, shared by `follow/list` and its export. `startTime`/`endTime` bound the order date. */
const leadingOrderFilters = dateRange.extend({
  /** The leading order's id; `leaderOrderId` is the same (the export's spec names both). */
  orderId: bigRecordId.optional(),
  leaderOrderId: bigRecordId.optional(),
  shareId: optionalText(64),
  /** The leader account. */
  accountId: bigRecordId.optional(),
  tradingPairId: recordId.optional(),
  gamePlay: recordId.optional(),
  runnerId: bigRecordId.optional(),
  status: z.enum(FUTURES_ORDER_STATUSES).optional(),
  result: z.enum(FUTURES_ORDER_RESULTS).optional(),
  direction: z.enum(FUTURES_DIRECTIONS).optional(),
  permissionsType: z.enum(FOLLOW_PERMISSION_TYPES).optional(),
  orderType: z.enum(['staff', 'client']).optional(),
});

/** `follow/list`. */
export const leadingOrderListQuery = paging.extend(leadingOrderFilters.shape).extend(sortFields('copyLeadingOrders'));
export type LeadingOrderListQuery = z.input<typeof leadingOrderListQuery>;

/** `reporting/futures/export/futuresLeadingRecord`: the list's filters and the file's format (`lang` is the header's). */
export const leadingOrderExport = leadingOrderListQuery.extend({
  excelType: z.enum(['csv', 'xlsx']).default('csv'),
  lang: optionalText(8),
});
export type LeadingOrderExportQuery = z.input<typeof leadingOrderExport>;

/** `follow/permissionsType/edit`: who may follow the order from now on (follow requests after the edit). */
export const followPermissionsEdit = z.strictObject({
  detailId: bigRecordId,
  permissionsType: z.enum(FOLLOW_PERMISSION_TYPES),
});
export type FollowPermissionsEdit = z.input<typeof followPermissionsEdit>;

/** `follow/detail/list`: an order's invite or block list. `permissionsType` is accepted as the spec sends it; it filters nothing. */
export const followListQuery = paging.extend({
  detailId: bigRecordId,
  type: z.enum(FOLLOW_LIST_TYPES),
  permissionsType: z.enum(FOLLOW_PERMISSION_TYPES).optional(),
  accountId: bigRecordId.optional(),
});
export type FollowListQuery = z.input<typeof followListQuery>;

/**
 * `follow/invite/add` and `follow/invite/remove`: one account on (or off) an order's invite or block list. Inviting
 * needs leadingOrders.invite, blocking leadingOrders.block (checked per `type`).
 */
export const followListEntryChange = z.strictObject({
  detailId: bigRecordId,
  type: z.enum(FOLLOW_LIST_TYPES),
  accountId: bigRecordId,
  permissionsType: z.enum(FOLLOW_PERMISSION_TYPES).optional(),
});
export type FollowListEntryChange = z.input<typeof followListEntryChange>;

/**
 * `follow/invite/add/batch` (multipart: these text fields and `file`, CSV or .xlsx): a column of account ids, with or
 * without a header (`accountId`, `userId`, `id`, `account`). `mode` preview (the default) answers each row's verdict
 * and changes nothing; apply adds the valid rows and answers the same verdicts.
 */
export const followBatchFields = z.object({
  detailId: bigRecordId,
  type: z.enum(FOLLOW_LIST_TYPES),
  permissionsType: z.enum(FOLLOW_PERMISSION_TYPES).optional(),
  mode: z.enum(['preview', 'apply']).default('preview'),
});
export type FollowBatchFields = z.input<typeof followBatchFields>;

/** The largest batch file: rows of account ids. */
export const MAX_FOLLOW_BATCH_ROWS = 5000;

/** `follow/order/list` (and its export): following orders. */
const followingOrderFilters = dateRange.extend({
  id: bigRecordId.optional(),
  /** The leading order it copies. */
  leaderOrderId: bigRecordId.optional(),
  /** The follower. */
  accountId: bigRecordId.optional(),
  leaderAccountId: bigRecordId.optional(),
  followCode: optionalText(64),
  tradingPairId: recordId.optional(),
  gamePlay: recordId.optional(),
  runnerId: bigRecordId.optional(),
  status: z.enum(FUTURES_ORDER_STATUSES).optional(),
  result: z.enum(FUTURES_ORDER_RESULTS).optional(),
  direction: z.enum(FUTURES_DIRECTIONS).optional(),
});

export const followingOrderListQuery = paging.extend(followingOrderFilters.shape).extend(sortFields('copyFollowingOrders'));
export type FollowingOrderListQuery = z.input<typeof followingOrderListQuery>;

/** `reporting/futures/export/futuresFollowingRecord`. */
export const followingOrderExport = followingOrderListQuery.extend({
  excelType: z.enum(['csv', 'xlsx']).default('csv'),
  lang: optionalText(8),
});
export type FollowingOrderExportQuery = z.input<typeof followingOrderExport>;

/** `follow/skip/list`: the followers a leading order's fan-out skipped and the follow requests refused. */
export const followSkipListQuery = paging.extend({
  detailId: bigRecordId,
  reason: z.enum(['balance', 'blocked', 'not_invited', 'limit', 'account']).optional(),
});
export type FollowSkipListQuery = z.input<typeof followSkipListQuery>;
