import { grantsByRoute, PUBLIC_ROUTES, SESSION_ROUTES } from '@console/contracts/permissions';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Envelope } from '@console/contracts/envelope';
import { type z, z as zod } from 'zod';
import { auditRow, writeBackstageLog } from './audit';
import type { Access, AppServices, RouteEntry, SessionInfo } from './context';
import { envelope } from './envelope';
import { ApiError, badRequest, errorAnswer, type FieldError, sessionInvalid } from './errors';
import { parseInput, withoutEmptyValues } from './validation';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<B extends Schema, Q extends Schema, P extends Schema> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  services: AppServices;
  /** The signed-in admin; throws on public routes, which have none. */
  session: SessionInfo;
  now: Date;
  ip: string;
  area: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema> {
  method: Method;
  /** The path below `/api/`, as in endpoints.tsv and the catalogue: `manage/edit/{id}`. */
  path: string;
  name: string;
  audit?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  /** What the call answers as the envelope's `data`: documented (OpenAPI) and checked against every answer in the API tests. */
  response?: z.ZodType;
  /** The area that declares it (set by the composition root): the document's tag. */
  area?: string;
  config?: Record<string, unknown>;
  /** Runs before the input is validated (the sign-in names its account for the log this way). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** Keeps the exact bytes of the body in `request.rawBody`: a signed webhook verifies those, not re-serialised JSON. */
  rawBody?: boolean;
  handler: (ctx: RouteContext<B, Q, P>) => Promise<unknown>;
  /**
   * Work that must follow the commit of an audited handler's changes and entry: a call to another system
   * (which must not wait inside a transaction, nor be made for changes that might still roll back), or
   * a streamed answer (an export: the stream would keep the transaction open while the client reads).
   * `run` gets what the handler returned, outside any transaction; what it returns is the answer.
   */
  afterCommit?: {
    run: (ctx: RouteContext<B, Q, P>, committed: unknown) => Promise<unknown>;
    /** Whether the answer is logged as a second entry: when `run` changes state on another system's word. */
    logAnswer: boolean;
  };
}

/** Declares a route with its input schemas; the handler's return value becomes the envelope's `data`. */
export function route<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  spec: RouteSpec<B, Q, P>,
): RouteSpec {
  return spec as unknown as RouteSpec;
}

const grants = grantsByRoute();

/** The access a `METHOD path` needs according to the catalogue, or undefined when nothing grants it. */
export function accessFor(key: string): Access | undefined {
  if (PUBLIC_ROUTES.includes(key)) return { kind: 'public' };
  if (SESSION_ROUTES.includes(key)) return { kind: 'session' };
  const ids = grants.get(key);
  return ids?.length ? { kind: 'permission', ids } : undefined;
}

/** `PUT /api/manage/edit/:id` → `PUT manage/edit/{id}`. */
export function routeKey(method: string, url: string, prefix: string): string {
  const path = url
    .slice(prefix.length)
    .replace(/^\/+/, '')
    .replace(/:(\w+)/g, '{$1}');
  return `${method} ${path}`;
}

/**
 * Gives every route registered below `prefix` its access from the catalogue, records it in
 * `routeTable`, and refuses (at start-up) a route that no permission grants.
 */
export function enforceRouteCatalogue(app: FastifyInstance, prefix: string, table: RouteEntry[]): void {
  app.addHook('onRoute', (options: RouteOptions) => {
    for (const method of ([] as string[]).concat(options.method)) {
      // The HEAD twin Fastify adds to a GET route runs the same handler: it needs the same access.
      const key = routeKey(method === 'HEAD' ? 'GET' : method, options.url, prefix);
      const access = accessFor(key);
      if (!access) throw new Error(`Route "${method} ${options.url}" is neither public nor granted by any permission of the catalogue`);
      const meta = { key, access, name: String(options.config?.name ?? key), audit: options.config?.audit === true };
      options.config = { ...options.config, meta };
      if (method !== 'HEAD') table.push({ ...meta, method, url: options.url });
    }
  });
}

const RAW_BODY_LIMIT = 64 * 1024;

/** Reads the body once, keeps its bytes, and hands the same bytes on to Fastify's parser. */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > RAW_BODY_LIMIT) throw new ApiError(413, `The request body is larger than ${RAW_BODY_LIMIT} bytes`);
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  const copy = Readable.from([request.rawBody]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = request.rawBody.length;
  return copy;
}

