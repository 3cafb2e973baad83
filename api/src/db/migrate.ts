import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './database';

/** Any constant works; it only has to be the same for every instance migrating the same database. */
const MIGRATION_LOCK_KEY = 73_310_001;

export interface Migration {
  version: string;
  sql: string;
}

/** `NNN_name.sql` files of the migrations folder, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded, in one transaction. The advisory lock makes instances that
 * start together wait for each other, so each migration runs exactly once.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      version    text primary key,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ version: string }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    }
    return pending.map((m) => m.version);
  });
}

/**
 * Splits a migration into statements: the extended query protocol (used with parameters and inside
 * transactions by both drivers) runs one statement at a time. Handles comments, quoted text and
 * dollar-quoted bodies.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (rest[0] === "'" || rest[0] === '"') {
      let end = i + 1;
      while (end < sql.length && !(sql[end] === rest[0] && sql[end + 1] !== rest[0])) end += sql[end] === rest[0] ? 2 : 1;
      current += sql.slice(i, end + 1);
      i = end + 1;
    } else if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest[0] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
    } else {
      current += rest[0];
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
