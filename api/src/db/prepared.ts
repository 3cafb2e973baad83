import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The name a text is prepared under: the same on every connection, one per distinct text. List filters make
 * a text per combination used, so the names are capped: texts beyond the cap run unprepared rather than
 * grow every connection's statements without end.
 */
export function statementNames(cap = 2000) {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    let name = names.get(sql);
    if (!name && names.size < cap) {
      name = `q${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** What PGlite's statements run on: the database itself, or the transaction that holds its one connection. */
interface PgliteTarget {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** How PGlite writes a parameter as text, by its type's oid (`PGlite.serializers`). */
type Serializers = Record<number | string, (value: never) => string>;

/** The statements that `prepare` takes (not DDL, `set` or `begin`). */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** Texts counted for their second run: beyond this many distinct ones, new texts run unprepared. */
const COUNTED_TEXTS = 5000;

/**
 * Prepared statements on PGlite. PGlite sends every query as an unnamed statement, planned anew each time, and in
 * WebAssembly planning is most of a short statement's cost: the perpetual engine's tick check (fourteen index
 * probes) took 5 ms to plan and run where its prepared form took 0.8 ms, and a server with no one signed in spent
 * a third less CPU on its engines' statements once they were prepared.
 *
 * So a text PGlite is sent a second time (or the first, when the caller asks `prepare`) is prepared once, with the
 * types PostgreSQL infers for its parameters, and then run as `execute name('…', …)`: PGlite's protocol path has no
 * named statements, and `execute` takes no bound parameters, so each parameter is written as a literal of the text
 * PGlite itself would have bound (its serialiser for that type), which the parameter's type then reads as a bound
 * text value is read. Texts sent once (ad hoc filters, DDL) run as before.
 *
 * Prepared statements outlive a rolled-back transaction. A text another caller is still preparing runs unprepared
 * rather than wait: that caller may be waiting for the transaction this one holds.
 */
export function pglitePreparedStatements(serializers: Serializers) {
  const nameOf = statementNames();
  const seen = new Set<string>();
  const preparing = new Set<string>();
  /** Each prepared text: its quoted name and its parameters' type oids. */
  const prepared = new Map<string, { quoted: string; types: number[] }>();
  const wanted = (sql: string, prepare: boolean) => {
    if (prepare || seen.has(sql)) return PREPARABLE.test(sql);
    if (seen.size < COUNTED_TEXTS) seen.add(sql);
    return false;
  };
  async function prepareText(target: PgliteTarget, sql: string, name: string) {
    const quoted = pg.escapeIdentifier(name);
    preparing.add(sql);
    try {
      await target.exec(`prepare ${quoted} as ${sql}`);
      const { rows } = await target.query<{ types: number[] }>(
        'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
        [name],
      );
      const statement = { quoted, types: rows[0].types };
      prepared.set(sql, statement);
      return statement;
    } finally {
      preparing.delete(sql);
    }
  }
  return async function query<T>(target: PgliteTarget, sql: string, params: unknown[] = [], prepare = false) {
    let statement = prepared.get(sql);
    if (!statement) {
      const name = !preparing.has(sql) && wanted(sql, prepare) ? nameOf(sql) : undefined;
      if (!name) return target.query<T>(sql, params);
      statement = await prepareText(target, sql, name);
    }
    const { quoted, types } = statement;
    const literals = params.map((value, i) => {
      if (value === null || value === undefined) return 'null';
      const serialize = serializers[types[i]] as ((value: unknown) => string) | undefined;
      return pg.escapeLiteral(serialize ? serialize(value) : String(value));
    });
    return target.query<T>(`execute ${quoted}${literals.length ? `(${literals.join(', ')})` : ''}`);
  };
}
