import { z } from 'zod';
import { defineCall } from './call';

/** GET /api/health: the process answers and the database does too. */
export const healthGet = defineCall({
  name: 'health.get',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary:
    'The server answers and reaches its database (503 `unavailable` when it does not); background jobs counted.',
  input: z.object({}),
  output: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    databaseMs: z.number().int().nonnegative(),
    /** Background jobs of every instance; `failed` over the last 7 days (docs/decisions/018). */
    jobs: z.object({
      waiting: z.number().int().nonnegative(),
      active: z.number().int().nonnegative(),
      retrying: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
    }),
  }),
});

/** GET /api/openapi.json: the OpenAPI 3.1 document of every call, generated from the declarations. */
export const openapiGet = defineCall({
  name: 'openapi.get',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document (the document itself, not an envelope).',
  input: z.object({}),
  output: z.record(z.string(), z.unknown()),
});

export const systemCalls = [healthGet, openapiGet];
