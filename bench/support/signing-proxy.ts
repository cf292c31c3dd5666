// An HTTP proxy for sqlmap (`--proxy`) that signs each request body as Paddle does, so that
// sqlmap's payloads in a webhook get past signature verification and reach the code that stores
// the payment. Forwards only to the given 127.0.0.1 server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSigningProxy(target: string, sign: (rawBody: string) => string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  if (upstream.hostname !== '127.0.0.1') throw new Error('the signing proxy only forwards to 127.0.0.1');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // A proxy request line carries the absolute URL; keep only its path and query.
      const url = new URL(req.url ?? '/', target);
      const headers: http.OutgoingHttpHeaders = { ...req.headers, host: upstream.host, 'content-length': String(body.length), 'paddle-signature': sign(body.toString('utf8')) };
      delete headers['proxy-connection'];
      const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: url.pathname + url.search, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => res.writeHead(502).end());
      out.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
