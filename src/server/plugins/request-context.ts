import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@shared/i18n/languages';
import { translator, type Translate } from '../lib/i18n';
import { readListFields } from '../lib/list-fields';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request (decisions D3). */
    lang: Language;
    t: Translate;
  }
  interface FastifyContextConfig {
    /** On these calls `language` is data (an account's or a text's language), not the interface language. */
    languageIsData?: boolean;
  }
}

/**
 * Normalizes what clients send (decisions D3): the text `null` means empty, `submit=1` is a form
 * marker and not data, `ids[]=1&ids[]=2` is the list `ids` (lib/list-fields.ts, in a body or a GET's
 * query string), and the interface language comes from `lang`, else `language`, else Accept-Language.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as Translate);

  app.addHook('onRequest', async (request) => {
    setLanguage(
      request,
      languageFromQuery(request) ?? languageFromAcceptLanguage(request.headers['accept-language']),
    );
  });

  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' && request.query && typeof request.query === 'object')
      request.query = readListFields(request.query as Record<string, unknown>);
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
      const clean: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (key === 'submit') continue;
        clean[key] = value === 'null' || value === null ? '' : value;
      }
      // `lang` when it names a language, else `language` (unless that is data on this call).
      const fromBody = isLanguage(clean.lang)
        ? clean.lang
        : request.routeOptions.config?.languageIsData
          ? undefined
          : clean.language;
      if (isLanguage(fromBody)) setLanguage(request, fromBody);
      request.body = readListFields(clean);
    }
  });
});

/** For bodies read by the route itself (multipart): `lang`, else `language`, as for other bodies. */
export function applyBodyLanguage(request: FastifyRequest, fields: Record<string, unknown>) {
  const value = isLanguage(fields.lang) ? fields.lang : fields.language;
  if (isLanguage(value)) setLanguage(request, value);
}

function languageFromQuery(request: FastifyRequest): Language | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  if (request.routeOptions.config?.languageIsData) return undefined;
  return isLanguage(query?.language) ? query.language : undefined;
}

function setLanguage(request: FastifyRequest, language: Language) {
  request.lang = language;
  request.t = translator(language);
}
