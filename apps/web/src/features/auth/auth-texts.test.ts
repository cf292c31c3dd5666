import { describe, expect, it } from 'vitest';
import { signUpSchema } from '@haven/core';
import { ApiError, NetworkError } from '../../lib/api-client';
import { signUpErrorText } from './create-account-page';
import { forgotPasswordErrorText } from './forget-password-page';
import { tokenFromPath } from './reset-password-page';

describe('spec 8 error texts', () => {
  it('sign-up', () => {
    expect(signUpErrorText(new ApiError(400, 'User already exists with this email', null))).toBe('User already exists with this email');
    expect(signUpErrorText(new ApiError(500, '', null))).toBe('Server error: 500');
    expect(signUpErrorText(new ApiError(429, 'Too many attempts.', null))).toBe('Too many attempts.');
    expect(signUpErrorText(new NetworkError('x'))).toBe('No response from server. Please check your connection.');
    expect(signUpErrorText(new TypeError('bad url'))).toBe('Request configuration error: bad url');
  });
  it('forgot password', () => {
    expect(forgotPasswordErrorText(new ApiError(404, 'anything', null))).toBe('Email not found. Please check your email address.');
    expect(forgotPasswordErrorText(new ApiError(500, '', null))).toBe('An error occurred. Please try again later.');
    expect(forgotPasswordErrorText(new NetworkError('x'))).toBe('An error occurred. Please try again later.');
  });
});

describe('sign-up form schema (shared with the server)', () => {
  const ok = { name: '  Alice  W ', email: 'a@example.com', password: '123456', ageConfirmed: true, termsAccepted: true };
  it('trims the name to at least 5 characters and needs a 6-character password', () => {
    expect(signUpSchema.safeParse(ok).success).toBe(true);
    expect(signUpSchema.safeParse({ ...ok, name: '  Ann  ' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...ok, password: '12345' }).success).toBe(false);
  });
  it('needs the age confirmation and accepted terms', () => {
    expect(signUpSchema.safeParse({ ...ok, ageConfirmed: false }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...ok, termsAccepted: false }).success).toBe(false);
  });
});

describe('reset-password token from the path', () => {
  it('reads /reset-password{token} with no slash', () => {
    expect(tokenFromPath('/reset-passwordabc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromPath('/reset-password/abc')).toBe('abc');
  });
});
