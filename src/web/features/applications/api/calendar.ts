import type { ChefCalendarItem, VenueCalendarOffer } from '@shared/contracts/calendar';
import { api } from '@web/lib/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { monthRange } from '../lib/month';
import { applicationsKey } from '../query-keys';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/calendar');

const calendarKey = [...applicationsKey, 'calendar'] as const;

/**
 * Every page of a month: the calendar highlights all its days at once, so the pages are read one after
 * the other at the largest size the call takes (most months fit in one), until one is not full.
 */
async function wholeMonth<T>(pageSize: number, read: (page: number) => Promise<T[]>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const rows = await read(page);
    items.push(...rows);
    if (rows.length < pageSize) return items;
  }
}

/** stage/chef/calendar: the chef's dates of a month (agreed and still proposed), offers in the page's language. */
export function useChefCalendar(month: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...calendarKey, 'chef', month, i18n.language],
    queryFn: async ({ signal }): Promise<ChefCalendarItem[]> => {
      const { stageChefCalendar, maxCalendarPageSize: qty } = await contracts();
      return wholeMonth(qty, async (page) => {
        const input = { page, qty, ...monthRange(month) };
        return (await api(stageChefCalendar, input, { signal })).data.list;
      });
    },
    retry: false,
  });
}

/**
 * offer/calendar: the agreed trials of a month, by offer, of one venue (`rid`) or of every venue of the
 * account; premium accounts only (D5).
 */
export function useVenueCalendar(rid: number | undefined, month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...calendarKey, 'venue', rid ?? 'all', month],
    queryFn: async ({ signal }): Promise<VenueCalendarOffer[]> => {
      const { offerCalendar, maxCalendarPageSize: qty } = await contracts();
      return wholeMonth(qty, async (page) => {
        const input = { rid, page, qty, showpaused: 1, ...monthRange(month) };
        return (await api(offerCalendar, input, { signal })).data.list;
      });
    },
    enabled,
    retry: false,
  });
}

/**
 * The first date from `from` on (the chef's, or the agreed trials of a venue or every venue): where the calendar
 * offers to go when the month shown has none. Asked only when `enabled`.
 */
export function useNextDate(side: { rid: number | undefined } | 'chef', from: string, enabled: boolean) {
  return useQuery({
    queryKey: [...calendarKey, 'next', side === 'chef' ? 'chef' : (side.rid ?? 'all'), from],
    queryFn: async ({ signal }): Promise<string | null> => {
      const { stageChefCalendar, offerCalendar } = await contracts();
      if (side === 'chef') {
        const { list } = (await api(stageChefCalendar, { from, page: 0, qty: 1 }, { signal })).data;
        return list[0]?.date ?? null;
      }
      // The offers come by their first trial, and each offer's trials by date: the first is the earliest.
      const input = { rid: side.rid, from, page: 0, qty: 1, showpaused: 1 };
      const { list } = (await api(offerCalendar, input, { signal })).data;
      return list[0]?.applicants[0]?.stages[0]?.date ?? null;
    },
    enabled,
    retry: false,
  });
}

const feedKey = [...calendarKey, 'feed'] as const;

/** calendar/feed: the secret address of the account's calendar feed (made on the first ask). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: feedKey,
    queryFn: async ({ signal }) => {
      const { calendarFeed } = await contracts();
      return (await api(calendarFeed, {}, { signal })).data.url;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

/** calendar/feed/renew: a new address; calendars subscribed to the old one stop receiving trials. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { calendarFeedRenew } = await contracts();
      return (await api(calendarFeedRenew, {})).data.url;
    },
    onSuccess: (url) => queryClient.setQueryData(feedKey, url),
  });
}
