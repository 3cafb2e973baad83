import type { z } from 'zod';
import type { Db } from '../db/database';

/** What every route handler and hook can use. */
export interface AppServices {
  db: Db;
  /** Milliseconds since the epoch; tests move it. */
  clock: () => number;
  production: boolean;
  /** Sign-in attempts allowed per client IP and minute. */
  loginRateLimit: number;
  /** Every answer is checked against its route's response schema (the API tests turn this on). */
  checkAnswers?: boolean;
}

/** The signed-in admin of a request, with permissions read from the database for this request. */
export interface SessionInfo {
  tokenHash: string;
  adminId: number;
  account: string;
  managerName: string | null;
  permissions: Set<number>;
}

export type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; ids: number[] };

export interface RouteMeta {
  /** `METHOD path` as in the permission catalogue, e.g. `PUT manage/edit/{id}`. */
  key: string;
  /** What the call does, as written to the backstage log. */
  name: string;
  /** State-changing (or a sign-in attempt): every call is written to the backstage log. */
  audit: boolean;
  access: Access;
}

/** The zod schemas of a route, kept in its config for the OpenAPI document (they validate in the handler, not in Fastify). */
export interface RouteContract {
  area?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
}

export interface RouteEntry extends RouteMeta {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionInfo;
    startedAt: number;
    clientIp: string;
    clientArea: string;
    /** The body's exact bytes, on routes declared with `rawBody` (signed webhooks). */
    rawBody?: Buffer;
    /** Who a sign-in attempt was for, written to the backstage log. */
    auditOperator?: { id: number | null; name: string };
    /** The call's backstage log entry is written (inside its transaction): the answer hook adds none. */
    auditLogged?: boolean;
  }
  interface FastifyContextConfig {
    meta?: RouteMeta;
    contract?: RouteContract;
    name?: string;
    audit?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with the access it requires, in registration order. */
    routeTable: RouteEntry[];
  }
}
