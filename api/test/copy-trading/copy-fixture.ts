import type { Db, Queryable } from '../../src/db/database';
import { Decimal } from '../../src/money';
import { findLockedWallet, post } from '../../src/modules/wallets/ledger';
import { followLeader, makeLeader } from '../../src/modules/copy-trading/engine/follow';
import { FuturesWorld } from '../trading/futures-api-fixture';
import { coinId, SECOND, tradersWithFunds } from '../trading/futures-fixture';

/**
 * What the copy-trading API tests share: the futures world of the trading tests (a 60 s gameplay, stakes 1 to 500,
 * yield 0.85, a scripted feed, the engine stepped with the API's clock, round 1 open with three orders) plus a
 * leader (fee ratio 0.1) and `followers` funded demo traders following them with a fixed stake of 10, all made with
 * the client platform's functions (`makeLeader`, `followLeader`).
 */
export class CopyWorld {
  leader = 0;
  followers: number[] = [];

  constructor(readonly w: FuturesWorld) {}

  static async start(followers = 6, balance = '1000'): Promise<CopyWorld> {
    const world = new CopyWorld(await FuturesWorld.start());
    const { w } = world;
    const now = new Date(w.clock);
    // The first three are the futures world's own traders; the leader and followers come after them.
    const users = await tradersWithFunds(w.api.db, 4 + followers, balance, now);
    world.leader = users[3];
    world.followers = users.slice(4);
    await w.api.db.transaction(async (tx) => {
      await makeLeader(tx, world.leader, '0.1', now);
      for (const follower of world.followers) {
        await followLeader(tx, { followerId: follower, leaderId: world.leader, copyMode: 'amount', copyAmount: '10' }, now);
      }
    });
    return world;
  }

  get api() {
    return this.w.api;
  }
  get admin() {
    return this.w.admin;
  }
  post = (path: string, body: unknown, token = this.w.admin) => this.w.post(path, body, token);
  get = (path: string, token = this.w.admin) => this.w.get(path, token);

  /** A leading order of the leader in the round open now (`follow/add`), with extra body fields. */
  add = (extra: Record<string, unknown> = {}, token = this.w.admin) =>
    this.post('follow/add', { accountId: this.leader, gameplayId: this.w.gameplayId, direction: 'long', amount: '100', ...extra }, token);

  /** Moves to the next round and lets it open (2 s in). */
  async nextRound(): Promise<number> {
    const start = this.w.nextStart();
    await this.w.runUntil(start + 2 * SECOND);
    return this.w.roundOf(start);
  }

  /**
   * Lets the round that started at `start` close at `price` and settle. The clock jumps to a few seconds before its
   * end (nothing happens in between that a test looks at: the engine's passes catch up on the lock), then steps second
   * by second through the closing tick and the settle delay.
   */
  async settle(start: number, price: string): Promise<void> {
    this.w.feed.set(this.w.coinPair, price);
    if (this.w.clock < start + 57 * SECOND) this.w.clock = start + 57 * SECOND;
    await this.w.runUntil(start + 66 * SECOND);
  }
}

export async function walletChanges(db: Queryable, reference: string): Promise<{ user_id: string; change_type: string; change: string }[]> {
  const { rows } = await db.query<{ user_id: string; change_type: string; change: string }>(
    `select user_id::text as user_id, change_type, trim_scale(change_balance)::text as change from wallet_change_log where reference = $1 order by id`,
    [reference],
  );
  return rows;
}

/** Every wallet (any type) whose amounts differ from the sums of its change log: none, always. */
export async function unreconciledWallets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)`,
  );
  return rows[0].n;
}

/** Sets a user's USDT futures balance to `target` through the ledger (an adjustment), as staff would. */
export async function setFuturesBalance(db: Db, userId: number, target: string, now: Date): Promise<void> {
  const usdt = await coinId(db, 'USDT');
  await db.transaction(async (tx) => {
    const wallet = await findLockedWallet(tx, { userId, coinId: usdt, walletType: 1 });
    if (!wallet) throw new Error(`user ${userId} has no USDT futures wallet`);
    const delta = new Decimal(target).minus(wallet.balance);
    if (!delta.isZero()) {
      await post(tx, wallet, [{ field: 'balance', delta, changeType: 'adjustment' }], { reference: 'copy-test', operator: 'test', now });
    }
  });
}
