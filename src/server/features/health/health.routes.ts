import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthGet } from '@shared/contracts/system';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';

/** GET /api/health: the process answers and the database does too. */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, healthGet, async ({ request }) => {
    const started = performance.now();
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('unavailable');
    }
    return {
      data: {
        status: 'ok' as const,
        database: 'ok' as const,
        databaseMs: Math.round(performance.now() - started),
      },
      message: 'api:healthy',
    };
  });
}
