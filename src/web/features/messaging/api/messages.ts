import type { ConversationView, MessageView } from '@shared/contracts/messaging';
import { api } from '@web/lib/api-client';
import { listPageQty, nextPageWhileFull } from '@web/lib/pages';
import { sessionUserKey } from '@web/lib/session';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKey } from '../query-keys';

/** A conversation's messages load 20 a page (spec doc 1 section 9); the contract says the same. */
export const messagesPageQty = 20;

/** While a conversation or the list is open, new messages are looked for this often. */
const pollMs = 20_000;

/**
 * The reader's conversations, newest message first, 10 a page (spec doc 1 section 7: a chef's
 * messages/conversations/list; doc 2: a venue's messages/accountconversations/list, one venue's with
 * `rid`). Read afresh on each visit and every 20 seconds while shown.
 */
export function useConversations(type: 'chef' | 'restaurant', rid: number | undefined, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...messagesKey, 'list', type, rid ?? 0],
    queryFn: async ({ pageParam, signal }): Promise<ConversationView[]> => {
      const calls = await import('@shared/contracts/messaging');
      const call = type === 'chef' ? calls.messagesConversationsList : calls.messagesAccountConversationsList;
      const input = { page: pageParam, qty: listPageQty, ...(rid ? { rid } : {}) };
      return (await api(call, input, { signal })).data.list;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageWhileFull(pages),
    enabled,
    staleTime: 0,
    refetchInterval: pollMs,
    retry: false,
  });
}

interface ConversationPage {
  conversation: ConversationView;
  messages: MessageView[];
}

/**
 * messages/conversation: the conversation and its messages, the newest 20 first and older pages on
 * demand. Opening it marks the messages sent to the reader read: when it marked some, the badges are
 * read again.
 */
export function useConversation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...messagesKey, 'conversation', id ?? 0],
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      const { messagesConversation } = await import('@shared/contracts/messaging');
      const { data } = await api(
        messagesConversation,
        { id: id!, page: pageParam, qty: messagesPageQty },
        { signal },
      );
      if (data.conversation.unread > 0) void queryClient.invalidateQueries({ queryKey: sessionUserKey });
      return data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) =>
      nextPageWhileFull(
        pages.map((page) => page.messages),
        messagesPageQty,
      ),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: pollMs,
    retry: false,
  });
}

/** messages/send: the message, then the conversation and the lists are read again. */
export function useSendMessage(conversation: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => {
      const { messagesSend } = await import('@shared/contracts/messaging');
      return (await api(messagesSend, { conversation, message })).data.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export type ConversationAction = 'block' | 'unblock' | 'end';

/** messages/blockconversation, unblockconversation or endconversation; the server's message on success. */
export function useConversationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, conversation }: { action: ConversationAction; conversation: number }) => {
      const calls = await import('@shared/contracts/messaging');
      const call =
        action === 'block'
          ? calls.messagesBlockConversation
          : action === 'unblock'
            ? calls.messagesUnblockConversation
            : calls.messagesEndConversation;
      return (await api(call, { conversation })).message;
    },
    onSuccess: (_message, { action, conversation }) =>
      Promise.all([
        // A deleted conversation's page is left at once: it is not read again meanwhile.
        queryClient.invalidateQueries({
          queryKey: messagesKey,
          predicate: (query) =>
            !(action === 'end' && query.queryKey[1] === 'conversation' && query.queryKey[2] === conversation),
        }),
        queryClient.invalidateQueries({ queryKey: sessionUserKey }),
      ]),
  });
}

/**
 * messages/startconversation: the conversation's id, started if there was none. A chef writes to the
 * venue `rid` (the page the venue's message link opens); a venue `rid` writes to the chef `cid` (the
 * chef page's button).
 */
export function useStartConversation() {
  return useMutation({
    mutationFn: async (input: { rid: number; cid?: number }) => {
      const { messagesStartConversation } = await import('@shared/contracts/messaging');
      return (await api(messagesStartConversation, input)).data.id;
    },
  });
}
