import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The Vite dev server (`npm run dev`), which proxies /api to this server on the same machine. */
const viteDevOrigin = 'http://localhost:5173';

/** The spellings of this machine's address: a browser sends the one the app was opened at. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may change state: PUBLIC_URL's, never one derived from the request's own
 * Host header (a client chooses that). With PUBLIC_URL unset the app is this machine's, at
 * `localhost:PORT`, so each spelling of the loopback address with that port is its origin. During local
 * development, also the Vite dev server's.
 */
export function trustedOrigins(config: Config): Set<string> {
  let origins = trusted.get(config);
  if (!origins) trusted.set(config, (origins = originsOf(config)));
  return origins;
}

/** Each configuration's trusted origins, worked out once (asked on every state-changing request). */
const trusted = new WeakMap<Config, Set<string>>();

function originsOf(config: Config): Set<string> {
  const url = new URL(config.publicUrl);
  const origins = new Set([url.origin]);
  if (!config.publicUrlGiven && loopbackHosts.includes(url.hostname)) {
    for (const host of loopbackHosts) {
      url.hostname = host;
      origins.add(url.origin);
    }
  }
  if (config.env === 'development' && config.isLocal) origins.add(viteDevOrigin);
  return origins;
}

export function isUnsafeMethod(request: FastifyRequest): boolean {
  return !safeMethods.has(request.method);
}

/**
 * Refuses state-changing requests sent by a page of another origin (docs/decisions/004-sessions.md). A browser marker
 * that is present (Origin, else Referer, else Sec-Fetch-Site) must name this site. A request with no
 * marker at all is a native client's, let through here; if a cookie authenticates it, the session
 * plugin then asks for proof (`hasSameOriginProof`), since browsers always send one of those.
 */
export const crossOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!isUnsafeMethod(request)) return;
    if (!markersAllow(request, trustedOrigins(app.config))) throw new AppError('cross_origin');
  });
});

function markersAllow(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin !== undefined) return trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/**
 * What a cookie-authenticated state change must carry: an Origin of this site, or the browser's own
 * `Sec-Fetch-Site: same-origin` (a Referer alone can be dropped or kept by a page, so it is no proof).
 */
export function hasSameOriginProof(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return trustedOrigins(request.server.config).has(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
