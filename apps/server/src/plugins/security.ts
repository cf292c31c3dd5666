import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const PADDLE_SCRIPT = 'https://cdn.paddle.com';
const PADDLE_FRAMES = ['https://buy.paddle.com', 'https://sandbox-buy.paddle.com'];
const PADDLE_API = ['https://checkout-service.paddle.com', 'https://sandbox-checkout-service.paddle.com'];

/** Strict CSP with no inline scripts; Paddle's origins are allowed only when Paddle is configured. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const paddle = Boolean(config.PADDLE_CLIENT_TOKEN);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(paddle ? [PADDLE_SCRIPT] : [])],
        // Radix positions popovers with inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(paddle ? PADDLE_API : [])],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: paddle ? PADDLE_FRAMES : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.TRUST_PROXY ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something behind TLS, which here is the proxy's job.
    strictTransportSecurity: config.TRUST_PROXY ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self), payment=(self)');
  });
}
