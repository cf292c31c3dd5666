import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_CAP_MESSAGE, CHAT_ERROR_TEXT, FREE_CHAT_CAP, isPaidSubType, type ChatReply } from '@haven/core';
import { lockUserRow, transactionWithRetry } from '../../db/locks';
import { chats } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { gatedReply } from '../safety/gated-reply';
import type { Screened } from '../safety/safety-types';
import { oneChunk, streamEvents } from '../therapy/sse';
import { createChatInsertBatcher } from './insert-batch';
import { type ChatUser, chatUserOf, countChats, findSameChat, holdsSameTexts, recentChats, type PlainChat } from './repository';

const HISTORY_TURNS = 6;


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

interface ModelTurn {
  kind: 'model';
  user: ChatUser | null;
  caller: { userId: string } | { visitorId: string | undefined };
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The provider-side check, already running beside what comes next. */
  providerCheck: Promise<Screened | null>;
  safety: Screened['safety'];
  disclosure: boolean;
  sendTime: string;
  crisisAnswer: (s: Screened) => ChatReply;
}

/**
 * A chat turn up to the model call, shared by the JSON and the streamed answer: safety first (the
 * offline layers; a hit spends no model call and no chat, even at the cap), then the role's cap,
 * with the provider-side check started beside it.
 */
async function prepareChat(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, message: string): Promise<{ kind: 'crisis'; answer: ChatReply } | ModelTurn> {
  const sendTime = app.clock.now().toISOString();
  // The caller's row came with the session (plugins/auth.ts): no second query for it.
  const user = request.authUser ? chatUserOf(request.authUser) : null;
  const visitorId = user ? undefined : app.quotas.visitorId(request, reply);
  const caller = user ? { userId: user.id } : { visitorId };

  const input = { text: message, feature: 'chat' as const, userId: user?.id, visitorId, conversationKey: user ? `chat:user:${user.id}` : `chat:visitor:${visitorId}` };
  const screened = await app.safety.screenOffline(input);
  const disclosure = await app.safety.disclosureDue({ userId: user?.id, visitorId });
  const crisisAnswer = (s: Screened): ChatReply => ({ reply: s.crisisReply ?? '', safety: s.safety, disclosure, sendTime, responseTime: app.clock.now().toISOString(), stored: false });
  if (screened.safety.crisis) return { kind: 'crisis', answer: crisisAnswer(screened) };

  // The history the model's prompt needs, read once: the risk assessment (third layer) reads its
  // last turns as context, so it starts now, beside the cap check.
  const history = (user ? recentChats(app, user.id, HISTORY_TURNS) : Promise.resolve([])).then((stored) =>
    stored.flatMap((c) => [
      { role: 'user' as const, content: c.userMessage },
      { role: 'assistant' as const, content: c.aiResponse },
    ]),
  );
  history.catch(() => {}); // awaited below; never an unhandled rejection if the cap check throws first
  // The provider-side checks (moderation, risk assessment) run beside the model call, never in series before it (issue 15).
  const providerCheck = app.safety.screenProvider({ ...input, context: history });
  providerCheck.catch(() => {}); // awaited later; never an unhandled rejection if a step below throws
  try {
    if (user) await assertUnderCap(app, user);
    else {
      const trial = await app.quotas.consumeVisitorTrial(request, reply, 'chat');
      if (!trial.allowed) throw capReached();
    }
  } catch (capError) {
    // At the cap a crisis is still answered: the provider check decides before the 402.
    const flagged = await providerCheck;
    if (flagged) return { kind: 'crisis', answer: crisisAnswer(flagged) };
    throw capError;
  }
  return { kind: 'model', user, caller, history: await history, providerCheck, safety: screened.safety, disclosure, sendTime, crisisAnswer };
}

const firstNameOf = (user: ChatUser | null) => (user ? user.name.trim().split(/\s+/)[0] : undefined);

