import type { Listener } from './client';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would drop it), reconnecting after a loss.
 * While it is down `onListening(false)` has been called, so the caller can stop trusting what it
 * holds; the first successful LISTEN after a loss calls `onListening(true)`.
 */
export async function listenPostgres(url: string, connectTimeoutMs: number, channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void): Promise<Listener> {
  const { Client } = (await import('pg')).default;
  type PgClient = InstanceType<typeof Client>;
  let client: PgClient | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url, application_name: 'haven-listen', connectionTimeoutMillis: connectTimeoutMs, query_timeout: connectTimeoutMs });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      onListening(false);
      c.end().catch(() => {});
      schedule();
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) return void (await c.end().catch(() => {}));
    client = c;
    attempt = 0;
    onListening(true);
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => {
        attempt++;
        schedule();
      });
    }, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    retry.unref();
  };

  onListening(false);
  try {
    await connect();
  } catch {
    schedule();
  }
  return {
    // A round trip on the listening connection: the server sends pending notifications to an
    // idle session before it reads the next command, so they arrive before this answer.
    barrier: async () => {
      await client?.query('select 1').catch(() => {});
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
