import { HttpError } from '../../plugins/errors';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The action links inside the mail (verify, reset); listed by the dev outbox. */
  links: string[];
}

// One SMTP transport per app instance (tests build several apps in one process). It is not
// pooled: each mail opens and closes its own connection, so nothing is left to close on shutdown.
const transports = new WeakMap<FastifyInstance, Transporter>();

function transportFor(app: FastifyInstance, url: string): Transporter {
  let t = transports.get(app);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(app, t);
  }
  return t;
}

/** The base of every link in a mail: PUBLIC_URL, else this server on localhost. */
export function publicUrl(app: FastifyInstance): string {
  return (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/+$/, '');
}

/**
 * With SMTP_URL the mail goes out through nodemailer. Without it (embedded default) it is kept in
 * the dev outbox, its subject, text and links sealed like conversation text (they carry sign-in
 * tokens), and outside production its link is printed to the log, so a new user can finish
 * sign-up on one machine. In production a link is never logged.
 */
export const MAIL_UNAVAILABLE = 'We could not send the e-mail right now. Please try again in a few minutes.';

export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const smtp = app.config.SMTP_URL;
  if (smtp) {
    try {
      await transportFor(app, smtp).sendMail({ from: app.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (err) {
      // The mail server is down or refused us: say so plainly instead of a bare 500.
      app.log.error({ err: (err as Error).message, subject: mail.subject }, 'mail delivery failed');
      throw new HttpError(503, MAIL_UNAVAILABLE);
    }
    return;
  }
  const seal = (s: string) => app.cipher.encrypt(s);
  await app.db.insert(mailOutbox).values({ to: mail.to, subject: seal(mail.subject), text: seal(mail.text), links: mail.links.map(seal) });
  if (app.config.isProduction) app.log.warn('a mail was kept in the outbox (no SMTP_URL); its link is not logged in production');
  else app.log.info(`dev outbox: ${mail.subject} -> ${mail.links[0] ?? ''}`);
}