export function registerRoutes(app: FastifyInstance, services: AppServices, specs: RouteSpec[]): void {
  for (const spec of specs) {
    // Filters sent empty mean "not set"; in a change, an empty value is what the caller sent.
    const clean = spec.audit ? (input: unknown) => input : withoutEmptyValues;
    app.route({
      method: spec.method,
      url: `/${spec.path.replace(/\{(\w+)\}/g, ':$1')}`,
      config: {
        ...spec.config,
        name: spec.name,
        audit: spec.audit === true,
        contract: { area: spec.area, body: spec.body, query: spec.query, params: spec.params, response: spec.response },
      },
      preHandler: spec.preHandler,
      preParsing: spec.rawBody ? keepRawBody : undefined,
      // A GET that changes state (the authenticator rotation) must not run for a HEAD request.
      exposeHeadRoute: !spec.audit,
      handler: async (request, reply) => {
        const answer = await answerOf(spec, services, clean, request, reply);
        if (services.checkAnswers && answer) checkAnswer(spec, answer);
        return answer;
      },
    });
  }
}

/**
 * In the API tests, every answer of a route with a response schema is checked against it, so the document
 * (openapi.ts) says what the routes answer: a mismatch fails the call (a 500) and with it the test.
 */
export function checkAnswer(spec: RouteSpec, answer: Envelope): void {
  if (!spec.response) return;
  const result = spec.response.safeParse(JSON.parse(JSON.stringify(answer.data)));
  if (!result.success) {
    throw new Error(`The answer of ${spec.method} ${spec.path} does not match its response schema: ${zod.prettifyError(result.error)}`);
  }
}

async function answerOf(
  spec: RouteSpec,
  services: AppServices,
  clean: (input: unknown) => unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Envelope | undefined> {
  const input = parseRequest(spec, request, clean);
  const ctx: RouteContext<Schema, Schema, Schema> = {
    ...input,
    services,
    get session(): SessionInfo {
      if (!request.session) throw sessionInvalid('Please sign in');
      return request.session;
    },
    now: new Date(services.clock()),
    ip: request.clientIp,
    area: request.clientArea,
    request,
    reply,
  };
  if (spec.audit) return runAudited(spec, ctx);
  const data = await spec.handler(ctx);
  // A handler that answered with a stream (a file download) has already sent everything.
  if (reply.sent || reply.raw.headersSent) return;
  return envelope(data, services.clock());
}

/** The path, query and body as the route's schemas read them; a 400 names every wrong field of all three. */
function parseRequest(spec: RouteSpec, request: FastifyRequest, clean: (input: unknown) => unknown) {
  const fields: FieldError[] = [];
  const parse = <S extends Schema>(schema: S, value: unknown, where: 'body' | 'query' | 'params') => {
    if (!schema) return undefined;
    try {
      return parseInput(schema, value, where);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
      fields.push(...(error.data as { fields: FieldError[] }).fields);
      return undefined;
    }
  };
  const params = parse(spec.params, request.params, 'params');
  const query = parse(spec.query, clean(request.query ?? {}), 'query');
  const body = parse(spec.body, clean(request.body ?? {}), 'body');
  if (fields.length) throw badRequest(fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
  return { params, query, body };
}

/**
 * Runs an audited route's handler and writes its backstage log entry in one transaction: no entry, no
 * change. Whatever the handler runs joins that transaction (see `Db.transaction`). A refusal marked
 * `keepChanges` (a failed sign-in counts the failure) commits its changes with its entry and is answered
 * after the commit; any other error rolls everything back, and the refused call is logged on its own.
 */
async function runAudited(spec: RouteSpec, ctx: RouteContext<Schema, Schema, Schema>): Promise<Envelope | undefined> {
  const { services, request, reply } = ctx;
  const { db } = services;
  let refusal: ApiError | undefined;
  // This call's entry is written here; the answer hook (which runs inside the handler for a streamed
  // answer) adds one only if everything is rolled back.
  request.auditLogged = true;
  const committed = await db
    .transaction(async () => {
      let data: unknown;
      try {
        data = await spec.handler(ctx);
      } catch (error) {
        if (!(error instanceof ApiError && error.keepChanges)) throw error;
        refusal = error;
        const { status, body } = errorAnswer(error, services.clock());
        await writeBackstageLog(db, auditRow(request, status, body, new Date(services.clock())));
        return undefined;
      }
      const streamed = reply.sent || reply.raw.headersSent;
      const answer = streamed ? null : envelope(data, services.clock());
      await writeBackstageLog(db, auditRow(request, reply.statusCode, answer, new Date(services.clock())));
      return { data, answer };
    })
    .catch((error: unknown) => {
      request.auditLogged = false;
      throw error;
    });
  if (refusal) throw refusal;
  if (!committed) return undefined;
  if (spec.afterCommit) {
    // When asked, the answer hook logs the answer of the work after the commit as a second entry.
    request.auditLogged = !spec.afterCommit.logAnswer;
    const data = await spec.afterCommit.run(ctx, committed.data);
    if (reply.sent || reply.raw.headersSent) return;
    return envelope(data, services.clock());
  }
  return committed.answer ?? undefined;
}
