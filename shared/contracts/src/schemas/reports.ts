import { z } from 'zod';
import { answerCount, answerDecimal, answerId, answerTime } from './answer-parts';
import { bigRecordId, dateTime, intLike, optionalText, pageOf, paging } from './common';

/*
 * The reports (remote `reports`, `reporting/*` of endpoints.tsv, permissions 341-351): the platform's, an
 * agent's with its downline tree, a user's marketing tree and an account's, each as one summary over a range, a
 * row per month and a row per day of the report time zone (`system/setting/platform-report`). Every figure is
 * computed from the records the other areas write; amounts are in the report currency (deposits' and
 * withdrawals' report amounts, futures stakes and results in their coin's USDT value).
 */

/** The metrics every report row carries (spec part 2, "Report metrics (common)"). */
export const reportMetrics = z.object({
  /** Manager adjustments out of the platform that count towards net inflow, and those that do not. */
  amountOfManagerOutNet: answerDecimal,
  amountOfManagerOutNonNet: answerDecimal,
  /** The users' wallet balance at the end of the period (the report currency). */
  balance: answerDecimal,
  numberOfInvitees: answerCount,
  numberOfNewUsers: answerCount,
  numberOfDepositOrders: answerCount,
  numberOfDepositors: answerCount,
  numberOfFirstTimeDepositors: answerCount,
  amountOfDeposit: answerDecimal,
  amountOfWithdrawal: answerDecimal,
  /** Deposits less withdrawals less net manager adjustments out. */
  netInflow: answerDecimal,
  futuresBet: answerDecimal,
  /** The platform's result of the settled futures orders (stakes lost less payouts won): positive is the platform's gain. */
  futuresProfit: answerDecimal,
  numberOfFuturesOrders: answerCount,
  numberOfFuturesPlayers: answerCount,
  /** The platform's result of the closed perpetual positions (the users' realised loss less their profit). */
  perpetualProfit: answerDecimal,
});
export type ReportMetrics = z.infer<typeof reportMetrics>;

/** A monthly or daily row: its period's first day (`YYYY-MM-DD` in `timeZone`) and the zone. */
const periodic = { dateTime: z.string(), timeZone: z.string() };
const agentColumns = { agentId: z.number().int().positive(), agentAccount: z.string(), numberOfDownlines: answerCount };
const userColumns = { accountId: z.number().int().positive(), userRemark: z.string().nullable() };

export const platformSummaryRow = reportMetrics;
export const platformPeriodRow = reportMetrics.extend(periodic);
export const agentSummaryRow = reportMetrics.extend(agentColumns);
export const agentPeriodRow = reportMetrics.extend({ ...agentColumns, ...periodic });
export const userSummaryRow = reportMetrics.extend(userColumns);
export const userPeriodRow = reportMetrics.extend({ ...userColumns, ...periodic });

/** The range of every report: `start` and `end` days (inclusive) in the report time zone, or date-times. */
export const reportRange = paging.extend({
  start: dateTime.optional().or(z.literal('').transform(() => undefined)),
  end: dateTime.optional().or(z.literal('').transform(() => undefined)),
});
export const platformReportQuery = reportRange.strict();
export const agentReportQuery = reportRange.extend({ agentId: bigRecordId.optional(), agentAccount: optionalText(64) }).strict();
/** `accountIdList`: comma-separated ids in the query string. */
export const marketingReportQuery = reportRange
  .extend({
    accountId: bigRecordId.optional(),
    accountIdList: z
      .string()
      .trim()
      .max(20_000)
      .optional()
      .transform((s, ctx) => {
        if (!s) return undefined;
        const ids = s.split(',').map((part) => Number(part.trim()));
        if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
          ctx.addIssue({ code: 'custom', message: 'must be account ids separated by commas' });
          return z.NEVER;
        }
        return ids;
      }),
  })
  .strict();
export const accountReportQuery = reportRange.extend({ accountId: bigRecordId.optional() }).strict();
export const agentDownlineQuery = reportRange.extend({ agentId: bigRecordId }).strict();
export const marketingDownlineQuery = reportRange.extend({ accountId: bigRecordId, depth: intLike.min(1).max(10).default(1) }).strict();
export const accountDownlineQuery = reportRange.extend({ accountId: bigRecordId }).strict();

/** `reporting/platform/homepage`: the waiting work, and the daily platform rows of the range. */
export const homepageQuery = reportRange.strict();
export const homeDailyRow = platformPeriodRow.extend({ numberOfUsers: answerCount });
export type HomeDailyRow = z.infer<typeof homeDailyRow>;

/** An agent's downline row: a user directly below the agent, with the figures of that user and everyone below. */
export const agentDownlineRow = agentSummaryRow.extend({ accountType: z.number().int() });
/** A marketing downline row: one user of the tree within the depth asked, its level below the root (1 = invited by it). */
export const marketingDownlineRow = userSummaryRow.extend({ level: z.number().int().positive(), parentId: z.number().int().positive() });
export type AgentDownlineRow = z.infer<typeof agentDownlineRow>;
export type MarketingDownlineRow = z.infer<typeof marketingDownlineRow>;

