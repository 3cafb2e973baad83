import type { FuturesOrder, FuturesRound, FuturesRoundDetail } from '@console/contracts/schemas/trading-futures';
import { signInWith } from '@console/ui/testing';

/** The coins a test admin's sign-in lists, with their decimals (amounts are shown in them). */
export const TEST_COINS = [
  { id: 1, code: 'USDT', decimals: 2 },
  { id: 2, code: 'BTC', decimals: 8 },
];

/** Signs a test admin in with exactly these permissions, the sign-in listing `TEST_COINS`. */
export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, TEST_COINS);
}

/** A round of BTC/USDT's 60-second gameplay, open, with three orders. */
export function testRound(overrides: Partial<FuturesRound> = {}): FuturesRound {
  return {
    id: 7001,
    tradingPairId: 3,
    tradingPairCode: 'BTC/USDT',
    gameplayId: 11,
    gameplayName: '60 s',
    status: 'open',
    halted: 0,
    haltReason: null,
    timeInterval: 60,
    yieldRatio: '0.85',
    openTickId: 90001,
    openPrice: '67000.5',
    closeTickId: null,
    closePrice: null,
    result: null,
    longTotal: '120',
    shortTotal: '50',
    longCount: 2,
    shortCount: 1,
    winnerPayout: '0',
    loserPayout: '0',
    refundTotal: '0',
    longYieldRatio: null,
    shortYieldRatio: null,
    startDate: '2026-11-24T10:00:00.000Z',
    lockDate: '2026-11-24T10:00:50.000Z',
    endDate: '2026-11-24T10:01:00.000Z',
    settleDueDate: '2026-11-24T10:01:05.000Z',
    settleDate: null,
    voidReason: null,
    voidOperator: null,
    voidDate: null,
    ...overrides,
  };
}

/** The detail of `testRound()`: its opening on the timeline and what a void would refund. */
export function testRoundDetail(round: FuturesRound = testRound()): FuturesRoundDetail {
  return {
    round,
    transitions: [
      {
        id: 1,
        action: 'open',
        fromStatus: 'scheduled',
        toStatus: 'open',
        tickId: 90001,
        tickPrice: '67000.5',
        tickTime: '2026-11-24T10:00:00.000Z',
        at: '2026-11-24T10:00:00.100Z',
        reason: null,
        operator: 'system',
      },
    ],
    openOrders: { orders: 3, users: 3, longTotal: '120', shortTotal: '50', refund: '170' },
  };
}

/** An open long order of user 1001 in `testRound()`. */
export function testOrder(overrides: Partial<FuturesOrder> = {}): FuturesOrder {
  return {
    id: 880001,
    accountId: 1001,
    email: 'minh.tran@example.com',
    mobileNumber: null,
    isSales: 0,
    userRemark: null,
    parentUserId: 900,
    parentUserName: 'parent@example.com',
    agentId: 12,
    agentName: 'top-agent@example.com',
    agentChain: [],
    site: 'main',
    shareId: null,
    followCode: null,
    isDemo: 0,
    fundType: 1,
    coinId: 1,
    coin: 'USDT',
    direction: 'long',
    amount: '100',
    filledAmount: '100',
    tradingPairId: 3,
    tradingPairCode: 'BTC/USDT',
    gameplayId: 11,
    gameplayName: '60 s',
    runnerId: 7001,
    runnerStartDate: '2026-11-24T10:00:00.000Z',
    runnerEndDate: '2026-11-24T10:01:00.000Z',
    orderPrice: '67010.25',
    settlePrice: null,
    orderDate: '2026-11-24T10:00:12.000Z',
    transactionDate: '2026-11-24T10:00:12.000Z',
    settleDate: null,
    yieldRatio: '0.85',
    status: 'open',
    result: null,
    payout: '0',
    leaderFee: '0',
    tax: '0',
    rebate: '0',
    taxRatio: '0.05',
    rebateRatio: '0.1',
    ip: '203.0.113.7',
    voidDate: null,
    voidOperator: null,
    voidReason: null,
    fixDate: null,
    fixOperator: null,
    fixReason: null,
    placedByStaff: null,
    ...overrides,
  };
}
