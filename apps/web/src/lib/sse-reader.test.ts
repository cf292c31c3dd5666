import { describe, expect, it } from 'vitest';
import { readSseEvents } from './sse-reader';

function streamOf(parts: string[]) {
  const enc = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(enc.encode(p));
      c.close();
    },
  });
}

describe('readSseEvents', () => {
  it('parses events split across chunks, in order', async () => {
    const events: unknown[] = [];
    await readSseEvents(streamOf(['data: {"delta":"Hel', 'lo"}\n\nda', 'ta: {"delta":" you"}\n\n', 'data: {"done":true,"safety":{"crisis":false}}\n\n']), (e) => events.push(e));
    expect(events).toEqual([{ delta: 'Hello' }, { delta: ' you' }, { done: true, safety: { crisis: false } }]);
  });

  it('handles CRLF separators, comments and a final event without a blank line', async () => {
    const events: unknown[] = [];
    await readSseEvents(streamOf([': keep-alive\r\n\r\ndata: {"delta":"a"}\r\n\r\n', 'data: {"done":true}']), (e) => events.push(e));
    expect(events).toEqual([{ delta: 'a' }, { done: true }]);
  });

  it('skips a malformed event without stopping', async () => {
    const events: unknown[] = [];
    await readSseEvents(streamOf(['data: {oops\n\n', 'data: {"delta":"b"}\n\n']), (e) => events.push(e));
    expect(events).toEqual([{ delta: 'b' }]);
  });
});
