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
import { pageAnswersElementId, type PageRead } from '@shared/page-answers';
import { answerEncoding, compressText } from '../lib/answer-cache';
import { appRoot } from '../lib/app-root';
import { scriptSafeJson } from '../lib/script-json';
import { restoreSessionMarker, tokenFromRequest } from './session';

export const webDist = join(appRoot, 'dist/web');

/** What a page URL gets: its status and head tags, or a permanent redirect (the seo feature decides). */
export type PageHeadAnswer = { status: 200 | 404; head: string } | { status: 301; location: string };

export interface WebOptions {
  /** The head of the page at a /{lang}/ URL (app.ts hands the seo feature's pageAnswer). */
  pageHead?: (url: string) => Promise<PageHeadAnswer>;
  /** The calls a visitor's page at a /{lang}/ URL makes as it first loads (the search feature's firstReadsOfPage). */
  pageReads?: (url: string) => PageRead[];
}

/** Stands in for index.html when the web app is not built (API tests, a server run before `npm run build`). */
const unbuiltIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Brigade</title>
  </head>
  <body>
    <p>The web app is not built. Run <code>npm run build</code>.</p>
  </body>
</html>
`;

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
 * /{lang}/ route with the page's own head (title, description, canonical, hreflang, Open Graph,
 * JobPosting; its status 404 or a 301 to the right URL: docs/decisions/026-page-heads-for-crawlers.md),
 * and for a path whose first segment is not a language a redirect to the same page (or the home page)
 * in the visitor's language, keeping a login query (spec doc 1 section 2, docs/decisions/012-public-pages.md).
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions = {}) {
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (vite.config.ts); they are sent as they are.
      preCompressed: true,
      // robots.txt is the seo feature's route (it names the sitemap's absolute URL); an older build's copy is not served.
      globIgnore: ['robots.txt'],
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

  return async function sendApp(request: FastifyRequest, reply: FastifyReply) {
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
    const template = pageHtml?.[first] ?? unbuiltIndex.replace('<html lang="en"', `<html lang="${first}"`);
    let answer: PageHeadAnswer = { status: 200, head: '' };
    try {
      if (options.pageHead) answer = await options.pageHead(request.url);
    } catch (error) {
      // The page still works without its head tags: the app writes its own once it runs.
      request.log.error({ err: error, url: request.url }, 'page head could not be made; sent without it');
    }
    if (answer.status === 301)
      return reply.header('Cache-Control', 'no-cache').redirect(answer.location, 301);
    const reads =
      answer.status === 200 &&
      request.method === 'GET' &&
      options.pageReads &&
      app.config.pageAnswersWaitMs > 0 &&
      tokenFromRequest(request) === undefined
        ? options.pageReads(request.url)
        : [];
    const answers = reads.length ? await pageAnswersScript(app, reads, request) : '';
    const html = answer.head ? withHead(template, answer.head) : template;
    reply.code(answer.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    // A function as the replacement: the answers' texts are the users' own, and `$&` or `$'` in a string
    // replacement would paste parts of the page into them.
    const page = answers ? html.replace('</body>', () => `${answers}\n  </body>`) : html;
    return sendCompressed(request, reply, page);
  };
}

/**
 * The page's HTML, compressed as the API's answers are when the browser takes it: @fastify/compress
 * compresses routes only, and the app's pages are the not-found handler's.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = answerEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(compressText(html, encoding));
}

/**
 * The answers of a visitor's first reads as a `<script type="application/json">` for the web app
 * (docs/decisions/031-first-answers-in-the-page.md), each asked of the API as the web app would ask
 * it (the visitors' kept answers serve most of them); '' when none came in time or none succeeded.
 */
async function pageAnswersScript(
  app: FastifyInstance,
  reads: PageRead[],
  request: FastifyRequest,
): Promise<string> {
  const answerOf = async (read: PageRead) => {
    const response = await app.inject({ method: 'POST', url: read.path, payload: read.fields });
    if (response.statusCode !== 200) return undefined;
    return `{"path":${JSON.stringify(read.path)},"fields":${JSON.stringify(read.fields)},"answer":${response.body}}`;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    // Past it the page goes without them and the web app asks as usual (the answer being made is
    // then kept for that call, decision 029).
    timer = setTimeout(() => resolve(undefined), app.config.pageAnswersWaitMs);
  });
  try {
    const answers = await Promise.race([Promise.all(reads.map(answerOf)), late]);
    const found = answers?.filter((text) => text !== undefined) ?? [];
    if (!found.length) return '';
    return `<script type="application/json" id="${pageAnswersElementId}">${scriptSafeJson(`[${found.join(',')}]`)}</script>`;
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page answers could not be made; sent without them');
    return '';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html with a page's head: the template's own <title> and description (the product's, for any
 * page) are taken out and the page's tags go in before </head>.
 */
export function withHead(indexHtml: string, head: string): string {
  return (
    indexHtml
      .replace(/<title>[^<]*<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
      // A function as the replacement, since the head holds the users' texts (see sendApp).
      .replace('</head>', () => `  ${head}\n  </head>`)
  );
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
