import { MessageCircleHeart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CHAT_TAGLINE, CHAT_TITLE } from '@haven/core';
import { CompactDisclosure } from '../../components/safety/compact-disclosure';
import { GetHelpPanel } from '../../components/safety/get-help-panel';
import { CapNotice } from '../../components/billing/cap-notice';
import { LoadMoreButton } from '../history/load-more-button';
import { ChatComposer } from './chat-composer';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { useChat } from './use-chat';

export default function ChatPage() {
  const { messages, olderMessages, older, loading, pending, busy, send, helplines, disclosureDue, capped } = useChat();
  const endRef = useRef<HTMLLIElement>(null);
  // A streamed reply grows in place: keep it in view as it does.
  const lastLength = messages.at(-1)?.text.length ?? 0;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastLength, pending]);

  return (
    <main id="main" className="mx-auto flex h-[calc(100dvh-3.5rem)] max-w-3xl flex-col px-2 py-3 sm:px-4 md:h-dvh">
      {/* Phone first: a one-line header, the tagline from sm up, so the conversation gets the height. */}
      <header className="flex items-center gap-3 px-2 pb-2 sm:pb-3">
        <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-800 sm:h-11 sm:w-11">
          <MessageCircleHeart className="h-5 w-5 sm:h-6 sm:w-6" />
        </span>
        <div>
          <h1 className="text-lg font-semibold text-slate-900 sm:text-2xl">{CHAT_TITLE}</h1>
          <p className="hidden text-sm text-slate-600 sm:block">{CHAT_TAGLINE}</p>
        </div>
      </header>
      <div className="flex flex-col gap-2 px-2 pb-2">
        <CompactDisclosure due={disclosureDue} />
        {helplines && <GetHelpPanel helplines={helplines} />}
      </div>
      <section className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        {loading ? (
          <p role="status" className="m-auto text-slate-500">
            Loading…
          </p>
        ) : (
          <div role="log" aria-label="Conversation" aria-live="polite" aria-busy={busy} className="flex min-h-0 flex-1 flex-col overflow-y-auto">
            <ol className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
              {older.hasMore && (
                <li>
                  <LoadMoreButton
                    label="Load earlier messages"
                    loading={older.loading}
                    failed={older.failed}
                    onLoad={() => void older.loadMore()}
                  />
                </li>
              )}
              {[...olderMessages, ...messages].map((m) => (
                <MessageBubble key={m.id} message={m} />
              ))}
              {pending && <TypingIndicator />}
              <li ref={endRef} aria-hidden className="h-px" />
            </ol>
          </div>
        )}
        {capped && (
          <div className="border-t border-slate-200 bg-white p-3">
            <CapNotice feature="chat" />
          </div>
        )}
        <ChatComposer onSend={send} disabled={busy || loading} />
      </section>
    </main>
  );
}
