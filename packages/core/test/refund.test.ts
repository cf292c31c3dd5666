import { describe, expect, it } from 'vitest';
import { REFUND_REASON_MAX_LENGTH, isLongUsDate, refundRequestSchema, toLongUsDate } from '../src/refund';

describe('refund request schema', () => {
  it('formats a date input value as long US text', () => {
    expect(toLongUsDate('2026-11-22')).toBe('November 22, 2026');
    expect(toLongUsDate('2025-01-05')).toBe('January 5, 2025');
    expect(toLongUsDate('2025-02-30')).toBeNull();
    expect(toLongUsDate('22/11/2026')).toBeNull();
  });
  it('accepts only real long US dates', () => {
    expect(isLongUsDate('November 22, 2026')).toBe(true);
    expect(isLongUsDate('February 29, 2024')).toBe(true);
    expect(isLongUsDate('February 29, 2025')).toBe(false);
    expect(isLongUsDate('2026-11-22')).toBe(false);
  });
  it('accepts a full request and defaults the reason', () => {
    const r = refundRequestSchema.parse({ email: ' a@b.co ', purchaseDate: 'March 3, 2025', subType: 'god' });
    expect(r).toEqual({ email: 'a@b.co', purchaseDate: 'March 3, 2025', subType: 'god', reason: '' });
  });
  it('names each bad field with a readable message', () => {
    const r = refundRequestSchema.safeParse({ email: '', purchaseDate: '', subType: 'platinum', reason: 'x'.repeat(REFUND_REASON_MAX_LENGTH + 1) });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      email: 'Email is required',
      purchaseDate: 'Purchase date is required',
      subType: 'Subscription type must be one of basic, advance, devil or god',
      reason: 'Reason must be at most 1000 characters',
    });
  });
});