/**
 * Every report answers a page of rows (a summary: a row per agent or user, the platform's a single row), with the
 * report time zone the days were cut in, and `rebuilding` while the daily roll-ups are rebuilt after a change of
 * that zone (the figures are then computed from the records, slower but the same).
 */
export const reportPage = <T extends z.ZodType>(row: T) =>
  pageOf(row).extend({ timeZone: z.string(), start: z.string(), end: z.string(), rebuilding: z.boolean().optional() });

export const platformSummaryAnswer = reportPage(platformSummaryRow);
export const platformPeriodAnswer = reportPage(platformPeriodRow);
export const agentSummaryAnswer = reportPage(agentSummaryRow);
export const agentPeriodAnswer = reportPage(agentPeriodRow);
export const agentDownlineAnswer = reportPage(agentDownlineRow);
export const userSummaryAnswer = reportPage(userSummaryRow);
export const userPeriodAnswer = reportPage(userPeriodRow);
export const marketingDownlineAnswer = reportPage(marketingDownlineRow);

/** The home page: waiting work (null where the admin does not hold that list's view) and the daily platform rows. */
export const homepageAnswer = reportPage(homeDailyRow).extend({
  pendingKYCReview: answerCount.nullable(),
  pendingDepositReview: answerCount.nullable(),
  pendingWithdrawalReview: answerCount.nullable(),
  perpetualPositionWarning: answerCount.nullable(),
  /**
   * When the oldest record of each count began to wait (a KYC application or a deposit or withdrawal was submitted, a
   * position crossed its warning price): null where none waits or the admin may not see that list.
   */
  oldestPendingKYCReview: answerTime.nullable(),
  oldestPendingDepositReview: answerTime.nullable(),
  oldestPendingWithdrawalReview: answerTime.nullable(),
  oldestPerpetualPositionWarning: answerTime.nullable(),
  /** The first day with any record (a user's sign-up), in the report time zone: where the date picker starts. */
  earliestDate: z.string().nullable(),
});
export type HomepageAnswer = z.infer<typeof homepageAnswer>;

/*
 * `reporting/platform/health` (the console's own call, not in the spec): the home page's system-health strip. Each
 * part is declared by the area that owns its records (`Area.health`) and answered only to an admin holding the view
 * of the list showing those records (null otherwise); its state weighs the figures against the area's limits.
 */
export const HEALTH_STATES = ['ok', 'warn', 'alert'] as const;
export const healthState = z.enum(HEALTH_STATES);
export type HealthState = z.infer<typeof healthState>;
const seconds = z.number().int().nonnegative();

/** How long since each active coin pair's newest recorded tick (the feed records one a second per pair). */
export const feedHealth = z.object({
  state: healthState,
  /** Whether this server runs a price feed at all (a server without one records no ticks). */
  running: z.boolean(),
  pairs: z.array(
    z.object({
      coinPairId: answerId,
      code: z.string(),
      name: z.string(),
      lastTickAt: answerTime.nullable(),
      /** Null when the pair has no recorded tick. */
      ageSeconds: seconds.nullable(),
      state: healthState,
    }),
  ),
});
/** Rounds the engine should have opened, locked or closed by now and has not (halted rounds wait by design). */
export const roundHealth = z.object({
  state: healthState,
  overdueRounds: answerCount,
  /** How far behind the most overdue step is (0 when none is overdue). */
  lagSeconds: seconds,
  oldestDueAt: answerTime.nullable(),
});
/** Closed rounds past their settle time, not settled, with their orders. */
export const settlementHealth = z.object({
  state: healthState,
  rounds: answerCount,
  orders: answerCount,
  oldestDueAt: answerTime.nullable(),
  ageSeconds: seconds.nullable(),
});
/** The reference-price guards' trips of the last 24 hours, and those still open (the pair halted). */
export const guardHealth = z.object({
  state: healthState,
  since: answerTime,
  trips: answerCount,
  openTrips: answerCount,
  lastTripAt: answerTime.nullable(),
});
/** The export center's queue: jobs waiting and running, and how long the oldest has waited. */
export const exportQueueHealth = z.object({
  state: healthState,
  queued: answerCount,
  running: answerCount,
  oldestQueuedAt: answerTime.nullable(),
  ageSeconds: seconds.nullable(),
});
export const platformHealthAnswer = z.object({
  checkedAt: answerTime,
  feed: feedHealth.nullable(),
  rounds: roundHealth.nullable(),
  settlement: settlementHealth.nullable(),
  guards: guardHealth.nullable(),
  exports: exportQueueHealth.nullable(),
});
export type PlatformHealth = z.infer<typeof platformHealthAnswer>;
export type HealthPart = Exclude<keyof PlatformHealth, 'checkedAt'>;

/** `.../exporting/{format}`: `csv` or `excel`. */
export const reportExportParams = z.object({ format: z.enum(['csv', 'excel']) });
