import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  type Access,
  type FileOutput,
  type CallDeclaration,
  type CallOutput,
  type CallParsedInput,
} from '@shared/contracts/call';
import { checkCallAccess, type AuthFor } from '../access';
import type { Namespace } from './i18n';
import { tokenFromRequest } from '../plugins/session';
import { AnswerCache, answerEncoding } from './answer-cache';

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
  /**
   * A visitor's answer is kept a moment and sent again as it is (plugins/answer-cache.ts): only for
   * public reads whose answer depends on nothing but the input and the language for a visitor (and,
   * with `viewerClass`, on nothing but the input, the language and the class for a signed-in viewer).
   */
  keptForVisitors?: boolean;
  /**
   * With `keptForVisitors`: which signed-in viewers share a kept answer. The same text means the same
   * answer for the same input ('' the visitors' own); null: this viewer's answer is made afresh.
   * Without it a signed-in viewer's answer is always made afresh.
   */
  viewerClass?: (request: FastifyRequest) => Promise<string | null>;
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
      // A file's bytes are sent as they are; only an envelope is serialized by its schema.
      ...(call.file ? {} : { response: { [status]: successEnvelope(call.output) } }),
    },
    config: { call, languageIsData: call.languageIsData, keptForVisitors: options.keptForVisitors },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preValidation: async (request) => {
      // Who may call it is settled before the input is read: a visitor learns nothing about the fields.
      checkCallAccess(request, call.access, tokenFromRequest(request) !== undefined);
      if (options.readBody) await options.readBody(request);
    },
    ...(options.keptForVisitors
      ? {
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            // Looked up by the input as validated: what the answer depends on, whatever its spelling
            // (a number as text or as a number) and whatever else was sent (fields no call reads).
            const input = call.method === 'GET' ? request.query : request.body;
            const kept = await keptAnswer(request, reply, call, input, options.viewerClass);
            if (kept !== undefined)
              return reply.code(status).type('application/json; charset=utf-8').send(kept);
          },
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            // The serialized envelope, before compression (@fastify/compress adds its hook after this one).
            const kept = request.answerKept;
            if (!kept) return payload;
            if (reply.statusCode === status && typeof payload === 'string')
              request.server.visitorAnswers.set(kept.key, payload, kept.token);
            else request.server.visitorAnswers.abandon(kept.key);
            return payload;
          },
        }
      : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    ...routeOptions,
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as CallParsedInput<C>;
      const result = await handler({
        input,
        auth: checkCallAccess(request, call.access, false) as AuthFor<C['access']>,
        request,
        reply,
      });
      // A Fastify reply is thenable: awaiting a handler that returned it gives undefined once it is sent.
      if (result === undefined || (result as unknown) === reply) return reply;
      const { data, message } = result as CallResult<CallOutput<C>>;
      if (call.file) return sendFile(reply, call.file.contentType, data as FileOutput, status);
      return reply.ok(data, message, status);
    },
  });
}

/** A number per `viewerClass` function: the calls that share one share each viewer's kept class. */
const classIds = new WeakMap<object, number>();
let lastClassId = 0;
function classIdOf(viewerClass: object): number {
  let id = classIds.get(viewerClass);
  if (id === undefined) classIds.set(viewerClass, (id = ++lastClassId));
  return id;
}

/**
 * The kept answer to the same validated input in the same language for a visitor, or for a signed-in
 * viewer of the same class (`viewerClass`), as it was serialized; otherwise undefined, and the key it
 * will be kept under once answered is noted on the request. A signed-in viewer without a class is
 * answered afresh.
 */
async function keptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDeclaration,
  input: unknown,
  viewerClass: CallOptions['viewerClass'],
): Promise<string | Buffer | undefined> {
  const answers = request.server.visitorAnswers;
  if (!answers.enabled) return undefined;
  // Taken before the viewer's class is read: a change made after it keeps the answer out.
  const token = answers.token;
  let shared = '';
  if (request.auth) {
    const found = viewerClass
      ? await answers.viewerClass(`${classIdOf(viewerClass)}\n${request.auth.account.id}`, () =>
          viewerClass(request),
        )
      : null;
    if (found === null) return undefined;
    shared = found;
  }
  const key = AnswerCache.keyOf(call.path, request.lang, input, shared);
  if (!key) return undefined;
  const encoding = answerEncoding(request.headers['accept-encoding']);
  let body = answers.get(key, encoding);
  const pending = body === undefined ? answers.pending(key) : undefined;
  if (pending) {
    // Another visitor's request is making this answer: one answer for both.
    await pending;
    body = answers.get(key, encoding);
  }
  if (body === undefined) {
    answers.begin(key);
    request.answerKept = { key, token };
    return undefined;
  }
  // Compressed once when kept: @fastify/compress leaves an answer that has its Content-Encoding.
  if (encoding) reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding');
  return body;
}

/**
 * A file call's answer (`file` in the declaration): the bytes, saved by the browser under `filename`
 * (never shown inside the site's pages), kept by no cache since it is made for this viewer.
 */
function sendFile(reply: FastifyReply, contentType: string, file: FileOutput, status: number) {
  return reply
    .code(status)
    .header('Content-Type', contentType)
    .header('Content-Disposition', attachment(file.filename))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}

/**
 * A file call's answer written as it is made (`file` in the declaration): the same headers as a file's
 * bytes, the body streamed, so a large file (the export of an account with its album) never sits whole
 * in memory. The handler returns the reply this answers.
 */
export function sendFileStream(
  reply: FastifyReply,
  call: CallDeclaration,
  file: { filename: string; stream: NodeJS.ReadableStream },
) {
  return reply
    .code(call.status ?? 200)
    .header('Content-Type', call.file?.contentType ?? 'application/octet-stream')
    .header('Content-Disposition', attachment(file.filename))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for every client, and the exact
 * name as `filename*` (UTF-8) when it has other characters (a slug in another script).
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
