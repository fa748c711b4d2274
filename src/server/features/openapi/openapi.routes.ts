import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '@shared/contracts/calls';
import { openapiGet } from '@shared/contracts/system';
import { registerCall } from '../../lib/calls';
import { appRoot } from '../../lib/app-root';
import type { Deps } from '../../lib/deps';
import { openApiDocument } from './openapi.service';

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from every call's declaration. */
export async function openapiRoutes(app: FastifyInstance, _deps: Deps) {
  let body: string | undefined;
  registerCall(app, openapiGet, ({ reply }) => {
    body ??= JSON.stringify(openApiDocument(allCalls, packageVersion()));
    // The document itself, not an envelope: OpenAPI tools read it as it is.
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}

function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string };
  return version;
}
