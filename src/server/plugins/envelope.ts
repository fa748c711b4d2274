import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorEnvelope, SuccessEnvelope } from '@shared/contracts/envelope';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../lib/app-error';
import type { Namespace } from '../lib/i18n';

declare module 'fastify' {
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
    message: error.exactMessage ?? request.t(`errors:${error.code}`),
    code: error.code,
  };
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
  app.decorateReply('ok', function <
    T,
  >(this: FastifyReply, data: T, messageKey = 'api:action_completed' as const, status = 200) {
    const body: SuccessEnvelope<T> = { success: true, data, message: this.request.t(messageKey) };
    return this.code(status).send(body);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
    } else if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      appError = new AppError('unavailable', { cause: error });
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('server_error', { cause: error });
    }
    if (appError.status >= 400 && appError.status < 500)
      request.log.info({ code: appError.code }, 'request refused');
    return reply.code(appError.status).send(errorEnvelope(request, appError));
  });
});

/** Drizzle wraps driver errors (`DrizzleQueryError`): the driver's code is on `cause`. */
function isDatabaseDown(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = e.code ?? '';
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(
        code,
      ) ||
      code.startsWith('08')
    )
      return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? '')) return true;
  }
  return false;
}
