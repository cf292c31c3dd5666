import { zodResolver } from '@hookform/resolvers/zod';
import { resendConfirmationSchema } from '@haven/core';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { api, ApiError } from '../../lib/api-client';
import { AuthCard, FormError, primaryButton } from './auth-card';
import { useFlash } from './use-flash';

type Values = z.input<typeof resendConfirmationSchema>;

export default function EmailExpiredPage() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useFlash(5000);
  const { register, handleSubmit, clearErrors, formState } = useForm<Values>({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await api('/auth/resend-confirmation', { method: 'POST', body: values });
      setSuccess('Verification email sent successfully!');
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : 'Failed to send verification email. Please try again.');
    }
  });

  return (
    <AuthCard title="Link expired" subtitle="This verification link has expired or was already used. Enter your email to get a new one.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email', { onChange: () => clearErrors('email') })} />
        <p role="status" className="text-sm font-medium text-emerald-700 empty:hidden">
          {success}
        </p>
        <FormError message={error} />
        <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
          {formState.isSubmitting ? 'Sending...' : 'Resend verification email'}
        </button>
      </form>
    </AuthCard>
  );
}
