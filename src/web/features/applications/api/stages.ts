import type { StageAcceptInput, StageRescheduleInput } from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMove } from './apply';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/applications');

/**
 * The moves on an application's dates (spec doc 1 and doc 2 section 7, decisions D4 and 048), for both
 * sides: after each the lists, counters, calendars and badges are read again.
 */

/** stage/accept: a proposed date is agreed with its hours, kind and message. */
export function useAcceptStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageAcceptInput) => {
      const { stageAccept } = await contracts();
      return (await api(stageAccept, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** stage/reschedule: another date, with its hours, kind and message, replacing the open one. */
export function useProposeDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageRescheduleInput) => {
      const { stageReschedule } = await contracts();
      return (await api(stageReschedule, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** stage/rejectAccepted: an agreed trial is called off; the side that did owes the other a new date. */
export function useTakeBackTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { stageRejectAccepted } = await contracts();
      return (await api(stageRejectAccepted, { id })).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}
