import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_CAP_MESSAGE, CHAT_ERROR_TEXT, FREE_CHAT_CAP, isPaidSubType, type ChatReply } from '@haven/core';
import { lockUserRow, transactionWithRetry } from '../../db/locks';
import { chats } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { countChats, findChatUser, findSameChat, recentChats, type PlainChat } from './repository';

const HISTORY_TURNS = 6;

type ChatUser = NonNullable<Awaited<ReturnType<typeof findChatUser>>>;

export function isPremiumUser(user: { isPremium: boolean; subType: string }): boolean {
  return user.isPremium && isPaidSubType(user.subType);
}

function capReached(): HttpError {
  return new HttpError(402, CHAT_CAP_MESSAGE, { redirect: '/pricing' });
}

/** 402 when a free user already has the cap of stored chats; premium users are unlimited. */
async function assertUnderCap(app: FastifyInstance, user: ChatUser) {
  if (isPremiumUser(user)) return;
  if ((await countChats(app, user.id)) >= FREE_CHAT_CAP) throw capReached();
}

/**
 * Stores a chat once the cap still allows it. The user row is locked so two concurrent requests
 * at 4 stored chats cannot both become the fifth.
 */
export async function storeChatWithinCap(app: FastifyInstance, user: ChatUser, chat: PlainChat) {
  // Lock order (db/locks.ts): the user's row, then the chats; a deadlock victim is retried once,
  // so a generated reply is not lost to a 500.
  await transactionWithRetry(app.db, async (tx) => {
    await lockUserRow(tx, user.id);
    if (!isPremiumUser(user)) {
      const [row] = await tx.select({ n: count() }).from(chats).where(eq(chats.userId, user.id));
      if (Number(row?.n ?? 0) >= FREE_CHAT_CAP) throw capReached();
    }
    await tx.insert(chats).values({
      userId: user.id,
      userMessage: app.cipher.encrypt(chat.userMessage),
      sendTime: chat.sendTime,
      aiResponse: app.cipher.encrypt(chat.aiResponse),
      responseTime: chat.responseTime,
    });
  });
}

/** POST /ai/chat (DESIGN.md 9): safety first, then the role's cap, the model, and storage. */
export async function answerChat(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, message: string): Promise<ChatReply> {
  const sendTime = app.clock.now().toISOString();
  const userId = request.auth?.userId;
  const user = userId ? await findChatUser(app, userId) : null;
  if (userId && !user) throw new HttpError(401, 'Authentication required. Please sign in.');
  const visitorId = user ? undefined : app.quotas.visitorId(request, reply);
  const caller = user ? { userId: user.id } : { visitorId };

  // A crisis turn is always answered, even at the cap, and never spends a model call or a chat.
  const input = { text: message, feature: 'chat' as const, userId: user?.id, visitorId, conversationKey: user ? `chat:user:${user.id}` : `chat:visitor:${visitorId}` };
  const screened = await app.safety.screenOffline(input);
  const disclosure = await app.safety.disclosureDue({ userId: user?.id, visitorId });
  const crisisAnswer = (s: typeof screened): ChatReply => ({
    reply: s.crisisReply ?? '',
    safety: s.safety,
    disclosure,
    sendTime,
    responseTime: app.clock.now().toISOString(),
    stored: false,
  });
  if (screened.safety.crisis) return crisisAnswer(screened);

  // The provider-side check runs beside the model call, never in series before it (issue 15).
  const providerCheck = app.safety.screenProvider(input);
  providerCheck.catch(() => {}); // awaited below; never an unhandled rejection if an earlier step throws
  try {
    if (user) await assertUnderCap(app, user);
    else {
      const trial = await app.quotas.consumeVisitorTrial(request, reply, 'chat');
      if (!trial.allowed) throw capReached();
    }
  } catch (capError) {
    // At the cap a crisis is still answered: the provider check decides before the 402.
    const flagged = await providerCheck;
    if (flagged) return crisisAnswer(flagged);
    throw capError;
  }

  const history = user ? await recentChats(app, user.id, HISTORY_TURNS) : [];
  let text: string;
  const modelReply = app.ai.chatReply({
    caller,
    message,
    history: history.flatMap((c) => [
      { role: 'user' as const, content: c.userMessage },
      { role: 'assistant' as const, content: c.aiResponse },
    ]),
    firstName: user ? user.name.trim().split(/\s+/)[0] : undefined,
  });
  const [model, flagged] = await Promise.all([
    modelReply.then(
      (t) => ({ ok: true as const, t }),
      (err: unknown) => ({ ok: false as const, err }),
    ),
    providerCheck,
  ]);
  // Flagged by the provider: the model's reply is never shown or stored.
  if (flagged) return crisisAnswer(flagged);
  if (model.ok) text = model.t;
  else {
    request.log.warn({ err: (model.err as Error).message }, 'chat reply failed');
    throw new HttpError(503, CHAT_ERROR_TEXT);
  }
  const responseTime = app.clock.now().toISOString();
  if (user) await storeChatWithinCap(app, user, { userMessage: message, sendTime, aiResponse: text, responseTime });
  return { reply: text, safety: screened.safety, disclosure, sendTime, responseTime, stored: Boolean(user) };
}

/** POST /chatbot/addChat/{userId} (spec 7): stores a client-made chat, counted toward the cap. */
export async function addChat(app: FastifyInstance, userId: string, chat: PlainChat): Promise<{ stored: boolean }> {
  const user = await findChatUser(app, userId);
  if (!user) throw new HttpError(404, 'User not found.');
  // A client echoing what /ai/chat already stored must not count it twice.
  if (await findSameChat(app, userId, chat)) return { stored: false };
  await storeChatWithinCap(app, user, chat);
  return { stored: true };
}
