import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (issue 2 item 6). Browsers send
 * Origin (or at least Referer and Sec-Fetch-Site) with such requests; native clients send none and are
 * authenticated by their bearer token, so a request with no browser marker is let through.
 */
export const crossOriginPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set([new URL(app.config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (!isSameOrigin(request, allowed)) throw new AppError('cross_origin');
  });
});

function isSameOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const own = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin && origin !== 'null') return origin === own || allowed.has(origin);
  if (origin === 'null') return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
