import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { permissionById, SERVER_TO_SERVER_ROUTES } from '@console/contracts/permissions';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { agentRoutes } from '../modules/agents/routes';
import { applicationRoutes } from '../modules/application/routes';
import { closeChatHub } from '../modules/chat/events';
import { chatRoutes } from '../modules/chat/routes';
import { fileRoutes, MULTIPART_OPTIONS } from '../modules/files/routes';
import { financeRoutes } from '../modules/finance/routes';
import { kycRoutes } from '../modules/kyc/routes';
import { userLevelRoutes } from '../modules/levels/routes';
import { listSettingsRoutes } from '../modules/list-settings/routes';
import { logRoutes } from '../modules/logs/routes';
import { notificationRoutes } from '../modules/notifications/routes';
import { otpRoutes } from '../modules/otp/routes';
import { roleRoutes } from '../modules/roles/routes';
import { securityRoutes } from '../modules/security/routes';
import { whitelistAllows, whitelistEntries } from '../modules/security/whitelist-check';
import { resumeSession } from '../modules/session/sessions';
import { sessionRoutes } from '../modules/session/routes';
import { tokenFromHeader } from '../modules/session/tokens';
import { staffRoutes } from '../modules/staff/routes';
import { usersRoutes } from '../modules/users/routes';
import { exportRoutes } from '../modules/exports/routes';
import { batchUploadRoutes } from '../modules/batch-upload/routes';
import { distributionRoutes } from '../modules/distribution/routes';
import { balanceExportRoutes } from '../modules/exports/balance-export';
import { financeRecordExportRoutes } from '../modules/exports/finance-records-export';
import { fundRecordRoutes } from '../modules/fund-records/routes';
import { thirdPartyWalletRoutes } from '../modules/third-party-wallet/routes';
import { withdrawalAddressRoutes } from '../modules/withdrawal-addresses/routes';
import { installJobs } from '../jobs';
import { auditRow, writeBackstageLog } from './audit';
import { areaOf } from './client-ip';
import type { AppServices, RouteEntry } from './context';
import { envelope } from './envelope';
import { ApiError, forbidden, sessionInvalid } from './errors';
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
  /** Routes of further areas, registered under `/api/` with the same rules. */
  routes?: (services: AppServices) => RouteSpec[];
}

export function coreRoutes(services: AppServices): RouteSpec[] {
  return [
    ...sessionRoutes(services),
    ...applicationRoutes(),
    ...staffRoutes(),
    ...roleRoutes(),
    ...securityRoutes(),
    ...logRoutes(),
    ...listSettingsRoutes(),
    ...fileRoutes(),
    ...userLevelRoutes(),
    ...kycRoutes(),
    ...otpRoutes(),
    ...agentRoutes(),
    ...usersRoutes(),
    ...chatRoutes(services),
    ...exportRoutes(),
    ...batchUploadRoutes(services),
    ...financeRoutes(services),
    ...thirdPartyWalletRoutes(),
    ...fundRecordRoutes(),
    ...distributionRoutes(),
    ...withdrawalAddressRoutes(),
    ...balanceExportRoutes(),
    ...financeRecordExportRoutes(),
    ...notificationRoutes(),
  ];
}

/**
 * The root Fastify instance with the manager API under `/api/`. Its hooks, security headers and error
 * handler live in an encapsulated plugin, so routes the console server adds at the root are untouched.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const services: AppServices = {
    db: opts.db,
    clock: opts.clock ?? Date.now,
    production: opts.production ?? process.env.NODE_ENV === 'production',
    loginRateLimit: opts.loginRateLimit ?? (Number(process.env.LOGIN_RATE_LIMIT) || DEFAULT_LOGIN_RATE_LIMIT),
  };
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false, bodyLimit: 1024 * 1024 });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  await app.register(
    async (api) => {
      enforceRouteCatalogue(api, API_PREFIX, routeTable);
      await api.register(helmet, { global: true });
      await api.register(rateLimit, { global: false });
      // Uploads (`request.file()`) for every route of the API; limits in the files module.
      await api.register(multipart, MULTIPART_OPTIONS);
      installHooks(api, services);
      // Open chat event streams would keep the server from closing: end them first.
      api.addHook('preClose', () => closeChatHub(services));
      api.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
        const { status, body } = errorAnswer(error, services.clock());
        if (status >= 500) request.log.error(error);
        return reply.status(status).send(body);
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(envelope(null, services.clock(), `No API call ${request.method} ${request.url.split('?')[0]}`, 0)),
      );
      registerRoutes(api, services, [...coreRoutes(services), ...(opts.routes?.(services) ?? [])]);
    },
    { prefix: API_PREFIX },
  );
  // Background jobs (exports): started when the app is ready, stopped when it closes.
  installJobs(app, services);
  return app;
}

function installHooks(api: FastifyInstance, services: AppServices): void {
  const { db } = services;

  api.addHook('onRequest', async (request) => {
    request.startedAt = performance.now();
    request.clientIp = request.ip;
    request.clientArea = areaOf(request.ip);

    const serverToServer = SERVER_TO_SERVER_ROUTES.includes(request.routeOptions.config.meta?.key ?? '');
    if (!serverToServer && !whitelistAllows(await whitelistEntries(db), request.clientIp)) {
      throw forbidden(`Access from ${request.clientIp} is not allowed: the address is not on the IP whitelist`);
    }

    const access = request.routeOptions.config.meta?.access;
    if (!access || access.kind === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw sessionInvalid('Please sign in');
    const found = await resumeSession(db, token, new Date(services.clock()));
    if (!found.ok) throw sessionInvalid(found.reason);
    request.session = found.session;
    if (access.kind === 'permission' && !access.ids.some((id) => found.session.permissions.has(id))) {
      const names = access.ids.map((id) => permissionById(id)?.key).join(' or ');
      throw forbidden(`You do not have permission for this action (needs ${names})`);
    }
  });

  // Written before the answer leaves, so a caller that sees the answer can also find its log entry.
  api.addHook('onSend', async (request, reply, payload) => {
    const meta = request.routeOptions.config.meta;
    const refused = reply.statusCode === 403;
    if (meta?.audit || refused) {
      try {
        await writeBackstageLog(db, auditRow(request, reply, payload, new Date(services.clock())));
      } catch (error) {
        request.log.error(error, 'backstage log write failed');
      }
    }
    return payload;
  });
}

/** Maps any error to its HTTP status and envelope; bad input is never a 500. */
export function errorAnswer(error: FastifyError | ApiError | Error, now: number): { status: number; body: ReturnType<typeof envelope> } {
  if (error instanceof ApiError) return { status: error.statusCode, body: envelope(error.data, now, error.message, error.code) };
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Unsupported content type: send application/json'
        : error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? `The request body is not valid JSON: ${error.message}`
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty although its content type is application/json'
            : error.message;
    return { status, body: envelope(status === 400 ? { fields: [] } : null, now, message, 0) };
  }
  return { status: 500, body: envelope(null, now, 'Internal error: the request could not be completed', 0) };
}
