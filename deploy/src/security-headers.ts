import type { FastifyInstance } from 'fastify';

/**
 * The headers every answer of the console server carries, as helmet sets them on the API's answers: the
 * static files, the manifest, unknown paths and their 404s, the proxied API included. An answer that set
 * its own (a page's content security policy, a stored file's) keeps it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Pages set their own policy (server.ts); anything else needs none of scripts, frames or plugins.
  'content-security-policy': "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Adds the security headers to every answer of `app` (call it on the root instance). */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    // Remote releases are loaded by hosts of other origins too (they are served with CORS).
    if (!reply.hasHeader('cross-origin-resource-policy')) {
      reply.header('cross-origin-resource-policy', request.url.startsWith('/remotes/') ? 'cross-origin' : 'same-origin');
    }
    return payload;
  });
}
