import { Bot, User } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UiMessage } from './therapy-storage';

/** Message list, text box and Send (disabled for blank input or while the AI works). */
export function TextMode(props: { messages: UiMessage[]; aiWorking: boolean; disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const lastLength = props.messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [props.messages.length, lastLength]);

  const canSend = Boolean(text.trim()) && !props.aiWorking && !props.disabled;
  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!canSend) return;
    props.onSend(text);
    setText('');
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* The log region wraps the list: role="log" on the <ol> itself would hide its list semantics (axe listitem). */}
      <div
        role="log"
        aria-label="Session messages"
        // Keyboard users can scroll the log when it overflows (axe scrollable-region-focusable).
        tabIndex={0}
        aria-live="polite"
        aria-busy={props.aiWorking}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto"
      >
        <ol className="flex flex-1 flex-col gap-3 p-4">
          {props.messages.map((m) => (
            <li
              key={m.id}
              className={`flex items-end gap-2 ${m.role === 'user' ? 'flex-row-reverse' : ''}`}
              data-testid={m.role === 'user' ? 'therapy-user-message' : 'therapy-ai-message'}
            >
              <span
                aria-hidden
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${m.role === 'user' ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700'}`}
              >
                {m.role === 'user' ? <User className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
              </span>
              <p
                className={`max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 shadow-sm ${m.role === 'user' ? 'bg-brand-700 text-white' : 'bg-white text-slate-900'}`}
              >
                <span className="sr-only">{m.role === 'user' ? 'You said:' : 'Therapist said:'}</span>
                {m.content || <span className="text-slate-400">…</span>}
              </p>
            </li>
          ))}
          <li ref={endRef} aria-hidden className="h-px" />
        </ol>
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor="therapy-input" className="sr-only">
          Your message
        </label>
        <textarea
          id="therapy-input"
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          maxLength={2000}
          disabled={props.disabled}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Send
        </button>
      </form>
    </div>
  );
}
