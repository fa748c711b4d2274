import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appRoot } from '../../lib/app-root';
import type { Deps } from '../../lib/deps';
import { robotsText, sitemapChildXml, sitemapIndexXml } from './seo.service';

/** Sitemaps change as offers do: an hour in caches; robots.txt only with a release: a day. */
const sitemapCache = 'public, max-age=3600';
const robotsCache = 'public, max-age=86400';

/**
 * GET /sitemap.xml (the index), GET /sitemaps/{file} (its children) and GET /robots.txt: files for
 * crawlers, not API calls (no envelope, no declaration). The information pages change with a release:
 * their lastmod is the web build's (index.html's time), unknown without a build.
 */
export async function seoRoutes(app: FastifyInstance, deps: Deps) {
  const pagesUpdatedAt = buildTime();

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemapIndexXml(deps, pagesUpdatedAt);
    return reply.header('Cache-Control', sitemapCache).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const xml = await sitemapChildXml(deps, request.params.file, pagesUpdatedAt);
    if (xml === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', sitemapCache).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', robotsCache).type('text/plain; charset=utf-8').send(robotsText(deps)),
  );
}

function buildTime(): Date | null {
  try {
    return statSync(join(appRoot, 'dist/web/index.html')).mtime;
  } catch {
    return null;
  }
}
