import type { FastifyInstance } from 'fastify';
import { referenceGet } from '@shared/contracts/reference';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import { matchesETag, referenceAnswer } from './reference.service';

/** Browsers and proxies may keep the lists an hour; the ETag makes the check after that cheap. */
const cacheControl = 'public, max-age=3600';

/**
 * GET /api/reference: every reference list in the request's language (`language` or `lang`, else
 * Accept-Language, else English), keyed as in spec doc 1 section 3. Public and cacheable: the envelope
 * is serialized once per language (reference.service.ts), so this handler sends it as it is.
 */
export async function referenceRoutes(app: FastifyInstance, _deps: Deps) {
  registerCall(app, referenceGet, ({ request, reply }) => {
    const { body, etag } = referenceAnswer(request.lang, request.t('api:action_completed'));
    // The language may come from Accept-Language and the body may be compressed: shared caches key on both.
    reply
      .header('ETag', etag)
      .header('Cache-Control', cacheControl)
      .header('Vary', 'Accept-Language, Accept-Encoding');
    if (matchesETag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
