import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type Db, openDatabase } from '../../src/db/database';

/*
 * PGlite prepares a text it is sent a second time (or the first, with `prepare`) and runs it with its parameters
 * written as literals (`src/db/prepared.ts`): what a caller gets back must be what the unnamed statement gave.
 */

let db: Db;
let dir: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-prepared-'));
  // PGlite whichever run this is (an empty URL, where the PostgreSQL run names its server in DATABASE_URL).
  db = await openDatabase({ dataDir: dir, url: '' });
  await db.script(`create table kinds (id int primary key, amount numeric(20, 8), label text, flag boolean,
    at timestamptz, doc jsonb, ids int[])`);
});

after(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How many prepared statements hold `text` (the pattern a parameter, so this query's own text never matches). */
const preparedWith = async (text: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement like $1', [`%${text}%`])).rows[0].n;

test('a text sent again is prepared, and answers as it did unprepared', async () => {
  const sql = 'select $1::int + 1 as next, $2 || $3 as joined';
  const first = await db.query(sql, [41, 'a', 'b']);
  assert.equal(await preparedWith('as next'), 0, 'a text sent once is not prepared');
  const second = await db.query(sql, [41, 'a', 'b']);
  assert.equal(await preparedWith('as next'), 1);
  assert.deepEqual(second.rows, first.rows);
  assert.deepEqual((await db.query(sql, [1, 'x', 'y'])).rows, [{ next: 2, joined: 'xy' }]);
});

test('every kind of parameter is bound as PGlite binds it: decimals, quotes and backslashes, dates, JSON, arrays, null', async () => {
  const insert = `insert into kinds (id, amount, label, flag, at, doc, ids) values ($1, $2, $3, $4, $5, $6, $7)
    returning id, amount::text, label, flag, at, doc, ids`;
  const at = new Date('2026-11-30T23:59:59.123Z');
  const rows = [];
  for (const [id, label] of [
    [1, "it's a \\ backslash"],
    [2, "E'\\x41' -- $1 ; drop table kinds"],
    [3, '中文 · 繁體'],
  ] as const) {
    const { rows: inserted } = await db.query(insert, [id, '12.34567891', label, id % 2 === 1, at, { a: [1, 'two'] }, [id, 7]], {
      prepare: true,
    });
    rows.push(inserted[0]);
  }
  assert.deepEqual(
    rows.map((r) => r.label),
    ["it's a \\ backslash", "E'\\x41' -- $1 ; drop table kinds", '中文 · 繁體'],
  );
  for (const row of rows) {
    assert.equal(row.amount, '12.34567891');
    assert.deepEqual(row.at, at);
    assert.deepEqual(row.doc, { a: [1, 'two'] });
  }
  assert.deepEqual(
    rows.map((r) => [r.flag, r.ids]),
    [
      [true, [1, 7]],
      [false, [2, 7]],
      [true, [3, 7]],
    ],
  );
  const { rows: nulls } = await db.query(
    insert.replace('returning', 'returning label is null as no_label,'),
    [4, null, null, null, null, null, null],
    {
      prepare: true,
    },
  );
  assert.equal(nulls[0].no_label, true);
  assert.equal((await db.query('select count(*)::int as n from kinds')).rows[0].n, 4);
});

test('a prepared statement that fails inside a transaction rolls it back, and the connection goes on', async () => {
  const insert = 'insert into kinds (id, label) values ($1, $2)';
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query(insert, [10, 'kept only if committed'], { prepare: true });
      await tx.query(insert, [10, 'the same id'], { prepare: true });
    }),
    /duplicate key/,
  );
  assert.equal((await db.query('select count(*)::int as n from kinds where id = 10')).rows[0].n, 0);
  await db.query(insert, [11, 'after the rollback'], { prepare: true });
  assert.equal((await db.query('select label from kinds where id = 11')).rows[0].label, 'after the rollback');
});

test('statements that cannot be prepared run as before when sent again', async () => {
  for (let i = 0; i < 2; i++) {
    await db.query('create table if not exists later (id int)');
    await db.query('set local statement_timeout = 0');
  }
  assert.equal((await db.query('select count(*)::int as n from later')).rows[0].n, 0);
});
