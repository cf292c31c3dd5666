import { describe, expect, it } from 'vitest';
import { FAQS, filterFaqs } from './faq-data';

describe('FAQ filter', () => {
  it('has the ten questions and returns all for an empty search', () => {
    expect(FAQS).toHaveLength(10);
    expect(filterFaqs(FAQS, '   ')).toHaveLength(10);
  });
  it('matches question text, ignoring case', () => {
    expect(filterFaqs(FAQS, 'REFUND').map((f) => f.question)).toEqual(['Can I get a refund?']);
    expect(filterFaqs(FAQS, 'haven').length).toBe(3);
  });
  it('does not search the answers', () => {
    // "AES-256-GCM" appears only in an answer.
    expect(filterFaqs(FAQS, 'AES-256')).toEqual([]);
  });
});
