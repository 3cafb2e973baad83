import Decimal from 'decimal.js';

/*
 * The reference-price guard's rules, apart from the database: the live evaluation (evaluate.ts) and the
 * preview of a new band over the last 24 hours (`replayGuard`) run the same steps on recorded ticks.
 */

export const REFERENCE_MODE = { movingAverage: 1, staffPrice: 2 } as const;
export type GuardStateName = 'armed' | 'tripped' | 'cooling' | 'halted';

export interface GuardSettings {
  referenceMode: number;
  /** Decimal string; the reference in staff-price mode. */
  referencePrice: string | null;
  averageWindowSeconds: number;
  /** Decimal string, percent. */
  bandPercent: string;
  stalenessSeconds: number;
  breachesToTrip: number;
  cooldownSeconds: number;
}

export interface GuardState {
  state: GuardStateName;
  consecutiveBreaches: number;
  coolingUntil: Date | null;
  lastGoodTickId: number | null;
}

export interface GuardTick {
  id: number;
  price: string;
  at: Date;
}

export type GuardEvent =
  | {
      type: 'trip';
      cause: 'band' | 'stale';
      at: Date;
      reference: string | null;
      lastGoodTickId: number | null;
      breachingTickId: number | null;
    }
  | { type: 'rearm'; at: Date; reference: string | null };

/** The mean price of the ticks of the last `windowSeconds` before a moment (the moment's own tick excluded). */
export class MovingAverage {
  private readonly ticks: GuardTick[] = [];
  private start = 0;
  private sum = new Decimal(0);
  constructor(private readonly windowMs: number) {}

  /** The average of the ticks in (at - window, at) that were pushed, or null when there are none. */
  at(at: Date): Decimal | null {
    while (this.start < this.ticks.length && this.ticks[this.start].at.getTime() <= at.getTime() - this.windowMs) {
      this.sum = this.sum.minus(this.ticks[this.start].price);
      this.start += 1;
    }
    // A window kept across runs (evaluate.ts) drops the ticks it has passed now and then, so it stays the window's size.
    if (this.start > 1024 && this.start * 2 > this.ticks.length) {
      this.ticks.splice(0, this.start);
      this.start = 0;
    }
    const count = this.ticks.length - this.start;
    return count ? this.sum.div(count) : null;
  }

  push(tick: GuardTick): void {
    this.ticks.push(tick);
    this.sum = this.sum.plus(tick.price);
  }
}

/** The reference a tick is judged against: the staff's price, or the moving average before the tick. */
export function referenceFor(settings: GuardSettings, average: MovingAverage, at: Date): Decimal | null {
  if (settings.referenceMode === REFERENCE_MODE.staffPrice) return settings.referencePrice ? new Decimal(settings.referencePrice) : null;
  return average.at(at);
}

/** Whether a price lies beyond the band (percent) around the reference. */
export function beyondBand(price: string, reference: Decimal, bandPercent: string): boolean {
  return new Decimal(price).minus(reference).abs().gt(reference.times(bandPercent).div(100));
}

/** The guard halts its pair in every state but armed. */
export const halts = (state: GuardStateName) => state !== 'armed';

/**
 * Judges one tick (the ticks of a pair in order): a breach while armed counts, and the `breachesToTrip`-th in
 * a row trips; a tick inside the band while tripped starts the cooldown; a breach while cooling trips again
 * (the same trip); cooling ends, re-armed, at the first good tick past the cooldown. Halted by hand, nothing
 * changes. Mutates `state`, answers what happened.
 */
export function judgeTick(settings: GuardSettings, state: GuardState, tick: GuardTick, reference: Decimal | null): GuardEvent | null {
  if (state.state === 'halted') return null;
  // Without a reference yet (no ticks in the average's window) nothing can be judged: the tick counts as good.
  const breach = reference !== null && beyondBand(tick.price, reference, settings.bandPercent);
  const ref = reference ? reference.toFixed() : null;
  if (state.state === 'armed') {
    if (!breach) {
      state.consecutiveBreaches = 0;
      state.lastGoodTickId = tick.id;
      return null;
    }
    state.consecutiveBreaches += 1;
    if (state.consecutiveBreaches < settings.breachesToTrip) return null;
    state.state = 'tripped';
    state.consecutiveBreaches = 0;
    return { type: 'trip', cause: 'band', at: tick.at, reference: ref, lastGoodTickId: state.lastGoodTickId, breachingTickId: tick.id };
  }
  if (breach) {
    state.state = 'tripped';
    state.coolingUntil = null;
    return null;
  }
  state.lastGoodTickId = tick.id;
  if (state.state === 'tripped') {
    state.state = 'cooling';
    state.coolingUntil = new Date(tick.at.getTime() + settings.cooldownSeconds * 1000);
  }
  if (state.state === 'cooling' && state.coolingUntil && tick.at.getTime() >= state.coolingUntil.getTime()) {
    state.state = 'armed';
    state.coolingUntil = null;
    return { type: 'rearm', at: tick.at, reference: ref };
  }
  return null;
}

/**
 * A silence of the feed: when the newest tick (`lastTickAt`, null when none) is older than the staleness limit
 * at `now`, an armed guard trips and a cooling one goes back to tripped (there is no price to trade at).
 */
export function judgeSilence(settings: GuardSettings, state: GuardState, lastTickAt: Date | null, now: Date): GuardEvent | null {
  const limit = settings.stalenessSeconds * 1000;
  if (lastTickAt && now.getTime() - lastTickAt.getTime() <= limit) return null;
  if (state.state === 'cooling') {
    state.state = 'tripped';
    state.coolingUntil = null;
    return null;
  }
  if (state.state !== 'armed') return null;
  state.state = 'tripped';
  state.consecutiveBreaches = 0;
  const at = lastTickAt ? new Date(lastTickAt.getTime() + limit) : now;
  return { type: 'trip', cause: 'stale', at, reference: null, lastGoodTickId: state.lastGoodTickId, breachingTickId: null };
}

/**
 * How the guard would have behaved on these ticks (oldest first) with these settings, from armed: the trips and
 * re-arms, in order. The preview of a new band runs it over the last 24 hours of a pair's ticks.
 */
export function replayGuard(settings: GuardSettings, ticks: GuardTick[], until: Date): GuardEvent[] {
  const state: GuardState = { state: 'armed', consecutiveBreaches: 0, coolingUntil: null, lastGoodTickId: null };
  const average = new MovingAverage(settings.averageWindowSeconds * 1000);
  const events: GuardEvent[] = [];
  let previous: Date | null = null;
  for (const tick of ticks) {
    if (previous) {
      const silence = judgeSilence(settings, state, previous, tick.at);
      if (silence) events.push(silence);
    }
    const event = judgeTick(settings, state, tick, referenceFor(settings, average, tick.at));
    if (event) events.push(event);
    average.push(tick);
    previous = tick.at;
  }
  if (previous) {
    const silence = judgeSilence(settings, state, previous, until);
    if (silence) events.push(silence);
  }
  return events;
}
