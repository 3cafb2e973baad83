import { openDatabase } from './db/database';
import { buildApp } from './app';
import { prepareDatabase } from './startup';

/** The manager API on its own: `PORT` (default 3000), `HOST` (default 127.0.0.1). */
const production = process.env.NODE_ENV === 'production';
const db = await openDatabase();
try {
  await prepareDatabase(db, { production });
} catch (error) {
  console.error((error as Error).message);
  await db.close();
  process.exit(1);
}
const app = await buildApp({
  db,
  production,
  logger: true,
  trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
});
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
