import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPgBin, freePort } from '../../api/test/pg-cluster';

/**
 * A PostgreSQL cluster (fsync off) in a folder that outlives the run: the reports bench's year of data takes minutes
 * to generate on this machine, so it is built once and the next run starts on it (`BENCH_REPORTS_DIR`, by default
 * /tmp/console-reports-bench; remove the folder, or set BENCH_REPORTS_FRESH=1, to build it anew). `ready` says
 * whether the data was built there before (the file `ready` in the folder, written by `markReady`).
 */
export interface KeptCluster {
  url: string;
  ready: boolean;
  markReady(): void;
  stop(): void;
}

export async function startKeptCluster(dir: string, fresh: boolean): Promise<KeptCluster> {
  const initdb = findPgBin('initdb');
  const pgCtl = findPgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) were not found');
  const asRoot = process.getuid?.() === 0;
  const dataDir = join(dir, 'data');
  const marker = join(dir, 'ready');
  const run = (file: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  if (fresh || !existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      );
      chmodSync(dir, 0o700);
    }
    run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  }
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ready: existsSync(marker),
    markReady: () => writeFileSync(marker, new Date().toISOString()),
    stop() {
      if (stopped) return;
      stopped = true;
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
