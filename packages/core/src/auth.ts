import { z } from 'zod';
import { EXERCISE_FREQUENCIES, GOALS, NAME_MIN, ONBOARDING_SLEEP, PASSWORD_MIN } from './profile';

// Account payloads (spec 3, 5, 7). One schema validates the browser form and the server route.

export const emailField = z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Please enter a valid email address'));

export const signUpSchema = z.object({
  name: z.string().trim().min(NAME_MIN, `Full name must be at least ${NAME_MIN} characters`).max(100, 'Full name is too long'),
  email: emailField,
  password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200, 'Password is too long'),
  // DESIGN.md 4: adults only, terms accepted; the server refuses a sign-up without both.
  ageConfirmed: z.literal(true, 'Please confirm that you are 18 or older'),
  termsAccepted: z.literal(true, 'Please accept the terms and privacy policy'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Expired-link resend: non-empty and containing an at sign (spec 5). */
export const resendConfirmationSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).refine((v) => v.includes('@'), 'Please enter a valid email address'),
});

export const forgotPasswordSchema = z.object({ email: z.string().trim().min(1, 'Email is required').max(254) });

export const resetPasswordSchema = z.object({
  newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200, 'Password is too long'),
});

/** The reset form: both fields match and are at least 6 characters (spec 5). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordSchema.shape.newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const deleteAccountSchema = z.object({ password: z.string().min(1, 'Password is required').max(200) });

const goalValue = z.union([z.enum(GOALS), z.literal('')]);
export const personalGoalsSchema = z.object({ one: goalValue, two: goalValue, three: goalValue, four: goalValue });

/**
 * PUT /auth/editProfile/{userId}. Onboarding omits name. Sleep hours 0-24 (the profile form
 * narrows to 1-24 itself); exercise from the fixed list; goals only the four options.
 */
export const editProfileSchema = z.object({
  name: z.string().trim().min(1, 'Name cannot be empty').max(100).optional(),
  profession: z.string().trim().max(100, 'Profession is too long').optional(),
  mood: z.string().trim().max(40).optional(),
  personalGoals: personalGoalsSchema.optional(),
  sleepHours: z.coerce.number().int('Sleep hours must be a whole number').min(ONBOARDING_SLEEP.min, 'Sleep hours must be between 0 and 24').max(ONBOARDING_SLEEP.max, 'Sleep hours must be between 0 and 24').nullable().optional(),
  exerciseFrequency: z.union([z.enum(EXERCISE_FREQUENCIES), z.literal('')]).optional(),
});
export type EditProfileInput = z.infer<typeof editProfileSchema>;

const trueText = z.union([z.literal(true), z.literal('true')]);
/** PUT /auth/isUnpaid/{userId}: flags only ever turn on; premium needs a verified payment. */
export const isUnpaidSchema = z
  .object({
    isPreferences: trueText.optional(),
    isTherapy: trueText.optional(),
    isMeditation: trueText.optional(),
    isAffirmation: trueText.optional(),
    isPremium: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    subType: z.string().max(40).optional(),
    transaction: z.string().max(200).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');

export const AUTH_MESSAGES = {
  userExists: 'User already exists with this email',
  invalidCredentials: 'Invalid email or password',
  notConfirmed: 'Please confirm your email address before signing in.',
  emailNotFound: 'Email not found. Please check your email address.',
  resetSent: 'Password reset instructions have been sent to your email.',
  verificationSent: 'Verification email sent successfully!',
  passwordReset: 'Your password has been reset successfully. Please sign in.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  wrongPassword: 'The password is incorrect.',
  premiumNeedsPayment: 'Premium is granted only by a verified payment.',
  somethingWrong: 'Something went wrong. Please try again.',
} as const;

/** Error `code` the sign-in answer carries for an account whose e-mail is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED';

/**
 * Per IP and per e-mail; windows in ms. The IP limits stay generous: many people share an address.
 * Sign-in is never limited by the e-mail alone (anyone could lock its owner out): by IP, by the
 * (IP, e-mail) pair, and, across IPs, failures for one e-mail only slow further attempts down
 * (docs/decisions/014-hardening.md, "Accounts and secrets").
 */
export const AUTH_RATE_LIMITS = {
  signinPerIp: { max: 100, timeWindow: 15 * 60_000 },
  signinPerIpAndEmail: { max: 10, timeWindow: 15 * 60_000 },
  /** Failed sign-ins for one e-mail from any IPs: free up to `freeFailures`, then each attempt waits `stepMs` more, up to `maxDelayMs`. */
  signinSlowdown: { freeFailures: 20, stepMs: 250, maxDelayMs: 3_000, timeWindow: 15 * 60_000 },
  resetPerIp: { max: 30, timeWindow: 15 * 60_000 },
  resetPerEmail: { max: 5, timeWindow: 15 * 60_000 },
  resendPerEmail: { max: 5, timeWindow: 15 * 60_000 },
  signupPerIp: { max: 300, timeWindow: 15 * 60_000 },
} as const;

export const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;
export const RESET_TOKEN_TTL_MS = 3600_000;

/** Year-month marker ('2026-11') in UTC, for the once-a-month session reset. */
export function yearMonth(d: Date): string {
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
