import { PLANS, REFUND_REASON_MAX_LENGTH, isPaidSubType, refundRequestSchema, toLongUsDate, type RefundRequest } from '@haven/core';
import { z } from 'zod';

// The form's fields (a date input gives 'YYYY-MM-DD'); toRefundRequest turns them into the shared
// request the server validates again with the same core schema.
export const refundFormSchema = z.object({
  email: z.string().trim().min(1, { error: 'Email is required', abort: true }).pipe(z.email({ error: 'Please enter a valid email address' })),
  purchaseDay: z
    .string()
    .min(1, { error: 'Purchase date is required', abort: true })
    .refine((v) => toLongUsDate(v) !== null, { error: 'Please enter a valid purchase date' }),
  subType: z.string().refine(isPaidSubType, { error: 'Subscription type is required' }),
  reason: z.string().trim().max(REFUND_REASON_MAX_LENGTH, { error: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` }),
});
export type RefundFormValues = z.input<typeof refundFormSchema>;
export type RefundFormOutput = z.output<typeof refundFormSchema>;

export const EMPTY_REFUND_FORM: RefundFormValues = { email: '', purchaseDay: '', subType: '', reason: '' };

export const SUBSCRIPTION_OPTIONS = PLANS.map((p) => ({ value: p.subType, label: p.title }));

export function toRefundRequest(values: RefundFormOutput): RefundRequest {
  return refundRequestSchema.parse({ email: values.email, purchaseDate: toLongUsDate(values.purchaseDay), subType: values.subType, reason: values.reason });
}
