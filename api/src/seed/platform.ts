import type { Queryable } from '../db/database';
import { insertRows } from './insert';
import type { Prng } from './prng';
import { DAY } from './staff';

const WHITELIST = [
  ['127.0.0.0/8', 'Loopback: the console host itself'],
  ['::1', 'IPv6 loopback'],
  ['10.0.0.0/8', 'Private network (RFC 1918): office VPN'],
  ['172.16.0.0/12', 'Private network (RFC 1918): data-centre and container subnets'],
  ['192.168.0.0/16', 'Private network (RFC 1918): office LAN'],
] as const;

export const BAN_REASONS = [
  'Credential stuffing: hundreds of failed sign-ins',
  'Mass registration from one address',
  'Chargeback fraud ring',
  'Bonus abuse with multiple accounts',
  'Automated scraping of market data',
  'Known proxy used for sanctioned-region access',
  'Repeated KYC submissions with forged documents',
  'Brute-force attempts on withdrawal passwords',
];
const COUNTRIES = [
  'Singapore',
  'Hong Kong',
  'Vietnam',
  'Indonesia',
  'Philippines',
  'Nigeria',
  'Brazil',
  'Russia',
  'Netherlands',
  'United States',
  'Ukraine',
  'Thailand',
];
/** Code, name, shown to users, decimals its amounts are written with. */
const COINS = [
  ['USDT', 'Tether', 1, 2],
  ['BTC', 'Bitcoin', 1, 8],
  ['ETH', 'Ethereum', 1, 6],
  ['BNB', 'BNB', 1, 6],
  ['SOL', 'Solana', 1, 4],
  ['XRP', 'XRP', 1, 4],
  ['TRX', 'TRON', 1, 2],
  ['DOGE', 'Dogecoin', 0, 2],
] as const;

function blacklistRows(prng: Prng, count: number, now: Date): unknown[][] {
  const seen = new Set<string>();
  const rows: unknown[][] = [];
  while (rows.length < count) {
    const kind = prng.weighted([
      ['v4', 7],
      ['cidr', 2],
      ['v6', 1],
    ] as const);
    const net = prng.pick(['203.0.113', '198.51.100', '192.0.2']);
    const ip =
      kind === 'v4' && rows.length < 600
        ? `${net}.${prng.int(1, 254)}`
        : kind === 'cidr' && rows.length < 60
          ? `${net}.${prng.pick([0, 64, 128, 192])}/${prng.pick([26, 28])}`
          : `2001:db8:${prng.hex(4)}::${prng.hex(3)}`;
    const type = prng.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const);
    if (seen.has(`${ip} ${type}`)) continue;
    seen.add(`${ip} ${type}`);
    rows.push([
      ip,
      prng.pick(COUNTRIES),
      type,
      prng.chance(0.9) ? prng.pick(BAN_REASONS) : null,
      new Date(now.getTime() - prng.int(0, 300 * 24) * 3_600_000),
    ]);
  }
  return rows;
}

/** The IP whitelist, the blacklist and the coins every area's records are kept in. */
export async function seedPlatformLists(tx: Queryable, { prng, now, scale }: { prng: Prng; now: Date; scale: number }): Promise<void> {
  await insertRows(
    tx,
    'ip_whitelist',
    ['ip', 'remark', 'create_date'],
    WHITELIST.map(([ip, remark], i) => [ip, remark, new Date(now.getTime() - (370 - i) * DAY)]),
  );
  await insertRows(tx, 'ip_blacklist', ['ip', 'country', 'ban_ip_type', 'reason', 'create_date'], blacklistRows(prng, 40 * scale, now));
  await insertRows(
    tx,
    'coins',
    ['code', 'full_name', 'display', 'decimals', 'sort', 'create_date', 'update_date'],
    COINS.map(([code, name, display, decimals], i) => [
      code,
      name,
      display,
      decimals,
      i + 1,
      new Date(now.getTime() - 400 * DAY),
      new Date(now.getTime() - 400 * DAY),
    ]),
  );
}
