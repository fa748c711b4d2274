import type { ErrorEnvelope, SuccessEnvelope } from '@shared/contracts/envelope';
import type { ErrorCode, FieldIssue } from '@shared/errors';
import i18next from 'i18next';

/** `network_error`: the request never got an answer (offline, DNS, server down). */
export type ApiErrorCode = ErrorCode | 'network_error';

/** A failed call: a success-false answer, an unreadable answer, or no answer at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when the network failed. */
  readonly status: number;
  /** Per-field problems of a 400 answer (wire field names, localized messages). */
  readonly issues: FieldIssue[];

  constructor(message: string, options: { code: ApiErrorCode; status: number; issues?: FieldIssue[] }) {
    super(message);
    this.code = options.code;
    this.status = options.status;
    this.issues = options.issues ?? [];
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiBody = Record<string, unknown>;

/**
 * The one way the web app calls the API (decisions D3): POST /api/{path} with a JSON body that always
 * carries `lang`, same-origin cookies included (the session token is an HttpOnly cookie the app never
 * reads). Resolves with the success envelope; throws ApiError otherwise.
 */
export async function apiCall<T>(
  path: string,
  body: ApiBody = {},
  init: { signal?: AbortSignal } = {},
): Promise<SuccessEnvelope<T>> {
  const url = `/api/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ lang: i18next.language, ...body }),
      signal: init.signal,
    });
  } catch (error) {
    // Spec doc 1 section 8: a network failure shows the exception's own message.
    const message = error instanceof Error && error.message ? error.message : String(error);
    throw new ApiError(message, { code: 'network_error', status: 0 });
  }

  return readEnvelope<T>(response.status, await response.text().catch(() => ''));
}

/**
 * Reads an answer of the API: the success envelope, or an ApiError carrying the server's (localized)
 * message, code, status and per-field issues. Shared by apiCall and the upload calls that use
 * XMLHttpRequest for progress.
 */
export function readEnvelope<T>(status: number, text: string): SuccessEnvelope<T> {
  let envelope: SuccessEnvelope<T> | ErrorEnvelope | null = null;
  try {
    envelope = JSON.parse(text) as SuccessEnvelope<T> | ErrorEnvelope;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    // Not our envelope (a proxy's error page, an empty body): no server message to show.
    throw new ApiError('', { code: status >= 500 ? 'server_error' : 'bad_request', status });
  }
  if (!envelope.success) {
    throw new ApiError(envelope.message ?? '', {
      code: envelope.code ?? 'server_error',
      status,
      issues: Array.isArray(envelope.issues) ? envelope.issues : [],
    });
  }
  return envelope;
}
