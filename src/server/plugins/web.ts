import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@shared/i18n/languages';
import { appRoot } from '../lib/app-root';
import { restoreSessionMarker } from './session';

export const webDist = join(appRoot, 'dist/web');

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
 * /{lang}/ route, and a redirect to /en/ for a path whose first segment is not a language, keeping a
 * login query (spec doc 1 section 2).
 */
export async function webPlugin(app: FastifyInstance) {
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (vite.config.ts); they are sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; anything else (index.html, icons) is checked again on each use.
        res.header(
          'Cache-Control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn('dist/web is missing: run `npm run build` (or `npm run dev` for the Vite server)');
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';

  return function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const [path = '/', query = ''] = request.url.split('?', 2);
    const first = path.split('/')[1] ?? '';
    if (!isLanguage(first)) {
      const login = new URLSearchParams(query).get('login');
      return reply.redirect(login ? `/en/?login=${encodeURIComponent(login)}` : '/en/', 302);
    }
    restoreSessionMarker(request, reply);
    if (!hasBuild)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace('<html lang="en"', `<html lang="${first}"`));
  };
}
