import { ApiError } from '@web/lib/api-client';

/**
 * Whether a search was refused for what it asked (400: an address naming a filter option, a country or
 * a place that does not exist), not lost on the way: asking again cannot help, starting again can.
 */
export function isRefusedSearch(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}
