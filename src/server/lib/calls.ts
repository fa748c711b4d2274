import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  type Access,
  type CallDeclaration,
  type CallOutput,
  type CallParsedInput,
} from '@shared/contracts/call';
import { checkCallAccess, type AuthFor } from '../access';
import type { Namespace } from './i18n';
import { tokenFromRequest } from '../plugins/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (the docs test and the OpenAPI document read it). */
    call?: CallDeclaration;
  }
}

/** What a handler answers: `data` of the envelope and the key of its message. */
export interface CallResult<Output> {
  data: Output;
  message: `${Namespace}:${string}`;
}

export interface CallContext<C extends CallDeclaration, A extends Access = C['access']> {
  input: CallParsedInput<C>;
  auth: AuthFor<A>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallOptions {
  bodyLimit?: number;
  /** Reads a body Fastify does not parse (multipart) into `request.body` before validation. */
  readBody?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers the route of a declared call (docs/decisions/015-call-declarations.md): method and path from
 * the declaration, the role check of its `access` before the input is read, its input schema validating
 * the body (the query string of a GET), its output schema serializing the success envelope. The handler
 * gets the parsed input and the session, and answers `{ data, message }`; a handler that must write the
 * answer itself (a cached body, a 304) sends it and returns the reply.
 */
export function registerCall<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: (
    context: CallContext<C>,
  ) => Promise<CallResult<CallOutput<C>> | FastifyReply> | CallResult<CallOutput<C>> | FastifyReply,
  options: CallOptions = {},
) {
  const status = call.status ?? 200;
  const routeOptions: RouteShorthandOptions = {
    schema: {
      [call.method === 'GET' ? 'querystring' : 'body']: call.input,
      response: { [status]: successEnvelope(call.output) },
    },
    config: { call, languageIsData: call.languageIsData },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preValidation: async (request) => {
      // Who may call it is settled before the input is read: a visitor learns nothing about the fields.
      checkCallAccess(request, call.access, tokenFromRequest(request) !== undefined);
      if (options.readBody) await options.readBody(request);
    },
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    ...routeOptions,
    handler: async (request, reply) => {
      const result = await handler({
        input: (call.method === 'GET' ? request.query : request.body) as CallParsedInput<C>,
        auth: checkCallAccess(request, call.access, false) as AuthFor<C['access']>,
        request,
        reply,
      });
      if ((result as unknown) === reply) return reply;
      const { data, message } = result as CallResult<CallOutput<C>>;
      return reply.ok(data, message, status);
    },
  });
}
