import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorEnvelope, SuccessEnvelope } from '@shared/contracts/envelope';
import type { ErrorCode } from '@shared/errors';
import { callErrors } from '@shared/contracts/call-errors';
import { errorCodes } from '@shared/errors';
import { AppError } from '../lib/app-error';
import { translator, type Namespace } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `call name: code` of every error answered that its call does not declare (call-errors.ts). Logged
     * as it happens; the API tests fail on any (tests/build-test-app.ts). At most calls x codes entries.
     */
    undeclaredErrors: Set<string>;
  }
  interface FastifyReply {
    /** Sends `{ success: true, data, message }` with the message key translated. */
    ok<T>(data: T, messageKey?: `${Namespace}:${string}`, status?: number): FastifyReply;
  }
}

/** Fastify's own errors that are the client's fault, mapped to our codes. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_VALIDATION: 'invalid_input',
  FST_ERR_BAD_URL: 'bad_request',
  FST_REQ_FILE_TOO_LARGE: 'too_large',
  FST_FILES_LIMIT: 'too_large',
  FST_PARTS_LIMIT: 'too_large',
  FST_FIELDS_LIMIT: 'too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

export function errorEnvelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const envelope: ErrorEnvelope = {
    success: false,
    data: null,
    message:
      error.exactMessage ??
      (error.messageKey
        ? request.t(error.messageKey.key as `${Namespace}:${string}`, error.messageKey.params)
        : request.t(`errors:${error.code}`)),
    code: error.code,
  };
  if (error.detail) envelope.detail = error.detail;
  if (error.issues?.length) {
    envelope.issues = error.issues.map((issue) => ({
      field: issue.field,
      code: issue.code,
      message: request.t(`validation:${issue.code}`, issue.params),
    }));
  }
  return envelope;
}

/**
 * Every answer is an envelope (decisions D3). Unknown errors become a 500 whose details stay in the
 * log: no stack trace or SQL reaches a client.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('undeclaredErrors', new Set<string>());
  app.decorateReply('ok', function <
    T,
  >(this: FastifyReply, data: T, messageKey = 'api:action_completed' as const, status = 200) {
    const body: SuccessEnvelope<T> = { success: true, data, message: this.request.t(messageKey) };
    return this.code(status).send(body);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The client went away before the answer's first bytes (a tab closed, a page left mid-load): the
    // answer's stream is ended early, and there is no one to answer. Not a fault of the server; any
    // other error of such a request is still one.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed) {
      request.log.info({ code: error.code }, 'client closed the connection before the answer');
      return;
    }
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error.code && frameworkErrors[error.code]) {
      appError = new AppError(frameworkErrors[error.code]!, { cause: error });
    } else if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      appError = new AppError(
        error.statusCode === 413 ? 'too_large' : error.statusCode === 429 ? 'rate_limited' : 'bad_request',
        { cause: error },
      );
    } else if (isUnstorableText(error)) {
      // Text PostgreSQL cannot hold (a NUL byte) that no field rule caught: the client's input.
      appError = new AppError('bad_request', { cause: error });
    } else if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      appError = new AppError('unavailable', { cause: error });
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('server_error', { cause: error });
    }
    if (appError.status >= 400 && appError.status < 500)
      request.log.info({ code: appError.code }, 'request refused');
    const call = request.routeOptions.config?.call;
    if (call && !callErrors(call).includes(appError.code)) {
      app.undeclaredErrors.add(`${call.name}: ${appError.code}`);
      request.log.warn({ call: call.name, code: appError.code }, 'error code not declared by its call');
    }
    return reply.code(appError.status).send(errorEnvelope(request, appError));
  });
});

/**
 * HTTP the server cannot even parse (a wrong Content-Length, oversized headers, bytes that are not
 * HTTP): Node reports it before any request exists, so Fastify's `clientErrorHandler` writes the
 * envelope straight to the socket, in English (no language can be read from a broken request).
 */
export function clientErrorEnvelope(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request';
  const status = errorCodes[code];
  const envelope: ErrorEnvelope = {
    success: false,
    data: null,
    message: translator('en')(`errors:${code}`),
    code,
  };
  const body = JSON.stringify(envelope);
  this.log.info({ code, reason: error.code }, 'malformed request refused');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Walks a driver error and its causes (Drizzle wraps them in `DrizzleQueryError`). */
function someCause(error: unknown, test: (e: { code?: string; message?: string }) => boolean): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (test(e)) return true;
  }
  return false;
}

/** PostgreSQL refused a text: 22021 (a NUL byte, an invalid byte sequence), 22P05 (untranslatable). */
function isUnstorableText(error: unknown): boolean {
  return someCause(error, (e) => e.code === '22021' || e.code === '22P05');
}

/** Drizzle wraps driver errors (`DrizzleQueryError`): the driver's code is on `cause`. */
function isDatabaseDown(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = e.code ?? '';
    return (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(
        code,
      ) ||
      code.startsWith('08') ||
      /Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? '')
    );
  });
}
