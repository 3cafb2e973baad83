import type { z } from 'zod';
import type {
  MaskedSecret,
  ThirdPartyWalletSetting,
  thirdPartyWalletSettingUpdate,
  WalletSecretName,
} from '@console/contracts/schemas/third-party-wallet';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { ApiError } from '../../../http/errors';
import { maskSecret, openSecret, SecretKeyMissing, sealSecret, secretKey } from '../../../secrets/secret-box';

/**
 * The write-only secrets: request field, column, and the name the encryption binds each ciphertext to.
 * A column is null while its secret was never saved, and '' once an admin cleared it: both mean "not
 * set", but a cleared webhook secret stays cleared (the development server makes one only where none was
 * ever saved, see payout/webhook-secret.ts).
 */
const SECRETS: readonly { field: WalletSecretName; column: SecretColumn; aad: string }[] = [
  { field: 'apiKey', column: 'api_key_encrypted', aad: 'third_party_wallet_settings.api_key' },
  { field: 'apiSecret', column: 'api_secret_encrypted', aad: 'third_party_wallet_settings.api_secret' },
  { field: 'webhookSecret', column: 'webhook_secret_encrypted', aad: 'third_party_wallet_settings.webhook_secret' },
];
type SecretColumn = 'api_key_encrypted' | 'api_secret_encrypted' | 'webhook_secret_encrypted';
const CLEARED = '';

interface SettingRow {
  id: number;
  deposit_base_url: string | null;
  withdraw_base_url: string | null;
  merchant_id: string | null;
  api_key_encrypted: string | null;
  api_secret_encrypted: string | null;
  webhook_secret_encrypted: string | null;
  is_auto_replaced_after_deposit: number;
  is_deposit_allowed_after_replaced: number;
  update_date: Date;
  updated_by: string | null;
}

/** The key that seals the secrets; a missing one is a 503 saying so, not a 500. */
export function secretKeyOr503(production: boolean): Buffer {
  try {
    return secretKey(production);
  } catch (error) {
    if (error instanceof SecretKeyMissing) throw new ApiError(503, error.message);
    throw error;
  }
}

function masked(stored: string | null, aad: string, production: boolean): MaskedSecret {
  if (!stored) return { configured: false, masked: null };
  // Unreadable (the key changed): still configured, shown without its last characters.
  return { configured: true, masked: maskSecret(openSecret(stored, aad, secretKeyOr503(production))) };
}

function toSetting(r: SettingRow, production: boolean): ThirdPartyWalletSetting {
  const [apiKey, apiSecret, webhookSecret] = SECRETS.map((s) => masked(r[s.column], s.aad, production));
  return {
    id: r.id,
    depositBaseUrl: r.deposit_base_url,
    withdrawBaseUrl: r.withdraw_base_url,
    merchantId: r.merchant_id,
    apiKey,
    apiSecret,
    webhookSecret,
    isAutoReplacedAfterDeposit: r.is_auto_replaced_after_deposit,
    isDepositAllowedAfterReplaced: r.is_deposit_allowed_after_replaced,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  };
}

async function settingRow(db: Queryable, lock = false): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(`select * from third_party_wallet_settings where id = 1${lock ? ' for update' : ''}`);
  if (rows[0]) return rows[0];
  await db.query('insert into third_party_wallet_settings (id) values (1) on conflict (id) do nothing');
  return settingRow(db, lock);
}

/** The settings as answered: secrets masked, never decrypted into the answer. */
export async function readWalletSetting(db: Queryable, production: boolean): Promise<ThirdPartyWalletSetting> {
  return toSetting(await settingRow(db), production);
}

/** Which secrets are set (saved and not cleared); whether they still decrypt is not checked. */
export async function savedWalletSecrets(db: Queryable): Promise<Record<WalletSecretName, boolean>> {
  const row = await settingRow(db);
  return Object.fromEntries(SECRETS.map((s) => [s.field, Boolean(row[s.column])])) as Record<WalletSecretName, boolean>;
}

/**
 * Saves the settings. A secret sent empty or not at all keeps the stored one; a new one is encrypted
 * before it reaches the database; one named in `clear` is removed.
 */
export async function saveWalletSetting(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  production: boolean,
  input: z.output<typeof thirdPartyWalletSettingUpdate>,
  operator: string,
  now: Date,
): Promise<ThirdPartyWalletSetting> {
  const given = SECRETS.filter((s) => input[s.field] !== undefined);
  const key = given.length ? secretKeyOr503(production) : undefined;
  return db.transaction(async (tx) => {
    await settingRow(tx, true);
    const sets = [
      'deposit_base_url = $1',
      'withdraw_base_url = $2',
      'merchant_id = $3',
      'is_auto_replaced_after_deposit = $4',
      'is_deposit_allowed_after_replaced = $5',
      'update_date = $6',
      'updated_by = $7',
    ];
    const params: unknown[] = [
      input.depositBaseUrl || null,
      input.withdrawBaseUrl || null,
      input.merchantId || null,
      input.isAutoReplacedAfterDeposit,
      input.isDepositAllowedAfterReplaced,
      now,
      operator,
    ];
    for (const secret of given) {
      params.push(sealSecret(input[secret.field] as string, secret.aad, key as Buffer));
      sets.push(`${secret.column} = $${params.length}`);
    }
    for (const secret of SECRETS.filter((s) => input.clear.includes(s.field))) {
      params.push(CLEARED);
      sets.push(`${secret.column} = $${params.length}`);
    }
    const { rows } = await tx.query<SettingRow>(
      `update third_party_wallet_settings set ${sets.join(', ')} where id = 1 returning *`,
      params,
    );
    return toSetting(rows[0], production);
  });
}
