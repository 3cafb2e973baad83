import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPILED_RUN_ARGS, compileTests } from './compiled';
import { findPgBin } from './pg-cluster';
import { startSeededCluster } from './pg-seeded-cluster';

/**
 * Runs the API suite against a throwaway PostgreSQL cluster (started here, stopped afterwards).
 * Arguments are passed to the test runner (reporters, say).
 * Without the PostgreSQL binaries it says so and succeeds: the PGlite run already covered the code.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
if (!findPgBin('initdb') || !findPgBin('pg_ctl')) {
  console.log('PostgreSQL binaries (initdb, pg_ctl) not found: the PostgreSQL run of the API tests is skipped.');
  process.exit(0);
}

const cluster = await startSeededCluster();
console.log(`Throwaway PostgreSQL cluster at ${cluster.url}`);
let status = 1;
try {
  // The test files mirror the API's folders (core, then one folder per area); API_TEST_FILES=a,b runs those whose path holds a or b.
  const only = process.env.API_TEST_FILES?.split(',');
  const files = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts') && (!only || only.some((o) => f.includes(o))))
    .sort()
    .map((f) => `test/${f}`);
  const compiled = await compileTests(files, 'postgresql');
  const result = spawnSync(
    process.execPath,
    [...COMPILED_RUN_ARGS, '--test', '--test-concurrency=1', ...process.argv.slice(2), ...compiled],
    {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    },
  );
  status = result.status ?? 1;
} finally {
  // The server is no child of the test runner, so its CPU is told apart (npm test counts it in the part where it can).
  console.log(`PostgreSQL server: ${cluster.serverCpuSeconds().toFixed(1)} CPU seconds`);
  await cluster.stop();
}
process.exit(status);
