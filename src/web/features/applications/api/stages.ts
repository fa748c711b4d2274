import type { StageAcceptInput, StageRescheduleInput } from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMove } from './apply';
import type { VenueMoveCalls } from './venue-moves';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/applications');

/**
 * The moves on an application's dates (spec doc 1 and doc 2 section 7, decisions D4 and 048), for both
 * sides: after each the lists, counters, calendars and badges are read again. Given `calls` (the
 * recruitment service's, in the back office), the move goes through them and they say what to read again.
 */

/** stage/accept: a proposed date is agreed with its hours, kind and message. */
export function useAcceptStage(calls?: VenueMoveCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageAcceptInput) => {
      if (calls) return calls.accept(input);
      const { stageAccept } = await contracts();
      return (await api(stageAccept, input)).data;
    },
    onSuccess: () => (calls?.refresh ?? refreshAfterMove)(queryClient),
  });
}

/** stage/reschedule: another date, with its hours, kind and message, replacing the open one. */
export function useProposeDate(calls?: VenueMoveCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageRescheduleInput) => {
      if (calls) return calls.propose(input);
      const { stageReschedule } = await contracts();
      return (await api(stageReschedule, input)).data;
    },
    onSuccess: () => (calls?.refresh ?? refreshAfterMove)(queryClient),
  });
}

/** stage/rejectAccepted: an agreed trial is called off; the side that did owes the other a new date. */
export function useTakeBackTrial(calls?: VenueMoveCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      if (calls) return calls.takeBack(id);
      const { stageRejectAccepted } = await contracts();
      return (await api(stageRejectAccepted, { id })).data;
    },
    onSuccess: () => (calls?.refresh ?? refreshAfterMove)(queryClient),
  });
}
