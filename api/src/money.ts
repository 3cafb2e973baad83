import Decimal from 'decimal.js';

/**
 * Money is NUMERIC(36, 18): up to 36 significant digits. decimal.js rounds every result to 20 significant
 * digits unless told otherwise, which silently cut the last places of large balances (14,035.775143210987654322
 * minus 40.123456789012345678 came out as ...987654000). The default constructor is one object per process,
 * so setting it here sets it for every module of the API; the database module imports this, so no code that
 * moves money runs without it.
 */
Decimal.set({ precision: 80, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 80 });

export { Decimal };
