/** Markets of a coin pair (`transfer_type`, options `coinPairTransferType`). */
export const COIN_PAIR_MARKET = { crypto: 1, traditional: 2 } as const;

/** What decides whether a coin pair's market is open. */
export interface MarketHours {
  transferType: number;
  isMarketClose: number;
  /** `HH:mm:ss`, UTC. */
  closeStartTime: string | null;
  closeEndTime: string | null;
}

const secondsOf = (time: string) => {
  const [h, m, s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/**
 * Whether the pair's market is open at `at`: a traditional market is closed on Saturdays and Sundays (UTC);
 * a pair with a daily close window is closed from its start (included) to its end (excluded), the window
 * wrapping past midnight when it ends before it starts (22:00 to 02:00).
 */
export function marketOpenAt(pair: MarketHours, at: Date): boolean {
  const day = at.getUTCDay();
  if (pair.transferType === COIN_PAIR_MARKET.traditional && (day === 0 || day === 6)) return false;
  if (pair.isMarketClose !== 1 || !pair.closeStartTime || !pair.closeEndTime) return true;
  const now = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
  const start = secondsOf(pair.closeStartTime);
  const end = secondsOf(pair.closeEndTime);
  const closed = start < end ? now >= start && now < end : now >= start || now < end;
  return !closed;
}
