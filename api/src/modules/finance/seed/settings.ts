import type { Queryable } from '../../../db/database';
import { insertRows } from '../../../seed/insert';
import { Prng } from '../../../seed/prng';

/** Its own generator, so these settings leave every other step's data as it was. */
const SETTINGS_SEED = 20_260_310;

/** Two or three blockchains per coin; the first ones are those the demo withdrawals use. */
const CHAINS: Record<string, string[]> = {
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  BTC: ['Bitcoin', 'BEP20'],
  ETH: ['ERC20', 'Arbitrum'],
  BNB: ['BEP20', 'opBNB'],
  SOL: ['Solana', 'BEP20'],
  XRP: ['XRP Ledger', 'BEP20'],
  TRX: ['TRC20', 'BEP20'],
  DOGE: ['Dogecoin', 'BEP20'],
};
/** Minimum and maximum deposit per coin. */
const DEPOSIT_LIMITS: Record<string, [string, string | null]> = {
  USDT: ['10', '1000000'],
  BTC: ['0.0005', '50'],
  ETH: ['0.005', '500'],
  BNB: ['0.05', '2000'],
  SOL: ['0.1', '10000'],
  XRP: ['10', null],
  TRX: ['50', null],
};

const address = (prng: Prng, chain: string) =>
  chain === 'Bitcoin'
    ? `bc1q${prng.hex(38)}`
    : chain === 'Solana'
      ? prng.hex(44)
      : chain === 'TRC20'
        ? `T${prng.hex(33)}`
        : `0x${prng.hex(40)}`;

/**
 * Deposit settings with their channels for every coin, a withdrawal setting (where the finance seed
 * made none) with its blockchains for every coin, and the anomaly alert settings, all switched on.
 */
export async function seedFinanceSettings(tx: Queryable, { now }: { now: Date }): Promise<void> {
  const prng = new Prng(SETTINGS_SEED);
  const { rows: coins } = await tx.query<{ id: number; code: string }>('select id, code from coins order by sort, id');
  const chainsOf = (code: string) => CHAINS[code] ?? ['ERC20', 'BEP20'];
  const { rows: deposits } = await tx.query<{ id: number; coin_id: number }>(
    `insert into deposit_settings (coin_id, min_deposit_amount, max_deposit_amount, client_order, create_date, update_date, updated_by)
     select c.id, l.min, l.max, c.sort, $2, $2, 'admin'
     from coins c join jsonb_to_recordset($1::jsonb) as l(code text, min numeric, max numeric) on l.code = c.code
     order by c.sort returning id, coin_id`,
    [
      JSON.stringify(
        coins.map((c) => ({ code: c.code, min: DEPOSIT_LIMITS[c.code]?.[0] ?? '1', max: DEPOSIT_LIMITS[c.code]?.[1] ?? null })),
      ),
      now,
    ],
  );
  const codeOf = new Map(coins.map((c) => [c.id, c.code]));
  await insertRows(
    tx,
    'deposit_channels',
    ['deposit_setting_id', 'block_chain', 'deposit_mode', 'activation', 'address1', 'address2', 'create_date', 'update_date'],
    deposits.flatMap((d) =>
      chainsOf(codeOf.get(d.coin_id)!).map((chain, i) => {
        const mode = i === 0 ? 2 : 1;
        return [
          d.id,
          chain,
          mode,
          i < 2 ? 1 : 0,
          mode === 1 ? address(prng, chain) : null,
          mode === 1 && prng.chance(0.5) ? address(prng, chain) : null,
          now,
          now,
        ];
      }),
    ),
  );

  await tx.query(
    `insert into withdrawal_settings (coin_id, withdrawal_fee_amount, withdrawal_fee_percentage, min_withdrawal_amount, client_order, updated_by)
     select c.id, 1, 0.1, 10, c.sort, 'admin' from coins c where not exists (select 1 from withdrawal_settings s where s.coin_id = c.id)`,
  );
  const { rows: withdrawals } = await tx.query<{ id: number; coin_id: number }>('select id, coin_id from withdrawal_settings order by id');
  await insertRows(
    tx,
    'withdrawal_chains',
    ['withdrawal_setting_id', 'block_chain', 'activation', 'create_date', 'update_date'],
    withdrawals.flatMap((w) => chainsOf(codeOf.get(w.coin_id)!).map((chain) => [w.id, chain, 1, now, now])),
  );

  const { rows: agents } = await tx.query<{ id: number | string }>(
    'select id from users where account_type = 2 and is_demo = 0 order by id limit 20',
  );
  const suspicious = agents.length ? [...new Set([prng.pick(agents).id, prng.pick(agents).id].map(Number))] : [];
  await tx.query(
    `update withdrawal_anomaly_settings set amount_threshold_enabled = 1, amount_threshold = 5000, balance_below_deposit_enabled = 1,
       daily_count_limit_enabled = 1, daily_count_limit = 2, weekly_count_limit_enabled = 1, weekly_count_limit = 4,
       first_time_withdrawal_enabled = 1, suspicious_agent_enabled = 1, suspicious_agent_ids = $1::bigint[],
       address_or_info_change_enabled = 1, login_ip_check_enabled = 1, withdraw_ip_check_enabled = 1, update_date = $2, updated_by = 'admin'
     where id = 1`,
    [suspicious, now],
  );
}
