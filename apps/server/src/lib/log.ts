import type { FastifyRequest } from 'fastify';

// Logs never carry passwords, tokens or message text: bodies are not logged at all, headers that
// carry credentials are redacted, and tokens in URL paths are masked.
export const logRedaction = {
  paths: ['req.headers.auth_token', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
  censor: '[redacted]',
};

export function maskUrl(url: string): string {
  return url.replace(/(reset-password\/|verify-email\/)[^/?#]+/g, '$1[redacted]');
}

export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: maskUrl(req.url), remoteAddress: req.ip };
}
