import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_PLACEHOLDER, isSendable } from '@haven/core';

/** Text box and send button; Enter sends, Shift+Enter adds a line; blank input is never sent. */
export function ChatComposer({ onSend, disabled }: { onSend: (text: string) => Promise<boolean>; disabled: boolean }) {
  const [text, setText] = useState('');

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!isSendable(text) || disabled) return;
    const value = text;
    setText('');
    // Not sent (the free cap, or a send already running): the text goes back into the box.
    if (!(await onSend(value))) setText((now) => now || value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
      <label htmlFor="chat-input" className="sr-only">
        Your message
      </label>
      <textarea
        id="chat-input"
        rows={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_PLACEHOLDER}
        maxLength={2000}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      <button
        type="submit"
        disabled={disabled || !isSendable(text)}
        aria-label="Send message"
        className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal aria-hidden className="h-5 w-5" />
      </button>
    </form>
  );
}
