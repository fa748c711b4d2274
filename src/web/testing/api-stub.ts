import { vi } from 'vitest';

/**
 * The API as a component test answers it (a component test reaches no server): `fetch` replaced by
 * routes by path, each answering an envelope, and every call recorded with its input (the JSON body,
 * or a GET's query string). A path without a route answers 500, so a call the test did not expect
 * shows. `vi.unstubAllGlobals()` puts `fetch` back.
 */

/** The input of a call, as the test reads it. */
export type CallBody = Record<string, unknown>;
export type ApiRoute = (body: CallBody) => Response;
export interface ApiCall {
  path: string;
  body: CallBody;
}

/** An answer with its HTTP status and its body as JSON. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A success envelope with `data`. */
export const success = (data: unknown, status = 200) => answer(status, { success: true, data, message: '' });

/** An error envelope with its code and message (already in the reader's language, as the server's). */
export const refusal = (status: number, code: string, message: string) =>
  answer(status, { success: false, data: null, code, message });

export function stubApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as CallBody)
          : Object.fromEntries(searchParams);
      calls.push({ path: pathname, body });
      const route = routes[pathname];
      return Promise.resolve(route ? route(body) : answer(500, { success: false, message: pathname }));
    }),
  );
  return {
    calls,
    /** The calls made to one path, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
