import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { conflict, fieldError } from '../../http/errors';
import { CHAIN_COLUMNS, chainBelow, lockAgentTree } from './agent-chain';

/**
 * Creating one end user, by the rules of `account/create`: a unique e-mail (case-insensitive) and a
 * unique mobile number per country code, an existing upline whose agent chain the new user inherits,
 * a fresh invitation code, and a wallet of each type in every displayed coin that supports deposits.
 * Used by `account/create` and by the batch upload, inside the caller's transaction.
 */
export interface NewUser {
  email?: string;
  mobile?: string;
  countryCode?: string;
  passwordHash: string;
  accountType: number;
  upLineId?: number;
  remark?: string;
  isDemo?: boolean;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

async function newInvitationCode(tx: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const { rows } = await tx.query('select 1 from users where invitation_code = $1', [code]);
    if (!rows.length) return code;
  }
  throw conflict('Could not find a free invitation code: please try again');
}

/**
 * Inserts the user and its wallets inside `tx`; answers the new id. Throws 409 / 400 naming what is wrong
 * (`uplineField` is the name the caller's input gives the upline).
 */
export async function insertUser(tx: Queryable, user: NewUser, now: Date, { uplineField = 'upLineId' } = {}): Promise<number> {
  if (user.email) {
    const { rows } = await tx.query('select 1 from users where lower(email) = lower($1)', [user.email]);
    if (rows.length) throw conflict(`The e-mail ${user.email} is already used by another user`);
  }
  if (user.mobile) {
    const { rows } = await tx.query('select 1 from users where country_code = $1 and mobile_number = $2', [user.countryCode, user.mobile]);
    if (rows.length) throw conflict(`The mobile number +${user.countryCode} ${user.mobile} is already used by another user`);
  }
  let chain = await chainBelow(tx, null);
  if (user.upLineId !== undefined) {
    await lockAgentTree(tx);
    const { rows } = await tx.query('select 1 from users where id = $1', [user.upLineId]);
    if (!rows.length) throw fieldError(uplineField, `user ${user.upLineId} does not exist`);
    chain = await chainBelow(tx, user.upLineId);
  }
  const code = await newInvitationCode(tx);
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into users (email, mobile_number, country_code, password_hash, account_type, is_demo, parent_user_id,
       ${CHAIN_COLUMNS.join(', ')}, invitation_code, remark, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id`,
    [
      user.email ?? null,
      user.mobile ?? null,
      user.countryCode ?? null,
      user.passwordHash,
      user.accountType,
      user.isDemo ? 1 : 0,
      user.upLineId ?? null,
      ...chain,
      code,
      user.remark ?? null,
      now,
    ],
  );
  const id = Number(rows[0].id);
  await tx.query(
    `insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date)
     select $1, c.id, t.wallet_type, $2, $2
     from coins c cross join (values (1), (2)) t (wallet_type)
     where c.display = 1 and c.support_deposit_withdrawal = 1`,
    [id, now],
  );
  return id;
}
