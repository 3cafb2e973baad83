import type { FastifyInstance } from 'fastify';
import { AREAS } from './areas';
import { platformCore } from './core/index';
import { type BuildAppOptions, buildHttpApp } from './http/app';

export { API_PREFIX, type BuildAppOptions } from './http/app';

/**
 * The composition root: the manager API made of the platform core and every business area (`areas.ts`).
 * Routes, jobs, timed tasks, export kinds, the bell's counts and the demo seed all come from the areas'
 * declarations; nothing else lists an area's pieces.
 */
export function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  return buildHttpApp(opts, [platformCore(AREAS), ...AREAS]);
}
