import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { permissionById, SERVER_TO_SERVER_ROUTES } from '@console/contracts/permissions';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Area } from '../core/area';
import { installJobs } from '../core/jobs/install';
import { IpWhitelist } from '../core/security/whitelist-check';
import { resumeSession } from '../core/session/sessions';
import { tokenFromHeader } from '../core/session/tokens';
import { MULTIPART_OPTIONS } from '../core/files/routes';
import { auditRow, countAnonymousRefusal, writeBackstageLog } from './audit';
import { areaOf } from './client-ip';
import type { AppServices, RouteEntry } from './context';
import { envelope } from './envelope';
import { ApiError, errorAnswer, forbidden, sessionInvalid } from './errors';
import { installJsonBodyParser } from './json-body';
import { registerApiDocs } from './openapi';
import { enforceRouteCatalogue, registerRoutes, type RouteSpec } from './routes';

export const API_PREFIX = '/api';
const DEFAULT_LOGIN_RATE_LIMIT = 30;

export interface BuildAppOptions {
  db: Db;
  production?: boolean;
  clock?: () => number;
  logger?: boolean;
  trustProxy?: boolean;
  /** Sign-in attempts per client IP and minute; defaults to env `LOGIN_RATE_LIMIT`, then 30. */
  loginRateLimit?: number;
  /** Checks every answer against its route's response schema (the API tests). */
  checkAnswers?: boolean;
  /** The OpenAPI document (`app.swagger()`) and, outside production, its page at `/api/docs`; on by default outside production. */
  docs?: boolean;
  /** Routes of further areas, registered under `/api/` with the same rules. */
  routes?: (services: AppServices) => RouteSpec[];
}

/** The core and the business areas the app is made of (the composition root, `app.ts`, lists them). */
export type AppParts = readonly Area[];

/**
 * The root Fastify instance with the manager API under `/api/`, made of `parts` (the core and the areas).
 * Its hooks, security headers and error handler live in an encapsulated plugin, so routes the console
 * server adds at the root are untouched.
 */
export async function buildHttpApp(opts: BuildAppOptions, parts: AppParts): Promise<FastifyInstance> {
  const services: AppServices = {
    db: opts.db,
    clock: opts.clock ?? Date.now,
    production: opts.production ?? process.env.NODE_ENV === 'production',
    loginRateLimit: opts.loginRateLimit ?? (Number(process.env.LOGIN_RATE_LIMIT) || DEFAULT_LOGIN_RATE_LIMIT),
    checkAnswers: opts.checkAnswers ?? false,
  };
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false, bodyLimit: 1024 * 1024 });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  // Before the API, so that the document's route hook sees every API route.
  if (opts.docs ?? !services.production) await registerApiDocs(app, { browsable: !services.production });
  for (const part of parts) await part.plugins?.(app, services);

  await app.register(
    async (api) => {
      enforceRouteCatalogue(api, API_PREFIX, routeTable);
      await api.register(helmet, { global: true });
      await api.register(rateLimit, { global: false });
      // Uploads (`request.file()`) for every route of the API; limits in the files module.
      await api.register(multipart, MULTIPART_OPTIONS);
      installHooks(api, services);
      // What would keep the server from closing (open event streams) ends first.
      for (const part of parts) if (part.beforeClose) api.addHook('preClose', async () => part.beforeClose?.(services));
      // Bodies keep the digits of their numbers and a bounded depth (json-body.ts).
      installJsonBodyParser(api);
      api.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
        const { status, body } = errorAnswer(error, services.clock(), request);
        if (status >= 500) request.log.error(error);
        else if (status === 400 && !(error instanceof ApiError)) request.log.warn(error, 'refused as bad input');
        return reply.status(status).send(body);
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(envelope(null, services.clock(), `No API call ${request.method} ${request.url.split('?')[0]}`, 0)),
      );
      const specs = parts.flatMap((part) => part.routes(services).map((spec) => ({ ...spec, area: part.name })));
      registerRoutes(api, services, [...specs, ...(opts.routes?.(services) ?? [])]);
    },
    { prefix: API_PREFIX },
  );
  // Background jobs of every part: started when the app is ready, stopped when it closes.
  installJobs(app, services, parts);
  return app;
}

function installHooks(api: FastifyInstance, services: AppServices): void {
  const { db } = services;

  // This instance's IP whitelist, held in memory and kept current (whitelist-check.ts).
  const whitelist = new IpWhitelist(db);
  api.addHook('onReady', () => whitelist.start());
  api.addHook('onClose', () => whitelist.stop());

  api.addHook('onRequest', async (request) => {
    request.startedAt = performance.now();
    request.clientIp = request.ip;
    request.clientArea = areaOf(request.ip);

    const meta = request.routeOptions.config.meta;
    const access = meta?.access;
    const token = access && access.kind !== 'public' ? tokenFromHeader(request.headers.authorization) : undefined;
    // One statement reads the session and the whitelist's version; a session slides only for an address
    // the list held here allows, so a refused address never keeps a session alive.
    const held = whitelist.allowsNow(request.clientIp);
    const found = token ? await resumeSession(db, token, new Date(services.clock()), held?.allowed ? held.version : false) : undefined;

    // Without a session statement (public routes, no token), the version is read on its own.
    const serverToServer = SERVER_TO_SERVER_ROUTES.includes(meta?.key ?? '');
    if (!serverToServer && !(await whitelist.allows(request.clientIp, found?.whitelistVersion ?? (await whitelist.currentVersion())))) {
      throw forbidden(`Access from ${request.clientIp} is not allowed: the address is not on the IP whitelist`);
    }

    if (!access || access.kind === 'public') return;
    if (!found) throw sessionInvalid('Please sign in');
    if (!found.ok) throw sessionInvalid(found.reason);
    request.session = found.session;
    if (access.kind === 'permission' && !access.ids.some((id) => found.session.permissions.has(id))) {
      const names = access.ids.map((id) => permissionById(id)?.key).join(' or ');
      throw forbidden(`You do not have permission for this action (needs ${names})`);
    }
  });

  /**
   * Written before the answer leaves, so a caller that sees the answer can also find its log entry. A
   * completed audited call is logged inside its own transaction (routes.ts); what is left here changed
   * nothing: refusals and failed calls. Refusals without a session are counted per sender, route and
   * minute rather than written one by one; a signed-in admin's 403 is written each time.
   */
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.auditLogged) return payload;
    const status = reply.statusCode;
    const now = new Date(services.clock());
    try {
      if (!request.session && (status === 401 || status === 403 || status === 429)) {
        await countAnonymousRefusal(db, request, status, payload, now);
      } else if (request.routeOptions.config.meta?.audit || status === 403) {
        await writeBackstageLog(db, auditRow(request, status, payload, now));
      }
    } catch (error) {
      // Nothing was changed by these calls: a lost entry of a refusal must not turn its answer into a 500.
      request.log.error(error, 'backstage log write failed');
    }
    return payload;
  });
}

/** Maps any error to its HTTP status and envelope (errors.ts): bad input is never a 500. */
export { errorAnswer };
