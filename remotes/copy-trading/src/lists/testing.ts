import type { FollowingOrder, FollowListEntry, LeadingOrder } from '@console/contracts/schemas/copy-trading';
import { signInWith } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';

/** The coins a test admin's sign-in lists (USDT amounts are shown with its 2 decimals). */
const TEST_COINS = [{ id: 1, code: 'USDT', decimals: 2 }];

/** Signs a test admin in with exactly these permissions, the sign-in listing USDT. */
export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, TEST_COINS);
}

/** The row of the table `table` holding `text`. */
export async function rowWith(table: string, text: string): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name: table });
  return (await within(found).findByText(text)).closest('tr') as HTMLElement;
}

/** A leader's open long of 100 USDT on BTCUSDT 1 min, copied by 3 of 5 followers (one short of funds, one blocked). */
export function testLeadingOrder(overrides: Partial<LeadingOrder> = {}): LeadingOrder {
  return {
    id: 9001,
    shareId: 'S-9001',
    followCode: 'F9001',
    orderType: 'staff',
    placedByStaff: 'mchen',
    accountId: 3001,
    email: 'leader@example.com',
    userRemark: 'Top leader',
    tradingPairId: 1,
    tradingPairCode: 'BTCUSDT',
    gameplayId: 11,
    gameplayName: '1 min',
    yieldRatio: '0.85',
    runnerId: 7001,
    runnerStartDate: '2026-11-28T08:00:00.000Z',
    runnerEndDate: '2026-11-28T08:01:00.000Z',
    direction: 'long',
    status: 'open',
    result: null,
    coin: 'USDT',
    amount: '100',
    filledAmount: '100',
    orderPrice: '67000.5',
    settlePrice: null,
    balance: '900',
    orderDate: '2026-11-28T08:00:05.000Z',
    permissionsType: 'everyone',
    leaderFeeRatio: '0.1',
    leaderFee: '0',
    followersCount: 3,
    followedAmount: '250',
    inviteCount: 2,
    blockCount: 1,
    fanOut: {
      targeted: 5,
      copied: 3,
      skipped: 2,
      skippedBy: { balance: 1, blocked: 1, not_invited: 0, limit: 0, account: 0 },
      copyMs: 2400,
    },
    ...overrides,
  };
}

export function testFollowingOrder(overrides: Partial<FollowingOrder> = {}): FollowingOrder {
  return {
    id: 9101,
    accountId: 4001,
    email: 'follower@example.com',
    leaderOrderId: 9001,
    leaderAccountId: 3001,
    shareId: 'S-9001',
    followCode: 'F9001',
    tradingPairId: 1,
    tradingPairCode: 'BTCUSDT',
    gameplayId: 11,
    gameplayName: '1 min',
    runnerId: 7001,
    direction: 'long',
    status: 'settled',
    result: 'win',
    coin: 'USDT',
    amount: '50',
    filledAmount: '50',
    orderPrice: '67000.5',
    settlePrice: '67010',
    yieldRatio: '0.85',
    payout: '88.25',
    tax: '0',
    leaderFee: '4.25',
    orderDate: '2026-11-28T08:00:06.000Z',
    settleDate: '2026-11-28T08:01:05.000Z',
    ...overrides,
  };
}

export function testListEntry(overrides: Partial<FollowListEntry> = {}): FollowListEntry {
  return {
    id: 1,
    detailId: 9001,
    permissionsType: 'invited',
    type: 'invite',
    accountId: 4001,
    email: 'follower@example.com',
    createdBy: 'mchen',
    createDate: '2026-11-28T07:00:00.000Z',
    ...overrides,
  };
}
