/**
 * Reads a `text/event-stream` body and calls `onEvent` with each `data:` payload parsed as JSON,
 * as soon as its blank-line terminator arrives (replies render while they are generated).
 */
export async function readSseEvents(body: ReadableStream<Uint8Array>, onEvent: (data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    buffer = drain(buffer, onEvent);
  }
  buffer += decoder.decode();
  drain(`${buffer}\n\n`, onEvent);
}

function drain(buffer: string, onEvent: (data: unknown) => void): string {
  const normalized = buffer.replace(/\r\n/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      onEvent(JSON.parse(data));
    } catch {
      // A malformed event is skipped; the stream's own done/error events decide the outcome.
    }
  }
  return rest;
}
