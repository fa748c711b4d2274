import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../lib/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' answers to the public searches (lib/answer-cache.ts). */
    visitorAnswers: AnswerCache;
  }
  interface FastifyRequest {
    /** Where a visitor's answer made afresh is to be kept (lib/calls.ts), and the cache's token. */
    answerKept: { key: string; token: number } | null;
  }
  interface FastifyContextConfig {
    /** A visitor's answer to this call is kept a moment (registerCall's `keptForVisitors`). */
    keptForVisitors?: boolean;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The visitors' answer cache of the app (docs/decisions/029-visitor-answers.md): kept for
 * `config.visitorAnswersMs`, dropped whenever a request that writes succeeds here, whatever it wrote
 * (a new offer, an edited profile, a sign-in that changes nothing a visitor sees alike): simpler than
 * knowing which answers each change touches, and a write is rare beside the reads kept.
 */
export const answerCachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('visitorAnswers', new AnswerCache(app.config.visitorAnswersMs));
  app.decorateRequest('answerKept', null);
  app.addHook('onResponse', async (request, reply) => {
    // Also when nothing is kept: an answer being made now must not be kept after the change.
    if (
      !readMethods.has(request.method) &&
      reply.statusCode < 400 &&
      !request.routeOptions.config?.keptForVisitors
    )
      app.visitorAnswers.clear();
  });
});
