import type { BriefSessionUser } from '@shared/contracts/accounts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { clearSessionMarker, hasSessionMarker } from './session-marker';

/**
 * Who is logged in. Every feature and the layout need it, so it lives in lib; the account feature's
 * login, register and settings calls write it with `setSessionUser`. The token itself is an HttpOnly
 * cookie: the app never sees or stores it (spec doc 1 section 4 "Session").
 */
export const sessionUserKey = ['accounts', 'user'] as const;

/**
 * account/session: the user of the session cookie, or null for a visitor (the failure is only logged).
 * The web app's own restore: a chef's profile comes in brief, since the pages read the profile itself
 * with chefs/show, and this is asked again whenever a badge may have changed
 * (docs/decisions/042-the-session-user.md). The answers of login and the saves carry the whole profile
 * and are kept as they are: every user is a brief one too.
 */
export async function fetchSessionUser(): Promise<BriefSessionUser | null> {
  if (!hasSessionMarker()) return null;
  try {
    // Asked on a page's first load: the declaration (and zod) load only when a session may exist.
    const { accountSession } = await import('@shared/contracts/accounts');
    const { data } = await api(accountSession, {});
    return data.user;
  } catch (error) {
    // A 401: the session ended (the server clears its cookies; a marker left alone goes too). Anything
    // else is logged, and the visitor goes on anonymous.
    if (isApiError(error) && error.status === 401) clearSessionMarker();
    else {
      console.warn(
        '[session] could not restore the session; continuing as a visitor:',
        error instanceof Error ? error.message : error,
      );
    }
    return null;
  }
}

export function useSessionUser() {
  const query = useQuery({
    queryKey: sessionUserKey,
    queryFn: fetchSessionUser,
    staleTime: Infinity,
    retry: false,
  });
  return { user: query.data ?? null, isPending: query.isPending };
}

export function setSessionUser(queryClient: QueryClient, user: BriefSessionUser | null): void {
  queryClient.setQueryData<BriefSessionUser | null>(sessionUserKey, user);
}
