/**
 * One API instance of the request-path bench, in a process of its own as in production: the API of the
 * checkout at `argv[2]` (this one, or a copy of an earlier state of it, so that the states are measured side
 * by side under the same load) over the PostgreSQL database `argv[3]`, listening on a free loopback port,
 * with its statements captured on request (`capture.ts`). Started by `run.ts` with `fork`; answers its port and
 * a session token of the demo admin, then each `{ capture }` message with the statements of that request.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../api/src/db/database';
import { capturer, capturingDb, type Statement } from './capture';
import type { HttpRequest } from './load';

export type ServerMessage = { ready: { port: number; token: string } } | { captured: Statement[][] } | { failed: string };

async function main() {
  const [tree, url] = process.argv.slice(2);
  // The first path that exists in that tree: files moved when the API took its area layout.
  const from = async (...files: string[]) => {
    const file = files.find((f) => existsSync(`${tree}/api/src/${f}`)) ?? files[0];
    return import(pathToFileURL(`${tree}/api/src/${file}`).href);
  };
  const { openDatabase } = await from('db/database.ts');
  const { buildApp } = await from('app.ts', 'http/app.ts');
  const { createSession } = await from('core/session/sessions.ts', 'modules/session/sessions.ts');
  const db: Db = await openDatabase({ url });
  const app = await buildApp({ db: capturingDb(db), loginRateLimit: 100_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  const capture = capturer(app.server);
  // A session made directly: sign-ins of several instances in one TOTP step would reuse the code.
  const { rows } = await db.query<{ id: number }>("select id from admins where account = 'admin'");
  const token: string = await createSession(db, rows[0].id, '127.0.0.1', new Date());
  const send = (message: ServerMessage) => process.send?.(message);

  process.on('message', async (message: { capture?: HttpRequest; close?: true }) => {
    if (message.close) {
      await app.close();
      await db.close();
      process.exit(0);
    }
    const request = message.capture;
    if (!request) return;
    try {
      const target = `http://127.0.0.1:${address.port}${request.path}`;
      send({ captured: await capture(target, { method: request.method, headers: request.headers, body: request.body }) });
    } catch (error) {
      send({ failed: String((error as Error).stack ?? error) });
    }
  });
  send({ ready: { port: address.port, token } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
