import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, forgotPasswordSchema } from '@haven/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { api, ApiError } from '../../lib/api-client';
import { AuthCard, FormError, primaryButton, textLink } from './auth-card';

type Values = z.input<typeof forgotPasswordSchema>;

/** Spec 8, forgot password. */
export function forgotPasswordErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.status === 404 ? AUTH_MESSAGES.emailNotFound : err.message || 'An error occurred. Please try again later.';
  return 'An error occurred. Please try again later.';
}

export default function ForgetPasswordPage() {
  const location = useLocation();
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, getValues, formState } = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: initialEmail } });

  async function send(email: string) {
    setError(null);
    try {
      await api('/auth/forgot-password', { method: 'POST', body: { email } });
      setNotice(AUTH_MESSAGES.resetSent);
      setSentTo(email);
    } catch (err) {
      setError(forgotPasswordErrorText(err));
    }
  }
  const onSubmit = handleSubmit((v) => send(v.email));

  if (sentTo)
    return (
      <AuthCard title="Check Your Email">
        <div className="space-y-4 text-slate-700">
          <MailCheck aria-hidden className="h-10 w-10 text-brand-700" />
          <p role="status" className="font-medium text-emerald-700">
            {notice}
          </p>
          <p>
            We sent a password reset link to <strong className="break-all text-slate-900">{sentTo}</strong>. The link is valid for one hour.
          </p>
          <FormError message={error} />
          <button type="button" onClick={() => send(getValues('email'))} className={primaryButton}>
            Resend email
          </button>
          <p className="text-center text-sm">
            <Link to="/login" className={textLink}>
              Back to Login
            </Link>
          </p>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title="Forgot password?" subtitle="Enter your email and we will send you a link to reset your password.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email', { onChange: () => clearErrors('email') })} />
        <FormError message={error} />
        <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
          {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
