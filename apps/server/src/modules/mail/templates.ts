import type { OutgoingMail } from './mailer';

export function verificationMail(to: string, name: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hi ${name},\n\nWelcome to Haven. Please confirm your email address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not create an account, you can ignore this email.\n`,
    links: [link],
  };
}

export function resetPasswordMail(to: string, name: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your password',
    text: `Hi ${name},\n\nWe received a request to reset your Haven password. Open this link to choose a new one (valid for 1 hour):\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
    links: [link],
  };
}
