import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';

/**
 * GET /api/health: the process answers and the database does too; with the background jobs of every
 * instance counted (waiting, active, retrying, failed in the last 7 days), so a failing job shows.
 */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/health', async (request, reply) => {
    const started = performance.now();
    let databaseMs;
    let jobs;
    try {
      await deps.db.execute(sql`select 1`);
      databaseMs = Math.round(performance.now() - started);
      jobs = await app.jobs.counts();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('unavailable');
    }
    return reply.ok({ status: 'ok', database: 'ok', databaseMs, jobs }, 'api:healthy');
  });
}
