import type { RefundRequest } from '@haven/core';
import type { OutgoingMail } from '../mail/mailer';

/**
 * The notice to the support address. The reason is stored encrypted; it is copied into the mail
 * only when the mail really leaves through SMTP to the support mailbox, never into the plain-text
 * dev outbox table.
 */
export function refundNoticeMail(to: string, refundId: string, req: RefundRequest, includeReason: boolean): OutgoingMail {
  const reason = !req.reason ? '(none given)' : includeReason ? req.reason : '(given; stored encrypted with the request)';
  return {
    to,
    subject: `Refund request from ${req.email}`,
    text: [
      'A refund request was submitted on Haven.',
      '',
      `Request id: ${refundId}`,
      `Email: ${req.email}`,
      `Purchase date: ${req.purchaseDate}`,
      `Subscription type: ${req.subType}`,
      `Reason: ${reason}`,
      '',
      'Policy: requests within 3 days of purchase get a 50% refund, processed in 5-7 business days.',
    ].join('\n'),
    links: [],
  };
}
