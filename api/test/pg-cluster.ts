import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder, `pg_ctl start` on a free
 * loopback port, `stop()` shuts it down and removes the folder. PostgreSQL refuses to run as root, so
 * as root the cluster belongs to the `postgres` user.
 */
export interface ThrowawayCluster {
  url: string;
  /** CPU seconds (user + system) the server's processes have used so far: the postmaster, its ended children and its live ones. */
  serverCpuSeconds(): number;
  /** Stops the server, copies its data folder to `to` (a stopped cluster's files, consistent), and starts it again. */
  keepDataFolder(to: string): void;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A stopped cluster's data folder to start from (a copy of it), instead of `initdb`. */
  copyOf?: string;
}

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces, in parentheses); null when it is gone. */
function statFields(pid: number | string): number[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
}

/** A process's CPU seconds with its ended children's (utime, stime, cutime, cstime: clock ticks of 1/100 s). */
function processCpuSeconds(fields: number[]): number {
  const [utime, stime, cutime, cstime] = fields.slice(11, 15);
  return (utime + stime + cutime + cstime) / 100;
}

/** The CPU of `pid`'s whole tree: its own, its ended children's (which it waited for) and its live children's. */
function treeCpuSeconds(pid: number): number {
  const own = statFields(pid);
  let total = own ? processCpuSeconds(own) : 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields?.[1] === pid) total += processCpuSeconds(fields);
  }
  return total;
}

const BIN_DIRS = ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

export function findPgBin(name: string): string | undefined {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return BIN_DIRS.map((dir) => join(dir, name)).find((file) => existsSync(file));
}

/** A port free on the loopback address now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startThrowawayCluster({ copyOf }: ClusterOptions = {}): Promise<ThrowawayCluster> {
  const initdb = findPgBin('initdb');
  const pgCtl = findPgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/*/bin');

  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'console-pg-'));
  const dataDir = join(root, 'data');
  const user = 'postgres';
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  const run = (file: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', user, '--', file, ...args]] : [file, args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };

  const port = await freePort();
  // `cp -a` keeps the files' owner and modes, which the server checks (as root, the copy stays the postgres user's).
  if (copyOf) execFileSync('cp', ['-a', copyOf, dataDir]);
  else run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => {
    run(pgCtl, ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
    return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  };
  let postmaster = start();
  // The CPU of a server stopped by `keepDataFolder`, counted with its successor's.
  let earlierCpu = 0;

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    serverCpuSeconds: () => earlierCpu + (process.platform === 'linux' ? treeCpuSeconds(postmaster) : 0),
    keepDataFolder(to: string) {
      earlierCpu += process.platform === 'linux' ? treeCpuSeconds(postmaster) : 0;
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      try {
        execFileSync('cp', ['-a', dataDir, to]);
      } finally {
        postmaster = start();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
