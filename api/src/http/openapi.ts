import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { permissionById } from '@console/contracts/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteMeta } from './context';

export const DOCS_PREFIX = '/api/docs';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): the input side for what a caller sends, the
 * output side for what the API answers. A type JSON Schema cannot say (a refinement) is left open.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Every answer is this envelope (`shared/contracts/envelope.ts`); `data` is the route's own response. */
function envelopeSchema(data: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'time', 'data'],
    properties: {
      code: { type: 'integer', description: '1 success, 0 refused, -1 session invalid' },
      msg: { type: 'string' },
      time: { type: 'string', format: 'date-time' },
      data: data ?? { description: 'Not described by a schema yet' },
      totalCount: { type: 'integer' },
      totalPages: { type: 'integer' },
      pageSize: { type: 'integer' },
      currentPage: { type: 'integer' },
    },
  };
}

/** The permission keys that open a route, as the document states them (`x-permissions`). */
export function permissionsOf(meta: RouteMeta): string[] {
  if (meta.access.kind !== 'permission') return [];
  return meta.access.ids.map((id) => permissionById(id)?.key ?? String(id));
}

function accessText(meta: RouteMeta): string {
  if (meta.access.kind === 'public') return 'Public: no session needed.';
  if (meta.access.kind === 'session') return 'Any signed-in admin.';
  return `Needs the permission ${permissionsOf(meta).join(' or ')}.`;
}

/** The operation of one API route, from its meta (catalogue access, name, audit) and its zod schemas. */
function operationOf(route: RouteOptions): JsonSchema | undefined {
  const meta = route.config?.meta as RouteMeta | undefined;
  if (!meta) return undefined;
  const contract = route.config?.contract ?? {};
  const schema: JsonSchema = {
    operationId: meta.key,
    summary: meta.name,
    description: `${accessText(meta)}${meta.audit ? ' Written to the backstage log.' : ''}`,
    tags: [contract.area ?? 'core'],
    'x-permissions': permissionsOf(meta),
    'x-access': meta.access.kind,
    'x-audited': meta.audit,
    security: meta.access.kind === 'public' ? [] : [{ session: [] }],
    response: { 200: envelopeSchema(contract.response ? jsonSchemaOf(contract.response, 'output') : undefined) },
  };
  if (contract.params) schema.params = jsonSchemaOf(contract.params, 'input');
  if (contract.query) schema.querystring = jsonSchemaOf(contract.query, 'input');
  if (contract.body && route.method !== 'GET') schema.body = jsonSchemaOf(contract.body, 'input');
  return schema;
}

/**
 * The OpenAPI 3.1 document of the manager API (@fastify/swagger), built from the routes' catalogue access and zod
 * schemas, and a browsable page of it (@fastify/swagger-ui) at `/api/docs`, the document at `/api/docs/json`.
 * Registered at the root before the API, so its route hook sees every API route; anything else is left out.
 */
export async function registerApiDocs(app: FastifyInstance, { browsable }: { browsable: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back-office console: manager API',
        version: '1.0.0',
        description:
          'Every call answers the envelope `{ code, msg, time, data }`. Access follows the permission catalogue ' +
          '(`x-permissions`); calls marked `x-audited` are written to the backstage log.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The token of `POST login`' } } },
    },
    transform: ({ route, url }) => {
      const schema = operationOf(route);
      return { schema: (schema ?? { hide: true }) as never, url };
    },
  });
  if (browsable) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
