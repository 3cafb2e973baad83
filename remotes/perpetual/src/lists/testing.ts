import type {
  PerpetualOrder,
  PerpetualPair,
  PerpetualPosition,
  PerpetualPositionHistory,
  PerpetualSettings,
} from '@console/contracts/schemas/perpetual';
import { signInWith } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';

/** The coins a test admin's sign-in lists (USDT amounts are shown with its 2 decimals). */
export const TEST_COINS = [
  { id: 1, code: 'USDT', decimals: 2 },
  { id: 2, code: 'BTC', decimals: 8 },
];

/** Signs a test admin in with exactly these permissions, the sign-in listing `TEST_COINS`. */
export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, TEST_COINS);
}

/** A recorded tick `secondsAgo` seconds before now. */
export const tickAt = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

/** The row of the table `table` holding `text`. */
export async function rowWith(table: string, text: string): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name: table });
  return (await within(found).findByText(text)).closest('tr') as HTMLElement;
}

export function testPair(overrides: Partial<PerpetualPair> = {}): PerpetualPair {
  return {
    id: 1,
    tradingPairId: 1,
    tradingPairName: 'BTC/USDT',
    name: 'BTCUSDT',
    multiplier: '0.001',
    orderBookPriceRange: '0.05',
    quantityPrecision: 0,
    quantityMax: '10000',
    quantityMin: '1',
    displaySort: 1,
    status: 1,
    displaySwitch: 1,
    markPrice: '67000.5',
    markTickId: 90001,
    tickAt: tickAt(2),
    openPositions: 12,
    createDate: '2026-11-01T00:00:00.000Z',
    updateDate: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A long of 10 BTCUSDT contracts at 10x, opened at 66,000 and marked at 67,000.5. */
export function testPosition(overrides: Partial<PerpetualPosition> = {}): PerpetualPosition {
  return {
    id: 501,
    accountId: 2001,
    accountName: 'lena@example.com',
    userRemark: 'VIP',
    tradingPairId: 1,
    tradingPairName: 'BTCUSDT',
    coin: 'USDT',
    direction: 'long',
    size: '10',
    sizeUnitId: 1,
    baseQuantity: '0.01',
    multiplier: '0.001',
    openPrice: '66000',
    breakEvenPrice: '66066',
    liquidationPrice: '59730',
    warningPrice: '61000',
    margin: '66',
    leverage: 10,
    maintenanceMarginRate: '0.005',
    fee: '0.33',
    feeMode: 1,
    closeProfitFee: '0.05',
    fundType: 1,
    warning: 0,
    slPrice: '60000',
    tpPrice: null,
    strategyId: null,
    openTickId: 88001,
    openedDate: '2026-11-20T08:00:00.000Z',
    markPrice: '67000.5',
    markTickId: 90001,
    tickAt: tickAt(1),
    notional: '670.005',
    profit: '10.005',
    unrealisedPnl: '10.005',
    maintenanceMargin: '3.35',
    marginRatio: '0.0438',
    distanceToLiquidation: '7270.5',
    distanceToLiquidationPercent: '10.85',
    ...overrides,
  };
}

/** A limit order to open a BTCUSDT long, waiting for 65,000. */
export function testOrder(overrides: Partial<PerpetualOrder> = {}): PerpetualOrder {
  return {
    id: 7001,
    accountId: 2001,
    accountName: 'lena@example.com',
    userRemark: null,
    openedDate: '2026-11-20T09:00:00.000Z',
    tradingPairId: 1,
    tradingPairName: 'BTCUSDT',
    coin: 'USDT',
    direction: 'long',
    category: 'limit',
    leverage: 10,
    margin: '65',
    fee: '0.325',
    price: '65000',
    executedPrice: null,
    quantity: '10',
    executedQuantity: '0',
    amountUnitId: 1,
    pnl: null,
    status: 'open',
    settlementStatus: 'pending',
    fundType: 1,
    stopPrice: null,
    triggerConditions: null,
    strategyId: null,
    closePosition: 0,
    reduceOnly: 0,
    positionId: null,
    closeReason: null,
    tickId: null,
    executedDate: null,
    cancelledDate: null,
    operator: null,
    reason: null,
    ...overrides,
  };
}

export function testPositionHistory(overrides: Partial<PerpetualPositionHistory> = {}): PerpetualPositionHistory {
  return {
    id: 401,
    openedDate: '2026-11-18T08:00:00.000Z',
    accountId: 2002,
    accountName: 'omar@example.com',
    userRemark: null,
    tradingPairId: 1,
    tradingPairName: 'BTCUSDT',
    coin: 'USDT',
    status: 'closed',
    leverage: 5,
    direction: 'short',
    entryPrice: '68000',
    exitPrice: '67000',
    pnl: '10',
    fee: '0.7',
    margin: '136',
    liquidationPrice: '81260',
    maxHeld: '10',
    closed: '10',
    closedTime: '2026-11-19T08:00:00.000Z',
    closeReason: 'user',
    closeTickId: 87001,
    settlementStatus: 'settled',
    fundType: 1,
    ...overrides,
  };
}

export function testSettings(overrides: Partial<PerpetualSettings> = {}): PerpetualSettings {
  return {
    id: 1,
    perpetualSwitch: 1,
    displayInClient: 1,
    positionWarningThreshold: '0.8',
    marginInputMode: 1,
    sliderValue: 5,
    buttonValue: [10, 25, 50, 100],
    leverageSwitch: 1,
    leverageMode: 2,
    fixedLeverageMultiple: 10,
    openLeverageMultiples: [1, 5, 10, 20, 50],
    openLeverageDefault: 10,
    minimumMaintenanceMarginRate: '0.005',
    marginRationWarningThreshold: '0.6',
    feeMode: 1,
    openOrderFee: '0.0005',
    closeProfitFee: '0.001',
    tpSlRangeLimitSwitch: 1,
    slRangeLimit: '0.5',
    tpRangeLimit: '1.5',
    updateDate: '2026-11-20T08:30:00.000Z',
    updatedBy: 'mchen',
    ...overrides,
  };
}
