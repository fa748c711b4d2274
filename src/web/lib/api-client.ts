import type { CallDeclaration, CallInput, CallOutput } from '@shared/contracts/call';
import type { ErrorEnvelope, SuccessEnvelope } from '@shared/contracts/envelope';
import type { ErrorCode, FieldIssue } from '@shared/errors';
import i18next from 'i18next';
import { takePageAnswer } from './page-answers';

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
  /** What some refusals add (the envelope's `detail`: an offer's audience), else null. */
  readonly detail: Record<string, unknown> | null;

  constructor(
    message: string,
    options: {
      code: ApiErrorCode;
      status: number;
      issues?: FieldIssue[];
      detail?: Record<string, unknown> | null;
    },
  ) {
    super(message);
    this.code = options.code;
    this.status = options.status;
    this.issues = options.issues ?? [];
    this.detail = options.detail ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiOptions {
  signal?: AbortSignal;
  /** Files of a multipart call (`call.multipart`), by field name (none chosen: null); with this option the body goes as multipart. */
  files?: Record<string, File | null | undefined>;
  /** Upload progress, 0 to 1, while a multipart body is sent. */
  onProgress?: (fraction: number) => void;
}

export interface ApiAnswer<T> {
  data: T;
  /** The server's message, already in the interface language. */
  message: string;
}

/**
 * The one way the web app calls the API (docs/decisions/015-call-declarations.md): a call's declaration
 * from src/shared/contracts gives the method and path; the input goes as JSON (the query string of a
 * GET; multipart when the call is given files) and always carries `lang`; same-origin cookies go with it (the
 * session token is an HttpOnly cookie the app never reads). The answer's `data` is checked with the
 * declaration's output schema. Throws ApiError for anything but a success.
 *
 * Declarations carry zod schemas: code on a page's first load imports them with `import()` when the call
 * is made, so the validation library stays out of the first load (decisions 006 and 012).
 */
export async function api<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  options: ApiOptions = {},
): Promise<ApiAnswer<CallOutput<C>>> {
  const fields: Record<string, unknown> = { lang: i18next.language, ...(input as object) };
  const envelope =
    call.multipart && options.files
      ? await sendMultipart<unknown>(call.path, multipartBody(fields, options.files ?? {}), options)
      : await send<unknown>(call, fields, options.signal);
  const checked = call.output.safeParse(envelope.data);
  if (!checked.success) {
    console.warn(`[api] ${call.name}: the answer does not match its declaration`, checked.error.issues);
    throw new ApiError('', { code: 'server_error', status: 200 });
  }
  return { data: checked.data as CallOutput<C>, message: envelope.message };
}

/** A call's name, method and path, without its schemas (src/shared/contracts/offer-routes.ts). */
export type CallRoute = Pick<CallDeclaration, 'name' | 'method' | 'path'>;

/**
 * A read of a public page made without the call's schemas, so the page's first load carries no
 * validation library: the input is sent as it is given, and the answer is trusted rather than checked
 * again (the server writes every answer through the same output schema, decisions 015). `T` is the
 * output type, taken with `import type` from the declaration. Only for GET-like reads of public pages;
 * everything else goes through `api`. The answer the page's HTML brought for the same read, if any, is
 * taken instead of asking (lib/page-answers.ts).
 */
export async function apiRead<T>(
  route: CallRoute,
  input: Record<string, string | number>,
  options: Pick<ApiOptions, 'signal'> = {},
): Promise<ApiAnswer<T>> {
  const fields: Record<string, string | number> = { lang: i18next.language, ...input };
  // A visitor's first search may have come with the page.
  const envelope =
    takePageAnswer<T>({ path: route.path, fields }) ?? (await send<T>(route, fields, options.signal));
  return { data: envelope.data, message: envelope.message };
}

async function send<T>(
  call: CallRoute,
  fields: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<SuccessEnvelope<T>> {
  const isGet = call.method === 'GET';
  const query = isGet ? `?${new URLSearchParams(fields as Record<string, string>).toString()}` : '';
  const response = await request(`${call.path}${query}`, {
    method: call.method,
    credentials: 'same-origin',
    headers: isGet
      ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: isGet ? undefined : JSON.stringify(fields),
    signal,
  });
  return readEnvelope<T>(response.status, await response.text().catch(() => ''));
}

/** fetch, with a network failure as an ApiError `network_error`. */
async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // Spec doc 1 section 8: a network failure shows the exception's own message.
    const message = error instanceof Error && error.message ? error.message : String(error);
    throw new ApiError(message, { code: 'network_error', status: 0 });
  }
}

/** A file a call answered: its bytes and the name the server gives it. */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

/**
 * A GET call that answers a file (`file` in its declaration, such as chefs/cv): the file as a Blob with
 * the name of its Content-Disposition. The input goes in the query string with `lang`, as with `api`;
 * an error answer is the envelope, thrown as the same ApiError.
 */
export async function apiFile<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  options: Pick<ApiOptions, 'signal'> = {},
): Promise<ApiFile> {
  const fields = Object.entries({ lang: i18next.language, ...(input as object) })
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)]);
  const expected = call.file?.contentType ?? 'application/octet-stream';
  const response = await request(`${call.path}?${new URLSearchParams(fields).toString()}`, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: `${expected}, application/json` },
    signal: options.signal,
  });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith(expected)) {
    readEnvelope(response.status, await response.text().catch(() => ''));
    // A success envelope where a file was due: the server did not answer as declared.
    throw new ApiError('', { code: 'server_error', status: response.status });
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('Content-Disposition')) ?? 'download',
  };
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8, percent-encoded) when
 * there is one, else `filename`; no folder part is kept.
 */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!);
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)?.slice(1).find(Boolean);
  const base = name?.replace(/\\(.)/g, '$1').split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/**
 * A multipart body as a form sends it: `lang` first (the server reads the texts in it), text fields
 * (flags as 1/0, a list as one field per item), then the files.
 */
export function multipartBody(
  fields: Record<string, unknown>,
  files: Record<string, File | null | undefined>,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      body.append(name, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
  }
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return body;
}

/**
 * A multipart call with upload progress: fetch cannot report it, so these use XMLHttpRequest
 * (same-origin cookies go with it, as with fetch). A network failure rejects with an ApiError of code
 * `network_error` and status 0 (no message: XMLHttpRequest gives none, the form says it in the
 * visitor's language).
 */
function sendMultipart<T>(path: string, body: FormData, options: ApiOptions): Promise<SuccessEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${path}?${new URLSearchParams({ lang: i18next.language }).toString()}`);
    request.setRequestHeader('Accept', 'application/json');
    const networkError = () => reject(new ApiError('', { code: 'network_error', status: 0 }));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readEnvelope<T>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', networkError);
    request.addEventListener('timeout', networkError);
    request.addEventListener('abort', () =>
      reject(new DOMException('The request was aborted.', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * Reads an answer of the API: the success envelope, or an ApiError carrying the server's (localized)
 * message, code, status and per-field issues. Used for every answer, the
 * XMLHttpRequest of uploads included.
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
      detail: envelope.detail && typeof envelope.detail === 'object' ? envelope.detail : null,
    });
  }
  return envelope;
}