/** POST /ai/chat (DESIGN.md 9): safety first, then the role's cap, the model, and storage. */
export async function answerChat(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, message: string): Promise<ChatReply> {
  const turn = await prepareChat(app, request, reply, message);
  if (turn.kind === 'crisis') return turn.answer;
  const modelReply = app.ai.chatReply({ caller: turn.caller, message, history: turn.history, firstName: firstNameOf(turn.user) });
  const [model, flagged] = await Promise.all([modelReply.then((t) => ({ ok: true as const, t }), (err: unknown) => ({ ok: false as const, err })), turn.providerCheck]);
  // Flagged by the provider: the model's reply is never shown or stored.
  if (flagged) return turn.crisisAnswer(flagged);
  if (!model.ok) {
    request.log.warn({ err: (model.err as Error).message }, 'chat reply failed');
    throw new HttpError(503, CHAT_ERROR_TEXT);
  }
  const responseTime = app.clock.now().toISOString();
  if (turn.user) await storeChatWithinCap(app, turn.user, { userMessage: message, sendTime: turn.sendTime, aiResponse: model.t, responseTime });
  return { reply: model.t, safety: turn.safety, disclosure: turn.disclosure, sendTime: turn.sendTime, responseTime, stored: Boolean(turn.user) };
}

/**
 * POST /ai/chat/stream: the same turn over server-sent events, like therapy. The typing indicator
 * lasts until the first token; the first token waits for the provider check; the chat is stored
 * once complete; the last event carries what the JSON answer does (safety, disclosure, stored, times).
 */
export async function streamChat(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, message: string): Promise<void> {
  const turn = await prepareChat(app, request, reply, message);
  const abort = new AbortController();
  if (turn.kind === 'crisis') {
    const { reply: text, ...rest } = turn.answer;
    await streamEvents(request, reply, oneChunk(text), abort, async () => ({ done: true, ...rest }), CHAT_ERROR_TEXT);
    return;
  }
  let flagged: Screened | null = null;
  const chunks = gatedReply(app.ai.chatReplyStream({ caller: turn.caller, message, history: turn.history, firstName: firstNameOf(turn.user), signal: abort.signal }), turn.providerCheck, abort, (s) => (flagged = s));
  await streamEvents(
    request,
    reply,
    chunks,
    abort,
    async (full) => {
      const responseTime = app.clock.now().toISOString();
      if (flagged) {
        const { reply: _text, ...rest } = turn.crisisAnswer(flagged);
        return { done: true, ...rest };
      }
      if (turn.user) {
        try {
          await storeChatWithinCap(app, turn.user, { userMessage: message, sendTime: turn.sendTime, aiResponse: full, responseTime });
        } catch (err) {
          // A parallel request took the last free chat while this reply streamed: say so, store nothing.
          if (err instanceof HttpError && err.statusCode === 402) return { error: CHAT_CAP_MESSAGE };
          throw err;
        }
      }
      return { done: true, safety: turn.safety, disclosure: turn.disclosure, sendTime: turn.sendTime, responseTime, stored: Boolean(turn.user) };
    },
    CHAT_ERROR_TEXT,
  );
}

/** POST /chatbot/addChat/{userId} (spec 7): stores a client-made chat, counted toward the cap. */
const batchers = new WeakMap<FastifyInstance, ReturnType<typeof createChatInsertBatcher>>();
function batcherOf(app: FastifyInstance) {
  let b = batchers.get(app);
  if (!b) batchers.set(app, (b = createChatInsertBatcher(app)));
  return b;
}

export async function addChat(app: FastifyInstance, user: ChatUser, chat: PlainChat): Promise<{ stored: boolean }> {
  // A client echoing what /ai/chat already stored must not count it twice.
  if (isPremiumUser(user)) {
    // Premium has no cap, so no lock: one statement (shared with the chats arriving meanwhile,
    // insert-batch.ts) stores a new chat or answers the stored ones with the same two times, whose
    // texts are compared here.
    const first = await batcherOf(app).insert(user.id, chat);
    if (first.stored) return { stored: true };
    if (holdsSameTexts(app, first.sameTimes, chat)) return { stored: false };
  } else if (await findSameChat(app, user.id, chat)) return { stored: false };
  await storeChatWithinCap(app, user, chat);
  return { stored: true };
}
