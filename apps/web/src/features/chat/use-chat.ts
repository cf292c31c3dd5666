import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHAT_ERROR_TEXT, isSendable, USER_RECORD_WINDOW, type ChatEntry, type HelplineInfo, type UserRecord } from '@haven/core';
import { ApiError } from '../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { useOlderHistory } from '../history/use-older-history';
import { streamChatMessage } from './chat-api';
import { fromChatEntries, initialMessages, loadVisitorChats, newMessage, saveVisitorChats, toChatEntry, type ChatMessage } from './chat-messages';

/** The chat screen's state: history, sending, the server's cap (402: explained in place) and crisis help. */
export function useChat() {
  const queryClient = useQueryClient();
  const loggedIn = Boolean(storage.get('token'));
  const { data: user, isError } = useCurrentUser();
  const [messages, setMessages] = useState<ChatMessage[] | null>(() => (loggedIn ? null : initialMessages(loadVisitorChats())));
  // busy: a message is on its way (the composer waits); pending: no token yet (the typing dot shows).
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const [helplines, setHelplines] = useState<HelplineInfo[] | null>(null);
  const [disclosureDue, setDisclosureDue] = useState(false);
  const [capped, setCapped] = useState(false);
  // Chats older than getUser's window, loaded on request above the conversation.
  const older = useOlderHistory<ChatEntry>(user?._id, 'chats', user?.historyCursors?.chats);

  // A returning user's history arrives with getUser; it seeds the list once.
  useEffect(() => {
    if (messages !== null || !loggedIn) return;
    if (user) setMessages(initialMessages(fromChatEntries(user.chats ?? []), user.name));
    else if (isError) setMessages(initialMessages([]));
  }, [messages, loggedIn, user, isError]);

  useEffect(() => {
    if (!loggedIn && messages) saveVisitorChats(messages);
  }, [loggedIn, messages]);

  async function send(text: string): Promise<boolean> {
    if (!isSendable(text) || busy) return false;
    const message = text.trim();
    const sent = newMessage('user', message);
    setMessages((m) => [...(m ?? []), sent]);
    setBusy(true);
    setPending(true);
    let botId: string | null = null;
    const dropPartial = () => setMessages((m) => (m ?? []).filter((x) => x.id !== botId));
    try {
      // The reply grows in place as tokens arrive; the typing dot shows until the first one.
      const res = await streamChatMessage(message, (delta) => {
        if (!botId) {
          const first = newMessage('bot', delta);
          botId = first.id;
          setPending(false);
          setMessages((m) => [...(m ?? []), first]);
        } else setMessages((m) => (m ?? []).map((x) => (x.id === botId ? { ...x, text: x.text + delta } : x)));
      });
      setMessages((m) => (m ?? []).map((x) => (x.id === botId ? { ...x, at: res.responseTime } : x)));
      if (res.safety.crisis) setHelplines(res.safety.helplines ?? []);
      if (res.disclosure) setDisclosureDue(true);
      // The answer carries the stored turn: the cached record grows by it (its window kept), no new getUser.
      if (res.stored) {
        queryClient.setQueryData<UserRecord>(CURRENT_USER_KEY, (u) => (u ? { ...u, chats: [...u.chats, toChatEntry(message, res)].slice(-USER_RECORD_WINDOW) } : u));
      }
    } catch (err) {
      dropPartial();
      if (err instanceof ApiError && err.status === 402) {
        // The cap, explained in place (issue 18): the unsent message leaves the log and goes back
        // into the box (false tells the composer to keep it); no silent jump to /pricing.
        setMessages((m) => (m ?? []).filter((x) => x !== sent));
        setCapped(true);
        return false;
      }
      setMessages((m) => [...(m ?? []), newMessage('bot', CHAT_ERROR_TEXT)]);
    } finally {
      setPending(false);
      setBusy(false);
    }
    return true;
  }

  const olderMessages = fromChatEntries(older.older, 'o');
  return { messages: messages ?? [], olderMessages, older, loading: messages === null, pending, busy, send, helplines, disclosureDue, capped };
}
