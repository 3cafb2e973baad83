/**
 * The host service of the production deployment: serves the host build and the run-time manifest, and
 * passes /api/ to the API service. Remote releases are served by their own services (REMOTE_URL_TEMPLATE).
 */
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { addSecurityHeaders } from './security-headers.ts';
import { addConsole } from './server.ts';
import { environmentName, environmentsDir, hostDistDir, releasesDir } from './paths.ts';

const upstream = process.env.API_UPSTREAM;
if (!upstream) {
  console.error('API_UPSTREAM must name the API service, for example http://api:3000');
  process.exit(1);
}
const app = Fastify({ logger: process.env.LOG_REQUESTS === 'true', trustProxy: true });
addSecurityHeaders(app);
await app.register(httpProxy, { upstream, prefix: '/api', rewritePrefix: '/api', http2: false });
await addConsole(app, {
  environment: environmentName(),
  environmentsDir: environmentsDir(),
  releasesDir: releasesDir(),
  hostDistDir: hostDistDir(),
  production: process.env.NODE_ENV === 'production',
  remoteUrlTemplate: process.env.REMOTE_URL_TEMPLATE,
});
const address = await app.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '0.0.0.0' });
console.log(`Console host on ${address}, API at ${upstream}`);
