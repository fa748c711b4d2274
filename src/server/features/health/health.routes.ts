import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';

/** GET /api/health: the process answers and the database does too. */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/health', async (request, reply) => {
    const started = performance.now();
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('unavailable');
    }
    return reply.ok(
      { status: 'ok', database: 'ok', databaseMs: Math.round(performance.now() - started) },
      'api:healthy',
    );
  });
}
