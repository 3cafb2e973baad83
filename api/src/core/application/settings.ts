import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicationLogo } from '@console/contracts/schemas/session';
import type { Queryable } from '../../db/database';
import { REPO_ROOT } from '../../paths';

export const DEFAULT_SYSTEM_NAME = 'Back-office Console';

let version: string | undefined;
/** The product version: the root package.json's. */
export function applicationVersion(): string {
  version ??= String(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version);
  return version;
}

export async function readSettings(db: Queryable, keys: string[]): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ key: string; value: string | null }>(
    'select key, value from system_settings where key = any($1::text[])',
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Logos not set are null: the console then uses its built-in ones. */
export async function applicationLogo(db: Queryable): Promise<ApplicationLogo> {
  const s = await readSettings(db, ['backstageLogoSquare', 'backstageLogoHorizontal', 'backstageLogoIco', 'systemName']);
  return {
    backstageLogoSquare: s.get('backstageLogoSquare') ?? null,
    backstageLogoHorizontal: s.get('backstageLogoHorizontal') ?? null,
    backstageLogoIco: s.get('backstageLogoIco') ?? null,
    systemName: s.get('systemName') || DEFAULT_SYSTEM_NAME,
  };
}

export async function systemName(db: Queryable): Promise<string> {
  return (await readSettings(db, ['systemName'])).get('systemName') || DEFAULT_SYSTEM_NAME;
}

export async function currencyList(db: Queryable): Promise<{ id: number; code: string; decimals: number }[]> {
  const { rows } = await db.query<{ id: number; code: string; decimals: number }>(
    'select id, code, decimals from coins where display = 1 order by sort, id',
  );
  return rows;
}
