/**
 * The console server: the manager API under /api/, the host, the pinned remote releases and the run-time
 * manifest, in one process. `npm start` runs it; production runs it behind a load balancer, several at once.
 */
import { buildApp, openDatabase, prepareDatabase } from '@console/api';
import { addSecurityHeaders } from './security-headers.ts';
import { addConsole } from './server.ts';
import { environmentName, environmentsDir, hostDistDir, releasesDir } from './paths.ts';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

async function main() {
  const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  await prepareDatabase(db, { production });

  const app = await buildApp({
    db,
    production,
    logger: process.env.LOG_REQUESTS === 'true',
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  addSecurityHeaders(app);
  await addConsole(app, {
    environment: environmentName(),
    environmentsDir: environmentsDir(),
    releasesDir: releasesDir(),
    hostDistDir: hostDistDir(),
    production,
    remoteUrlTemplate: process.env.REMOTE_URL_TEMPLATE,
  });

  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  const address = await app.listen({ port, host });
  const shown = address.replace(/(\d+\.\d+\.\d+\.\d+|\[::1?\]|0\.0\.0\.0)/, host === '0.0.0.0' ? '127.0.0.1' : host);
  console.log(`\nBack-office console: ${shown}/  (API under ${shown}/api/, environment ${environmentName()})`);
  if (!production) {
    console.log('Demo sign-in: account admin, password admin-demo-2026, two-factor secret JBSWY3DPEHPK3PXP');
    console.log('  (also auditor / auditor-demo-2026 and finance / finance-demo-2026, same secret; any authenticator app)');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
