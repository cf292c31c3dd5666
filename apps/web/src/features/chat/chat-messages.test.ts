import { afterEach, describe, expect, it } from 'vitest';
import { fromChatEntries, initialMessages, loadVisitorChats, saveVisitorChats } from './chat-messages';

describe('chat messages', () => {
  afterEach(() => localStorage.clear());

  it('turns stored chats (values wrapped in default, or plain) into user and bot bubbles', () => {
    const msgs = fromChatEntries([
      { userMessage: { default: 'hello' }, sendTime: { default: '2026-01-01T10:00:00.000Z' }, aiResponse: { default: 'hi!' }, responseTime: { default: '2026-01-01T10:00:02.000Z' } },
    ]);
    expect(msgs.map((m) => [m.role, m.text, m.at])).toEqual([
      ['user', 'hello', '2026-01-01T10:00:00.000Z'],
      ['bot', 'hi!', '2026-01-01T10:00:02.000Z'],
    ]);
  });

  it('greets by first name on a first chat and shows history otherwise', () => {
    expect(initialMessages([], 'Maya Lopez')[0].text).toBe("Hi Maya! I'm your mental health AI companion. How are you feeling today?");
    expect(initialMessages([], null)[0].text).toBe("Hi there! I'm your mental health AI companion. How are you feeling today?");
    const history = [{ id: 'a', role: 'user' as const, text: 'x', at: '' }];
    expect(initialMessages(history, 'Maya')).toBe(history);
  });

  it('keeps visitor chats in localStorage and ignores garbage there', () => {
    saveVisitorChats([{ id: '1', role: 'user', text: 'hey', at: '2026-01-01T00:00:00Z' }]);
    expect(loadVisitorChats()).toHaveLength(1);
    localStorage.setItem('chatHistory', '{"not":"a list"}');
    expect(loadVisitorChats()).toEqual([]);
    localStorage.setItem('chatHistory', '[{"role":"admin","text":"x"}]');
    expect(loadVisitorChats()).toEqual([]);
  });
});
