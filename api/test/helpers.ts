import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { buildApp, type BuildAppOptions } from '../src/app';
import { DEMO_TOTP_SECRET, seedDemo } from '../src/seed/demo';
import {
  FINISH_TEMPLATE,
  type SeededTemplate,
  pgliteTemplate,
  seededPgliteTemplate,
  seededTemplateName,
  templateInfoFile,
} from './seeded-template';

export const DEMO = {
  admin: { account: 'admin', password: 'admin-demo-2026', secret: DEMO_TOTP_SECRET },
  auditor: { account: 'auditor', password: 'auditor-demo-2026', secret: DEMO_TOTP_SECRET },
  finance: { account: 'finance', password: 'finance-demo-2026', secret: DEMO_TOTP_SECRET },
} as const;

/**
 * On a PostgreSQL server: a seeded database made once per server and fingerprint, cloned with
 * `create database ... template` for each test file. The PostgreSQL run starts its cluster with it already
 * made where an earlier run kept one (`pg-seeded-cluster.ts`).
 */
export async function seededServerTemplate(serverUrl: string): Promise<{ name: string; info: SeededTemplate }> {
  const name = seededTemplateName();
  const infoFile = templateInfoFile(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length && existsSync(infoFile)) return { name, info: JSON.parse(readFileSync(infoFile, 'utf8')) };
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  const seededAt = Date.now();
  await migrate(db);
  await seedDemo(db, { now: new Date(seededAt) });
  // Compacted, frozen and analysed as it is made: left to autovacuum, the seeding's work falls on the server's first
  // minute of every cluster started from a kept copy of it (about 30 CPU seconds; see pg-seeded-cluster.ts), and every
  // test file's `create database` copied the space the seed's updates left (a create and drop cost the server 0.65 CPU
  // s of the uncompacted template and 0.36 of the compacted one).
  await db.script(FINISH_TEMPLATE);
  await db.close();
  writeFileSync(infoFile, JSON.stringify({ seededAt } satisfies SeededTemplate));
  return { name, info: { seededAt } };
}

const tempFolders = new Set<string>();
/** A new folder in the machine's temporary folder (uploads, files a test writes), removed when the test process ends. */
export function tempFolder(prefix: string): string {
  if (tempFolders.size === 0)
    process.once('exit', () => {
      for (const dir of tempFolders) rmSync(dir, { recursive: true, force: true });
    });
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempFolders.add(dir);
  return dir;
}

export interface TestDb {
  db: Db;
  url?: string;
  /** Set when the database came seeded: the moment its demo data was generated for. */
  seededAt?: number;
  drop(): Promise<void>;
}

/**
 * A fresh database: a PGlite folder, or a new database on the server of TEST_DATABASE_URL. Empty, or
 * migrated and seeded with the demo data when `seeded`.
 */
