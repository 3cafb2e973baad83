import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALL_PERMISSION_IDS, VIEW_PERMISSION_IDS } from '@console/contracts/permissions';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../src/db/database';
import { loadMigrations, migrate, splitStatements } from '../../src/db/migrate';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/seed/demo';
import { ensureFirstAdmin, startupCheck } from '../../src/seed/first-admin';
import { prepareDatabase } from '../../src/startup';
import { openTestDb } from '../helpers';

const opened: { drop(): Promise<void> }[] = [];
after(async () => {
  for (const db of opened) await db.drop();
});
async function freshDb(): Promise<Db> {
  const handle = await openTestDb();
  opened.push(handle);
  return handle.db;
}
const count = async (db: Db, table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

/** Everything the seed writes except the password hashes, whose salts are random by design. */
async function seededContent(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const [table, columns] of [
    ['roles', 'id, name, remark, create_date'],
    ['role_permissions', 'role_id, permission_id'],
    ['admins', 'id, account, totp_secret, manager_name, status, locked, login_failure, login_ip, login_date, time_zone, create_date'],
    ['admin_roles', 'admin_id, role_id, position'],
    ['ip_whitelist', 'id, ip, remark'],
    ['ip_blacklist', 'id, ip, country, ban_ip_type, reason, create_date'],
    ['backstage_log', 'id, log_name, api_url, req_log, res_log, op_id, login_ip, result, create_date'],
    ['frontend_log', 'id, log_name, api_url, req_log, res_log, account_id, login_ip, login_area, create_date'],
  ]) {
    const { rows } = await db.query<{ h: string }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as h from (select ${columns} from ${table}) t`,
    );
    parts.push(`${table}:${rows[0].h}`);
  }
  return parts.join('\n');
}

/**
 * The trading history's money: a round's figures are its orders', every order was staked and paid through the
 * ledger once, both legs of every convert order are logged, and every wallet equals its change log.
 */
async function assertTradingHistoryReconciles(db: Db): Promise<void> {
  const one = async <T>(sql: string) => (await db.query<T>(sql)).rows[0];
  const futuresOrders = await count(db, 'futures_orders');
  const convertOrders = await count(db, 'convert_orders');
  // A round's figures are its orders', and every order was staked and paid through the ledger, once.
  const mismatched = await one<{ n: number }>(
    `select count(*)::int as n from futures_rounds r join (
       select round_id, sum(filled_amount) filter (where direction = 'long') as long_total, count(*) filter (where direction = 'long') as long_count,
              coalesce(sum(payout) filter (where result = 'win'), 0) as winner_payout
       from futures_orders group by round_id) o on o.round_id = r.id
     where r.long_total <> coalesce(o.long_total, 0) or r.long_count <> o.long_count or r.winner_payout <> o.winner_payout`,
  );
  assert.equal(mismatched.n, 0);
  const stakes = await one<{ n: number }>("select count(*)::int as n from wallet_change_log where change_type = 'futures_stake'");
  assert.equal(stakes.n, futuresOrders);
  const paid = await one<{ n: number }>(
    "select count(*)::int as n from wallet_change_log where change_type in ('futures_payout', 'futures_rebate', 'futures_refund')",
  );
  assert.equal(paid.n, await count(db, 'futures_orders where payout > 0'));
  assert.equal(await count(db, "wallet_change_log where change_type = 'convert'"), 2 * convertOrders);
  const unreconciled = await one<{ n: number }>(
    `select count(*)::int as n from user_wallets w where
       w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
       or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)
       or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
                                                   where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0)`,
  );
  assert.equal(unreconciled.n, 0, 'every wallet equals its change log');
}

describe('migrations', () => {
  test('statements split around comments, quotes and dollar-quoted bodies', () => {
    const sql =
      "-- a comment; with a semicolon\ncreate table a (x text default 'a;b');\ncreate function f() returns int as $fn$ select 1; $fn$ language sql;\n/* block; */ select 'it''s;';";
    assert.deepEqual(splitStatements(sql), [
      "create table a (x text default 'a;b')",
      'create function f() returns int as $fn$ select 1; $fn$ language sql',
      "select 'it''s;'",
    ]);
  });

  test('instances migrating together apply each migration once', async () => {
    const db = await freshDb();
    const results = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    const all = loadMigrations().map((m) => m.version);
    assert.deepEqual(results.flat().sort(), all);
    assert.deepEqual(await migrate(db), []);
    assert.equal(await count(db, 'schema_migrations'), all.length);
  });
});

describe('demo data', () => {
  let now: Date;
  let first: Db;
  test('creates the demo roles, accounts, lists and 60 days of logs, once', async () => {
    // The suite's seeded template: `seedDemo` on a migrated empty database (test/helpers.ts), copied untouched.
    const seeded = await openTestDb({ seeded: true });
    opened.push(seeded);
    first = seeded.db;
    now = new Date(seeded.seededAt as number);
    assert.equal(await seedDemo(first, { now }), false, 'a second run leaves the data alone');
    assert.equal(await count(first, 'admins'), 28);
    assert.equal(await count(first, 'ip_whitelist'), 5);
    assert.equal(await count(first, 'ip_blacklist'), 40);
    assert.equal(await count(first, 'backstage_log'), 2000);
    assert.equal(await count(first, 'frontend_log'), 3000);
    const roles = await first.query<{ name: string; n: number }>(
      'select r.name, count(rp.*)::int as n from roles r left join role_permissions rp on rp.role_id = r.id group by r.name',
    );
    const perms = new Map(roles.rows.map((r) => [r.name, r.n]));
    assert.equal(perms.get('Super administrator'), ALL_PERMISSION_IDS.length);
    assert.equal(perms.get('Auditor'), VIEW_PERMISSION_IDS.length);
    assert.ok(roles.rows.length >= 5);
    const states = await first.query<{ disabled: number; locked: number; never: number }>(
      'select count(*) filter (where status = 0)::int as disabled, count(*) filter (where locked = 1)::int as locked, count(*) filter (where login_date is null)::int as never from admins',
    );
    assert.ok(states.rows[0].disabled >= 2 && states.rows[0].locked >= 2 && states.rows[0].never >= 1, JSON.stringify(states.rows[0]));
    const span = await first.query<{ oldest: Date; newest: Date }>(
      'select min(create_date) as oldest, max(create_date) as newest from frontend_log',
    );
    assert.ok(now.getTime() - span.rows[0].oldest.getTime() > 55 * 86_400_000);
    assert.ok(span.rows[0].newest.getTime() <= now.getTime());
  });

  test('trading: the demo market, a month of settled rounds and convert orders made by the live functions; wallets reconcile', async () => {
    const one = async <T>(sql: string) => (await first.query<T>(sql)).rows[0];
    assert.equal(await count(first, 'coin_pairs'), 6);
    assert.equal(await count(first, 'futures_pairs'), 3);
    assert.equal(await count(first, 'convert_pairs'), 6);
    const gameplays = await first.query<{ time_interval: number; n: number }>(
      'select time_interval, count(*)::int as n from futures_gameplays group by 1 order by 1',
    );
    assert.deepEqual(
      gameplays.rows.map((g) => [g.time_interval, g.n]),
      [
        [60, 3],
        [180, 3],
        [300, 3],
      ],
    );
    const guards = await one<{ n: number; armed: number }>(
      "select count(*)::int as n, count(*) filter (where state = 'armed')::int as armed from risk_guards",
    );
    assert.deepEqual(guards, { n: 6, armed: 6 });
    const rounds = await one<{ n: number; settled: number; empty: number; oldest: Date; newest: Date }>(
      `select count(*)::int as n, count(*) filter (where status = 'settled')::int as settled,
              count(*) filter (where long_count + short_count = 0)::int as empty, min(start_date) as oldest, max(settle_date) as newest
       from futures_rounds`,
    );
    if (rounds.settled !== rounds.n) {
      // Seen once in about eight PostgreSQL runs and never reproduced alone: say which rounds, and how they got there.
      const unsettled = await first.query(
        `select r.id, r.status, r.futures_pair_id, r.gameplay_id, r.start_date, r.create_date, r.long_count + r.short_count as orders,
                (select json_agg(json_build_object('action', t.action, 'to', t.to_status, 'at', t.at, 'reason', t.reason) order by t.id)
                 from futures_round_transitions t where t.round_id = r.id) as transitions
         from futures_rounds r where r.status <> 'settled' order by r.start_date`,
      );
      assert.fail(
        `every history round is settled: ${rounds.settled} of ${rounds.n}; seeded for ${now.toISOString()}; ${JSON.stringify(unsettled.rows)}`,
      );
    }
    assert.equal(rounds.empty, 0, 'history rounds are kept where they have orders');
    assert.ok(rounds.newest.getTime() - rounds.oldest.getTime() >= 30 * 86_400_000, 'at least 30 days of settled rounds');
    assert.ok(rounds.newest.getTime() <= now.getTime());
    const futuresOrders = await count(first, 'futures_orders');
    assert.ok(futuresOrders > 17_000 && futuresOrders < 23_000, `${futuresOrders} futures orders`);
    assert.equal(await count(first, "futures_orders where status <> 'settled'"), 0);
    const convertOrders = await count(first, 'convert_orders');
    assert.ok(convertOrders > 1_700 && convertOrders < 2_300, `${convertOrders} convert orders`);
    await assertTradingHistoryReconciles(first);
  });

  // Determinism is the generator's: two databases seeded alike hold the same data. The staff, lists and logs are
  // compared, so the areas' histories (a minute of seeding each time on PGlite) are left out of both.
  test('is deterministic: the same seed writes the same data', async () => {
    const [a, b] = [await freshDb(), await freshDb()];
    const at = new Date('2026-11-01T00:00:00Z');
    for (const db of [a, b]) {
      await migrate(db);
      await seedDemo(db, { now: at, areas: [] });
    }
    assert.equal(await count(a, 'backstage_log'), 2000);
    assert.equal(await seededContent(b), await seededContent(a));
  });

  // Scale is arithmetic of the generator, the same on either database: where the PostgreSQL run covers it, the PGlite
  // run of the database layer (test/run-pglite.ts) leaves out this second seed. The areas it counts are seeded (the
  // futures history needs the users and their wallets), the perpetual history is not.
  test('scale multiplies the row counts', { skip: process.env.PGLITE_LAYER_ONLY === '1' }, async () => {
    const scaled = await freshDb();
    await migrate(scaled);
    await seedDemo(scaled, { now, scale: 2, areas: ['users', 'finance', 'trading'] });
    assert.equal(await count(scaled, 'backstage_log'), 4000);
    assert.equal(await count(scaled, 'frontend_log'), 6000);
    assert.equal(await count(scaled, 'ip_blacklist'), 80);
    const futuresOrders = await count(scaled, 'futures_orders');
    assert.ok(futuresOrders > 35_000 && futuresOrders < 45_000, `${futuresOrders} futures orders at scale 2`);
    // A history near the demo server's (50,000 and 5,000: seed/history.ts `historySize`) reconciles too.
    await assertTradingHistoryReconciles(scaled);
  });
});

describe('production start', () => {
  test('refuses to start without an administrator and never creates demo data', async () => {
    const db = await freshDb();
    await assert.rejects(prepareDatabase(db, { production: true, log: () => {} }), /No administrator exists.*CONSOLE_ADMIN_ACCOUNT/s);
    assert.equal(await count(db, 'admins'), 0);
    assert.equal(await count(db, 'roles'), 0);
    await assert.rejects(startupCheck({ production: true, db }), /No administrator exists/);
    await startupCheck({ production: false, db });
  });

  test('the operator-supplied first administrator holds every permission and signs in with the printed secret', async () => {
    const db = await freshDb();
    const lines: string[] = [];
    await prepareDatabase(db, {
      production: true,
      firstAdmin: { account: 'operator', password: 'operator-pass-2026' },
      log: (l) => lines.push(l),
    });
    assert.equal(await count(db, 'admins'), 1);
    assert.equal(await count(db, 'backstage_log'), 0, 'no demo data');
    const secret = /secret \(shown once\): ([A-Z2-7]+)/.exec(lines.join('\n'))?.[1];
    assert.ok(secret, lines.join('\n'));
    assert.ok(lines.some((l) => l.includes('otpauth://totp/')));
    const again = await ensureFirstAdmin(db, { account: 'second', password: 'second-pass-2026' });
    assert.equal(again.created, false);
    await assert.rejects(ensureFirstAdmin(db, { account: 'x', password: 'short' }), /Invalid first administrator/);

    const app = await buildApp({ db, production: true });
    const gauthCode = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/manager/login',
      payload: { account: 'operator', password: 'operator-pass-2026', gauthCode },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.authVo.permissions.length, ALL_PERMISSION_IDS.length);
    await app.close();
  });

  test('the create-admin command, as an operator runs it', async () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    // On PostgreSQL the command gets DATABASE_URL; on PGlite a folder of its own (PGlite allows one process per folder).
    const server = process.env.TEST_DATABASE_URL ? await openTestDb() : undefined;
    if (server) opened.push(server);
    const dataDir = mkdtempSync(join(tmpdir(), 'console-cli-'));
    const target = server ? [] : ['--data-dir', dataDir];
    const env = { ...process.env, DATABASE_URL: server?.url ?? '' };
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...target, ...args], {
        cwd: apiDir,
        env,
        encoding: 'utf8',
        // tsx compiles the command and PGlite migrates a new folder: past 60 s on a loaded two-core machine.
        timeout: 180_000,
      });
    try {
      const create = run(['--account', 'root', '--password', 'root-pass-2026']);
      assert.equal(create.status, 0, create.stderr);
      assert.match(create.stdout, /Authenticator secret \(shown once.*\): [A-Z2-7]{32}/);
      assert.match(create.stdout, /otpauth:\/\/totp\//);
      const twice = run(['--account', 'root2', '--password', 'root-pass-2026']);
      assert.equal(twice.status, 1);
      assert.match(twice.stderr, /already exists/);
      assert.equal(run([]).status, 2, 'account and password are required');
      if (server) assert.equal(await count(server.db, 'admins'), 1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
