import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cookieValue,
  languageCookie,
  languageRedirect,
  preferredLanguage,
} from '@shared/i18n/language-redirect';
import { isLanguage, languages, type Language } from '@shared/i18n/languages';
import { appRoot } from '../lib/app-root';
import { restoreSessionMarker } from './session';

export const webDist = join(appRoot, 'dist/web');

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
 * /{lang}/ route, and for a path whose first segment is not a language a redirect to the same page (or
 * the home page) in the visitor's language, keeping a login query (spec doc 1 section 2,
 * docs/decisions/012-public-pages.md).
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
  const pageHtml = hasBuild ? indexPerLanguage(readFileSync(indexFile, 'utf8')) : undefined;

  return function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const [path = '/', query = ''] = request.url.split('?', 2);
    const first = path.split('/')[1] ?? '';
    if (!isLanguage(first)) {
      // The visitor's saved choice, else the browser's languages: the answer depends on both.
      const language = preferredLanguage(
        cookieValue(request.headers.cookie, languageCookie),
        request.headers['accept-language'],
      );
      return reply
        .header('Vary', 'Accept-Language, Cookie')
        .header('Cache-Control', 'no-cache')
        .redirect(languageRedirect(path, new URLSearchParams(query).get('login'), language), 302);
    }
    restoreSessionMarker(request, reply);
    if (!hasBuild)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml?.[first]);
  };
}

/**
 * index.html for each language: `<html lang>` set, and the language's texts chunk (vite.config.ts
 * manualChunks) preloaded beside the entry script, which would otherwise only ask for it once it runs.
 */
function indexPerLanguage(indexHtml: string): Record<Language, string> {
  const assets = readdirSync(join(webDist, 'assets'));
  return Object.fromEntries(
    languages.map((language) => {
      const chunk = assets.find((name) => name.startsWith(`i18n-${language}-`) && name.endsWith('.js'));
      const preload = chunk ? `<link rel="modulepreload" crossorigin href="/assets/${chunk}">\n  ` : '';
      const html = indexHtml
        .replace('<html lang="en"', `<html lang="${language}"`)
        .replace('</head>', `${preload}</head>`);
      return [language, html];
    }),
  ) as Record<Language, string>;
}
