import { errorCodes, type ErrorCode, type FieldIssue } from '@shared/errors';

export type PendingIssue = Omit<FieldIssue, 'message'> & { params?: Record<string, unknown> };

/**
 * The one error type of the server: a stable code (src/shared/errors.ts) that decides the HTTP status
 * and the localized message. Services throw it; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: PendingIssue[] | undefined;
  /** Sent as the message word for word instead of a translation (the spec's exact texts). */
  readonly exactMessage: string | undefined;
  /** Seconds before a refused attempt may be tried again (429), sent as Retry-After. */
  readonly retryAfter: number | undefined;
  /** A more precise message than the code's own (a translation key with its values). */
  readonly messageKey: { key: `${string}:${string}`; params?: Record<string, unknown> } | undefined;
  /** What the client needs to say more than the message (sent as the envelope's `detail`). */
  readonly detail: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      issues?: PendingIssue[];
      exactMessage?: string;
      cause?: unknown;
      retryAfter?: number;
      message?: { key: `${string}:${string}`; params?: Record<string, unknown> };
      detail?: object;
    } = {},
  ) {
    super(options.exactMessage ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.issues = options.issues;
    this.exactMessage = options.exactMessage;
    this.retryAfter = options.retryAfter;
    this.messageKey = options.message;
    this.detail = options.detail as Record<string, unknown> | undefined;
  }
}
