import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addChatBodySchema, chatRequestSchema, unwrapChatValue } from '@haven/core';
import { assertOwner } from '../../plugins/auth';
import { chatUserOf } from './repository';
import { addChat, answerChat, streamChat } from './service';

// Each chat turn costs a model call: per caller (user, else IP) and per minute.
const chatRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => (req.auth ? `chat:u:${req.auth.userId}` : `chat:ip:${req.ip}`),
};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/chat',
    { schema: { body: chatRequestSchema }, config: { rateLimit: chatRateLimit } },
    async (request, reply) => answerChat(app, request, reply, request.body.message),
  );

  // The same turn streamed over server-sent events (what the chat screen uses).
  app.post(
    '/ai/chat/stream',
    { schema: { body: chatRequestSchema }, config: { rateLimit: chatRateLimit } },
    async (request, reply) => streamChat(app, request, reply, request.body.message),
  );

  app.post(
    '/chatbot/addChat/:userId',
    { schema: { params: z.object({ userId: z.uuid() }), body: addChatBodySchema }, config: { rateLimit: chatRateLimit, changesOnly: 'lists' } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      const c = request.body.chats;
      const result = await addChat(app, chatUserOf(request.authUser!), {
        userMessage: unwrapChatValue(c.userMessage),
        sendTime: unwrapChatValue(c.sendTime),
        aiResponse: unwrapChatValue(c.aiResponse),
        responseTime: unwrapChatValue(c.responseTime),
      });
      return reply.status(result.stored ? 201 : 200).send({ message: result.stored ? 'Chat saved.' : 'Chat already saved.', stored: result.stored });
    },
  );
};
