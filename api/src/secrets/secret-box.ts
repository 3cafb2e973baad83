import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../paths';

/**
 * Encryption of stored secrets (third-party wallet keys, webhook and mail secrets): AES-256-GCM with a
 * fresh nonce each time and the field's name as additional data, so a ciphertext copied into another
 * column does not decrypt. Stored as `v1:` + base64(nonce | tag | ciphertext).
 *
 * The key comes from env `CONSOLE_SECRET_KEY` (32 bytes as 64 hex digits or base64, or a passphrase of
 * at least 16 characters that is stretched with scrypt). Production refuses to work without it. In
 * development a random key is made once and kept in `secret.key` beside the embedded database's folder
 * (or at env `CONSOLE_SECRET_KEY_FILE`), so secrets saved there survive restarts.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export class SecretKeyMissing extends Error {
  constructor() {
    super('CONSOLE_SECRET_KEY is not set: secrets cannot be stored or read in production without it');
    this.name = 'SecretKeyMissing';
  }
}

function keyFromText(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) return Buffer.from(value, 'base64');
  if (value.length < 16) throw new Error('CONSOLE_SECRET_KEY must be 32 bytes (hex or base64) or a passphrase of at least 16 characters');
  return scryptSync(value, 'console-secret-key/v1', KEY_BYTES);
}

/** Where the development key is kept. */
export function developmentKeyFile(): string {
  if (process.env.CONSOLE_SECRET_KEY_FILE) return process.env.CONSOLE_SECRET_KEY_FILE;
  const dataDir = process.env.DATA_DIR || process.env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR;
  return join(dirname(dataDir), 'secret.key');
}

function developmentKey(file: string): Buffer {
  try {
    return keyFromText(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start together, the first one's key is the one both use.
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyFromText(readFileSync(file, 'utf8'));
}

const cache = new Map<string, Buffer>();

/** The key in use: from the environment, else (outside production) the development key file. */
export function secretKey(production: boolean): Buffer {
  const fromEnv = process.env.CONSOLE_SECRET_KEY;
  const source = fromEnv ? `env:${fromEnv}` : production ? null : `file:${developmentKeyFile()}`;
  if (!source) throw new SecretKeyMissing();
  let key = cache.get(source);
  if (!key) {
    key = fromEnv ? keyFromText(fromEnv) : developmentKey(developmentKeyFile());
    cache.set(source, key);
  }
  return key;
}

/** Encrypts `plain` for the column `field`. */
export function sealSecret(plain: string, field: string, key: Buffer): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** The secret `sealSecret` stored, or null when it cannot be read (another key, another column, damaged). */
export function openSecret(stored: string, field: string, key: Buffer): string | null {
  const [version, body] = stored.split(':', 2);
  if (version !== VERSION || !body) return null;
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** How a stored secret is shown: `••••` and its last 4 characters when it is long enough that they give little away. */
export function maskSecret(plain: string | null): string {
  return plain && plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}
