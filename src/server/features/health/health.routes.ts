import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthGet } from '@shared/contracts/system';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';

/**
 * GET /api/health: the process answers and the database does too; with the background jobs of every
 * instance counted (waiting, active, retrying, failed in the last 7 days), so a failing job shows.
 */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, healthGet, async ({ request }) => {
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
    return {
      data: { status: 'ok' as const, database: 'ok' as const, databaseMs, jobs },
      message: 'api:healthy',
    };
  });
}
