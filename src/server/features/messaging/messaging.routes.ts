import type { FastifyInstance } from 'fastify';
import {
  messagesAccountConversationsList,
  messagesBlockConversation,
  messagesConversation,
  messagesConversationsList,
  messagesEndConversation,
  messagesSend,
  messagesStartConversation,
  messagesUnblockConversation,
} from '@shared/contracts/messaging';
import { actorFromAuth } from '../../access';
import { registerCall } from '../../lib/calls';
import type { Deps } from '../../lib/deps';
import {
  blockConversation,
  conversationAfter,
  conversationPage,
  conversationsList,
  endConversation,
  sendMessageAndTell,
  startConversation,
  unblockConversation,
} from './messaging.service';

const actor = (auth: Parameters<typeof actorFromAuth>[0]) => actorFromAuth(auth)!;

/**
 * The messages calls (docs/api.md "Messages", docs/decisions/038-messages.md). Lists answer in a fixed
 * number of queries; each change runs in one transaction that locks its conversation.
 */
export async function messagingRoutes(app: FastifyInstance, deps: Deps) {
  for (const call of [messagesConversationsList, messagesAccountConversationsList])
    registerCall(app, call, async ({ input, auth, request }) => ({
      data: { list: await conversationsList(deps, actor(auth), input, request.lang) },
      message: 'api:action_completed',
    }));

  registerCall(app, messagesConversation, async ({ input, auth, request }) => ({
    data: await conversationPage(deps, actor(auth), input, request.lang),
    message: 'api:action_completed',
  }));

  registerCall(app, messagesStartConversation, async ({ input, auth }) => ({
    data: await startConversation(deps.db, actor(auth), input),
    message: 'api:action_completed',
  }));

  registerCall(app, messagesSend, async ({ input, auth }) => ({
    data: { message: await sendMessageAndTell(deps, actor(auth), input) },
    message: 'api:chat_message_sent',
  }));

  registerCall(app, messagesBlockConversation, async ({ input, auth, request }) => {
    await blockConversation(deps.db, actor(auth), input.conversation);
    return {
      data: await conversationAfter(deps, actor(auth), input.conversation, request.lang),
      message: 'api:conversation_blocked',
    };
  });

  registerCall(app, messagesUnblockConversation, async ({ input, auth, request }) => {
    await unblockConversation(deps.db, actor(auth), input.conversation);
    return {
      data: await conversationAfter(deps, actor(auth), input.conversation, request.lang),
      message: 'api:conversation_unblocked',
    };
  });

  registerCall(app, messagesEndConversation, async ({ input, auth }) => {
    await endConversation(deps.db, actor(auth), input.conversation);
    return { data: null, message: 'api:conversation_deleted' };
  });
}
