import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to see how the server behaves
 * when its database stops answering and comes back.
 */
export async function startDbProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let up = true;
  let stalled = false;
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    if (stalled) {
      // Accept, then never answer: the server is there but silent.
      held.add(client);
      client.on('error', () => {}).on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      up = true;
    },
    /** The database stops answering without closing anything: open connections go silent (their
     * bytes are swallowed) and new ones are accepted but never answered. */
    stall() {
      stalled = true;
      for (const s of sockets) {
        s.unpipe();
        s.removeAllListeners('data');
        s.on('data', () => {});
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of [...sockets, ...held]) s.destroy();
        server.close(() => resolve());
      }),
  };
}
