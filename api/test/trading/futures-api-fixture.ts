import assert from 'node:assert/strict';
import { Decimal } from '../../src/money';
import { placeFuturesOrder } from '../../src/modules/trading/rounds/place-order';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';
import { alignedAfter, createCoinPair, SECOND, ScriptedFeed, tickAndRun, tradersWithFunds } from './futures-fixture';

/**
 * What the futures order and round API tests share: a futures pair and a 60 s gameplay made through the API
 * (accept delay 10 s, settle delay 5 s, stakes 1 to 500, yield ratio 0.85), a scripted feed, the engine
 * stepped second by second with the API's clock, three funded demo traders, and a first round holding three
 * orders (long 100, short 50, long 20) placed with the function a client platform calls.
 */
export class FuturesWorld {
  readonly feed = new ScriptedFeed();
  admin = '';
  coinPair = 0;
  pairId = 0;
  gameplayId = 0;
  users: number[] = [];
  clock = 0;
  round1Start = 0;
  round1 = 0;
  orders1: { id: number }[] = [];

  constructor(readonly api: TestApi) {}

  static async start(): Promise<FuturesWorld> {
    const world = new FuturesWorld(await startTestApi());
    await world.setUp();
    return world;
  }

  private async setUp(): Promise<void> {
    this.admin = await this.api.signIn(DEMO.admin);
    this.coinPair = await createCoinPair(this.api.db, 'BTC');
    this.feed.set(this.coinPair, '67000.5');
    const pair = await this.post('futures/tradingPair/add', { coinPairId: this.coinPair, code: 'BTC-ORDERS', name: 'Bitcoin' });
    assert.equal(pair.status, 200, pair.body.msg);
    this.pairId = pair.body.data.id;
    const gameplay = await this.post('futures/gamePlay/add', {
      tradingPairId: this.pairId,
      name: '60 s',
      timeInterval: 60,
      yieldRatio: '0.85',
      quantityMin: '1',
      quantityMax: '500',
      acceptDelayTime: 10,
      settleDelayTime: 5,
    });
    assert.equal(gameplay.status, 200, gameplay.body.msg);
    this.gameplayId = gameplay.body.data.id;
    this.clock = alignedAfter(this.api.clock.now()) - 3 * SECOND;
    this.users = await tradersWithFunds(this.api.db, 3, '1000', new Date(this.clock));
    this.round1Start = this.nextStart();
    await this.runUntil(this.round1Start + 2 * SECOND);
    this.round1 = await this.roundOf(this.round1Start);
    this.orders1 = [
      await this.place(this.users[0], 'long', '100'),
      await this.place(this.users[1], 'short', '50'),
      await this.place(this.users[2], 'long', '20'),
    ];
  }

  post = (path: string, body: unknown, token = this.admin) => this.api.call('POST', path, { token, body });
  get = (path: string, token = this.admin) => this.api.call('GET', path, { token });
  /** Successful calls of a path in the backstage log. */
  logged = (path: string) => this.api.count('backstage_log', 'api_url = $1 and result = 1', [`/api/${path}`]);

  /** Steps the clock (the API's too) to `to`, second by second, recording ticks and running the engine. */
  async runUntil(to: number): Promise<void> {
    while (this.clock < to) {
      this.clock += SECOND;
      this.api.clock.ms = this.clock;
      await tickAndRun(this.api.db, this.feed, this.clock);
    }
  }

  place = (userId: number, direction: 'long' | 'short', amount: string) =>
    this.api.db.transaction((tx) =>
      placeFuturesOrder(tx, { userId, gameplayId: this.gameplayId, direction, amount, ip: '10.0.0.7', now: new Date(this.clock) }),
    );

  /** The start of the gameplay's next round. */
  nextStart = () => (Math.floor(this.clock / (60 * SECOND)) + 1) * 60 * SECOND;

  async roundOf(start: number): Promise<number> {
    const { rows } = await this.api.db.query<{ id: string }>('select id from futures_rounds where gameplay_id = $1 and start_date = $2', [
      this.gameplayId,
      new Date(start),
    ]);
    assert.ok(rows[0], 'the round exists');
    return Number(rows[0].id);
  }

  /** Lets the first round close at `price` and settle. */
  async settleRound1(price: string): Promise<void> {
    this.feed.set(this.coinPair, price);
    await this.runUntil(this.round1Start + 66 * SECOND);
  }
}

export const dec = (value: string) => new Decimal(value).toFixed();
export type { Json };
