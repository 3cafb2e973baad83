import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { composeManifest, readJson } from './manifest.ts';

export interface ConsoleServerOptions {
  environment: string;
  environmentsDir: string;
  releasesDir: string;
  hostDistDir: string;
  production: boolean;
  /** Absolute remote URL template (`https://cdn/{name}/{version}/`) when releases are served elsewhere. */
  remoteUrlTemplate?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;
/** The brotli or gzip copy written beside a file at release (precompress.ts): its caching is the file's. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Releases and the host build are served from their brotli or gzip copies when the browser accepts one
 * (with `Content-Encoding`, the file's own `Content-Type`, and `Vary: Accept-Encoding` on every answer, the
 * uncompressed one included, so no cache hands one browser's variant to another), and as they are otherwise.
 */
const PRECOMPRESSED = { preCompressed: true } as const;

/** Origins the console pages may load scripts from: this server, and where releases live. */
export function contentSecurityPolicy(opts: Pick<ConsoleServerOptions, 'production' | 'remoteUrlTemplate'>): string {
  const remoteOrigins = new Set<string>();
  if (opts.remoteUrlTemplate && /^https?:\/\//.test(opts.remoteUrlTemplate)) {
    remoteOrigins.add(new URL(opts.remoteUrlTemplate.replace(/\{[a-z]+\}/g, 'x')).origin);
  }
  // A developer may point one remote at a local dev server; production refuses that override.
  if (!opts.production) for (const o of ['http://localhost:*', 'http://127.0.0.1:*']) remoteOrigins.add(o);
  const extra = [...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    // Chakra (emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${extra} ${opts.production ? '' : 'ws://localhost:* ws://127.0.0.1:*'}`.replace(/\s+/g, ' ').trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Adds the console to an API app: the host build, the versioned remote releases and the run-time manifest. */
export async function addConsole(app: FastifyInstance, opts: ConsoleServerOptions): Promise<void> {
  const csp = contentSecurityPolicy(opts);
  const hostShared = path.join(opts.hostDistDir, 'host-shared.json');
  const hostVersion = existsSync(hostShared) ? (await readJson<{ version: string }>(hostShared)).version : 'unbuilt';

  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-cache');

  app.get('/console-manifest.json', async (_req, reply) => {
    const manifest = await composeManifest({
      environmentsDir: opts.environmentsDir,
      releasesDir: opts.releasesDir,
      environment: opts.environment,
      hostVersion,
      production: opts.production,
      remoteUrlTemplate: opts.remoteUrlTemplate,
    });
    return reply.header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(manifest);
  });

  await app.register(fastifyStatic, {
    root: opts.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    ...PRECOMPRESSED,
    // @fastify/static 10 hands the Fastify reply to setHeaders.
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('access-control-allow-origin', '*');
    },
  });

  if (!existsSync(path.join(opts.hostDistDir, 'index.html'))) {
    app.log.warn(`No host build in ${opts.hostDistDir}: the console pages are not served`);
    return;
  }
  const indexHtml = await readFile(path.join(opts.hostDistDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: opts.hostDistDir,
    prefix: '/',
    index: false,
    list: false,
    cacheControl: false,
    wildcard: true,
    ...PRECOMPRESSED,
    setHeaders: (reply: FastifyReply, file: string) => {
      const served = file.replace(COMPRESSED_COPY, '');
      reply.header('x-content-type-options', 'nosniff').header('cache-control', HASHED_ASSET.test(served) ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/remotes/') && !path.extname(req.url.split('?')[0]!);
    if (wantsPage) return pageHeaders(reply).type('text/html; charset=utf-8').send(indexHtml);
    return reply.code(404).send({ code: 0, msg: 'Not found', time: new Date().toISOString(), data: null });
  });
  // The root document goes through the same headers as every other page.
  app.get('/', (_req, reply) => pageHeaders(reply).type('text/html; charset=utf-8').send(indexHtml));
  app.get('/index.html', (_req, reply) => pageHeaders(reply).type('text/html; charset=utf-8').send(indexHtml));
}
