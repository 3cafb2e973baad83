import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../http/app';
import type { AppServices } from '../../http/context';
import { LiveSettings } from './live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings this instance holds in memory (the cross-origin allowlist first), kept current. */
    liveSettings: LiveSettings;
  }
}

const NO_CORS: FastifyCorsOptions = { origin: false };

/** What a listed origin's browsers may send and read. */
const ALLOWED: Omit<FastifyCorsOptions, 'origin'> = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With'],
  exposedHeaders: ['Content-Disposition'],
  maxAge: 600,
};

/** A request from a page of the server's own address needs no CORS headers (and no look at the list). */
function sameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CORS for the API (`/api/...`) from the cross-origin allowlist: a listed origin gets CORS headers on every
 * answer (refusals included, so its page can read why) and on preflights; any other origin gets none, so its
 * browser refuses to hand the answer over. Registered on the root app, before the API, so that preflights are
 * answered before the API's session and permission checks. The list is this instance's copy (`LiveSettings`),
 * at least as new as the revision the database holds when the request arrives.
 */
export async function installCors(app: FastifyInstance, services: AppServices): Promise<void> {
  const live = new LiveSettings(services.db);
  app.decorate('liveSettings', live);
  app.addHook('onReady', () => live.start());
  app.addHook('onClose', () => live.stop());
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
      const origin = request.headers.origin;
      if (!origin || !request.url.startsWith(`${API_PREFIX}/`) || sameOrigin(request, origin)) return NO_CORS;
      try {
        return (await live.allowsOrigin(origin)) ? { ...ALLOWED, origin } : NO_CORS;
      } catch (error) {
        request.log.error(error, 'the cross-origin allowlist could not be read');
        return NO_CORS;
      }
    },
  });
}