export async function openTestDb({ seeded = false }: { seeded?: boolean } = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'console-api-test-'));
    const template = seeded ? await seededPgliteTemplate() : { dir: await pgliteTemplate(), info: undefined };
    cpSync(template.dir, dir, { recursive: true });
    const db = await openDatabase({ dataDir: dir, url: '' });
    return {
      db,
      seededAt: template.info?.seededAt,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const template = seeded ? await seededServerTemplate(serverUrl) : undefined;
  const name = `console_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (template) {
    // From PostgreSQL 15 a clone is written to the WAL block by block by default: copying the files is about a fifth
    // of the server's CPU for the seeded template (about 60 MB), and the throwaway cluster needs no WAL of it.
    const { rows } = await admin.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
    const copy = rows[0]!.v >= 150000 ? ' strategy file_copy' : '';
    await admin.query(`create database ${name} template ${template.name}${copy}`);
  } else {
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    seededAt: template?.info.seededAt,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // The pool's connections close asynchronously after `end()`: wait for them rather than kill them.
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** Answers are JSON that the assertions read freely. */
// biome-ignore lint/suspicious/noExplicitAny: the shape is what the assertions check
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: {
    code: number;
    msg: string;
    time: string;
    data: T;
    totalCount?: number;
    totalPages?: number;
    pageSize?: number;
    currentPage?: number;
  };
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  ip?: string;
  headers?: Record<string, string>;
}

/** A test clock the tests move by hand. */
export class TestClock {
  constructor(public ms = Date.now()) {}
  now = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}

export class TestApi {
  private readonly usedSteps = new Map<string, number>();
  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly clock: TestClock,
    private readonly dropDb: () => Promise<void>,
  ) {}

  async call<T = Json>(method: string, url: string, opts: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await this.app.inject({
      method: method as 'GET',
      url: `/api/${url}`,
      query: opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined,
      payload: opts.body as object | undefined,
      headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  /** A TOTP code this account has not used yet (moving the clock on when all codes in the window are used). */
  freshCode(account: string, secret: string): string {
    for (;;) {
      const step = Math.floor(this.clock.now() / 30_000);
      const last = this.usedSteps.get(account) ?? -Infinity;
      const next = [step - 1, step, step + 1].find((s) => s > last);
      if (next !== undefined) {
        this.usedSteps.set(account, next);
        return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: next * 30_000 });
      }
      this.clock.advance(30_000);
    }
  }

  async signInAnswer(account: string, password: string, secret: string, ip?: string): Promise<Answer> {
    return this.call('POST', 'login/manager/login', { body: { account, password, gauthCode: this.freshCode(account, secret) }, ip });
  }

  async signIn(who: { account: string; password: string; secret: string }, ip?: string): Promise<string> {
    const answer = await this.signInAnswer(who.account, who.password, who.secret, ip);
    if (answer.status !== 200) throw new Error(`sign-in of ${who.account} failed: ${answer.status} ${answer.body.msg}`);
    return answer.body.data.token;
  }

  /** Creates a role with exactly these permissions and an admin holding it; returns the admin's credentials. */
  async createStaff(
    adminToken: string,
    account: string,
    permissionIds: number[],
  ): Promise<{ id: number; roleId: number; account: string; password: string; secret: string }> {
    const role = await this.call('POST', 'auth/role/add', { token: adminToken, body: { roleName: `Role of ${account}` } });
    if (role.status !== 200) throw new Error(role.body.msg);
    const auths = await this.call('POST', 'auth/role/auths', {
      token: adminToken,
      body: { id: role.body.data.id, menuIds: permissionIds },
    });
    if (auths.status !== 200) throw new Error(auths.body.msg);
    const password = `${account}-pass-2026`;
    const added = await this.call('POST', 'manage/add', { token: adminToken, body: { account, password, roleId: role.body.data.id } });
    if (added.status !== 200) throw new Error(added.body.msg);
    return { id: added.body.data.id, roleId: role.body.data.id, account, password, secret: added.body.data.authenticator.secret };
  }

  async count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
    return rows[0].n;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.dropDb();
  }
}

/** A migrated, demo-seeded database behind an app with a test clock. */
export async function startTestApi(opts: Partial<BuildAppOptions> & { seed?: boolean } = {}): Promise<TestApi> {
  const seeded = opts.seed !== false;
  const { db, drop, seededAt } = await openTestDb({ seeded });
  if (!seeded) await migrate(db);
  // The demo data was generated for `seededAt`: the test world starts at that moment.
  const clock = new TestClock(seededAt ?? Date.now());
  const app = await buildApp({ db, clock: clock.now, loginRateLimit: 10_000, checkAnswers: true, ...opts });
  await app.ready();
  return new TestApi(app, db, clock, drop);
}

/** A fingerprint of every table a refused call must leave alone (the log records the refusal; sessions slide). */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not in ('backstage_log', 'admin_sessions') order by tablename",
  );
  const out: Record<string, string> = {};
  // A table: its row count and its newest row version (xmin, the transaction that wrote it). A row added or changed
  // carries a newer transaction id, a row removed lowers the count, so any write shows, also one that writes the
  // same values (a refused call writes nothing); and it reads no row's values (hashing every row of the demo data
  // took a second or more a snapshot, sorting them as text several).
  const fingerprint = async (name: string, table: string) => {
    const { rows: hash } = await db.query<{ h: string; n: number }>(
      `select count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as h from "${table}"`,
    );
    out[name] = `${hash[0].n}:${hash[0].h}`;
  };
  // The kept day sums: what they add up to, which a fold moves between rows without changing it.
  const sumsFingerprint = async (name: string, rowsOf: string) => {
    const { rows: hash } = await db.query<{ h: string; n: number }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from (${rowsOf}) t`,
    );
    out[name] = `${hash[0].n}:${hash[0].h}`;
  };
  for (const { tablename } of rows) {
    // The sums kept per day and the round counts are what they add up to: a periodic fold moves changes into them
    // and changes nothing (the round counts follow from `futures_rounds`, which is fingerprinted).
    if (/_day_sum(s|_changes)$|^futures_round_count(s|_changes)$/.test(tablename)) continue;
    await fingerprint(tablename, tablename);
  }
  for (const kind of ['deposit', 'withdrawal']) {
    const { rows: columns } = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = $1 and column_name not in ('coin_id', 'status', 'day')
       order by ordinal_position`,
      [`${kind}_day_sums`],
    );
    if (!columns.length) continue;
    const sums = columns.map((c) => `sum(${c.name}) as ${c.name}`).join(', ');
    await sumsFingerprint(
      `${kind} day sums`,
      `select coin_id, status, day, ${sums} from (select * from ${kind}_day_sums union all
         select coin_id, status, day, ${columns.map((c) => c.name).join(', ')} from ${kind}_day_sum_changes) c
       group by coin_id, status, day having ${columns.map((c) => `sum(${c.name}) <> 0`).join(' or ')}`,
    );
  }
  return out;
}

/** A call of a permission test: method, path below `/api/`, body. */
export type Call = [method: string, path: string, body: unknown];

/**
 * Makes each call with `token`, checking that it answers the status `expected` gives for its path, and
 * that the calls together changed nothing.
 */
export async function assertCallsChangeNothing(
  api: TestApi,
  token: string,
  calls: Call[],
  expected: (path: string) => number,
): Promise<void> {
  const state = await snapshot(api.db);
  for (const [method, path, body] of calls) {
    const answer = await api.call(method, path, { token, body });
    assert.equal(answer.status, expected(path), `${method} ${path}: ${answer.status}`);
  }
  assert.deepEqual(await snapshot(api.db), state);
}
