import type {
  StageAnswerInput,
  StageChefAnswerInput,
  StageChefWithdrawInput,
  StagePracticeInput,
} from '@shared/contracts/stage-requests';
import { api } from '@web/lib/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsKey } from '../query-keys';
import { refreshAfterMove } from './apply';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/stage-requests');

/**
 * Stage requests (docs/decisions/052): the chef's request, both sides' lists and answers. Under the
 * applications' key, so a move reads the lists, the calendars and the badges again.
 */
const stageRequestsKey = [...applicationsKey, 'stage-requests'] as const;
/** The first page is enough for a page that lists them: a side has few open at once. */
const listSize = 50;

/** stage/practice: the chef asks a venue for a stage. */
export function useRequestStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StagePracticeInput) => {
      const { stagePractice } = await contracts();
      return (await api(stagePractice, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** stage/requests: venue `rid`'s requests, newest first; idle while `rid` is unknown. */
export function useVenueStageRequests(rid: number | undefined) {
  return useQuery({
    queryKey: [...stageRequestsKey, 'venue', rid ?? 0],
    queryFn: async ({ signal }) => {
      const { stageRequests } = await contracts();
      return (await api(stageRequests, { rid: rid ?? 0, page: 0, qty: listSize }, { signal })).data.list;
    },
    enabled: rid !== undefined && rid > 0,
  });
}

/** stage/chef/requests: the chef's requests, newest first. */
export function useChefStageRequests() {
  return useQuery({
    queryKey: [...stageRequestsKey, 'chef'],
    queryFn: async ({ signal }) => {
      const { stageChefRequests } = await contracts();
      return (await api(stageChefRequests, { page: 0, qty: listSize }, { signal })).data.list;
    },
  });
}

/** stage/answer: the venue accepts, proposes another period or declines. */
export function useAnswerStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageAnswerInput) => {
      const { stageAnswer } = await contracts();
      return (await api(stageAnswer, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** stage/chef/answer: the chef accepts or declines the venue's period. */
export function useChefAnswerStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageChefAnswerInput) => {
      const { stageChefAnswer } = await contracts();
      return (await api(stageChefAnswer, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** stage/chef/withdraw: the chef withdraws an open request. */
export function useWithdrawStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageChefWithdrawInput) => {
      const { stageChefWithdraw } = await contracts();
      return (await api(stageChefWithdraw, input)).data;
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/**
 * The agreed stage periods that overlap a month, from the calendars' first page (`stages`), for the
 * chef or for a venue (`rid`, or every venue of the account); idle unless `enabled`.
 */
export function useCalendarStages(side: { rid: number | undefined } | 'chef', month: string, enabled = true) {
  return useQuery({
    queryKey: [...stageRequestsKey, 'calendar', side === 'chef' ? 'chef' : (side.rid ?? 'all'), month],
    queryFn: async ({ signal }) => {
      const [{ stageChefCalendar, offerCalendar }, { monthRange }] = await Promise.all([
        import('@shared/contracts/calendar'),
        import('../lib/month'),
      ]);
      const range = monthRange(month);
      return side === 'chef'
        ? (await api(stageChefCalendar, { page: 0, qty: 1, ...range }, { signal })).data.stages
        : (await api(offerCalendar, { rid: side.rid, page: 0, qty: 1, showpaused: 1, ...range }, { signal }))
            .data.stages;
    },
    enabled,
    retry: false,
  });
}
