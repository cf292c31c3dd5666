import { Bot, User } from 'lucide-react';
import { timeOfDay, type ChatMessage } from './chat-messages';

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`} data-testid={mine ? 'user-message' : 'bot-message'}>
      <span aria-hidden className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${mine ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700'}`}>
        {mine ? <User className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
      </span>
      <div className={`max-w-[80%] rounded-2xl px-4 py-2 shadow-sm ${mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-slate-900'}`}>
        <span className="sr-only">{mine ? 'You said:' : 'Companion said:'}</span>
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
        <time dateTime={message.at} className={`mt-1 block text-right text-xs ${mine ? 'text-white/80' : 'text-slate-500'}`}>
          {timeOfDay(message.at)}
        </time>
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex items-end gap-2" role="status" aria-label="The companion is typing">
      <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-slate-700">
        <Bot className="h-4 w-4" />
      </span>
      <div aria-hidden className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="h-2 w-2 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </li>
  );
}
