import { z } from 'zod';
import { PAID_SUB_TYPES } from './plans';

// The refund request (spec 3 and 5), shared by the refund form and POST /refunds/addRefund.
export const REFUND_REASON_MAX_LENGTH = 1000;
export const REFUND_FAILURE_MESSAGE = 'Failed to submit refund request. Please try again later.';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const LONG_US_DATE = new RegExp(`^(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})$`);

/** 'YYYY-MM-DD' (a date input's value) as long US text, e.g. 'November 22, 2026'; null if not a real date. */
export function toLongUsDate(isoDay: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** True for real calendar dates written as 'November 22, 2026'. */
export function isLongUsDate(text: string): boolean {
  const m = LONG_US_DATE.exec(text);
  if (!m) return false;
  const month = MONTHS.indexOf(m[1] as (typeof MONTHS)[number]) + 1;
  const day = Number(m[2]);
  return day >= 1 && day <= daysInMonth(Number(m[3]), month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const refundRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, { error: 'Email is required' }).pipe(z.email({ error: 'Please enter a valid email address' })),
  purchaseDate: z
    .string({ error: 'Purchase date is required' })
    .trim()
    .min(1, { error: 'Purchase date is required', abort: true })
    .refine(isLongUsDate, { error: 'Purchase date must be a date like November 22, 2026' }),
  subType: z.enum(PAID_SUB_TYPES, { error: 'Subscription type must be one of basic, advance, devil or god' }),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(REFUND_REASON_MAX_LENGTH, { error: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
    .optional()
    .default(''),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
