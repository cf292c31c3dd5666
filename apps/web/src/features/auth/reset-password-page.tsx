import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@haven/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { api, ApiError } from '../../lib/api-client';
import { AuthCard, primaryButton } from './auth-card';

type Values = z.input<typeof resetPasswordFormSchema>;

/** `/reset-password{token}`: the token follows the prefix with no slash (spec 2). */
export function tokenFromPath(pathname: string): string {
  const rest = pathname.replace(/\/+$/, '').slice('/reset-password'.length);
  return rest.startsWith('/') ? rest.slice(1) : rest;
}

export default function ResetPasswordPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = tokenFromPath(pathname);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  useEffect(() => {
    if (!result?.ok) return;
    const id = window.setTimeout(() => navigate('/login'), 1000);
    return () => window.clearTimeout(id);
  }, [result, navigate]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setResult(null);
    try {
      const res = await api<{ message: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, { method: 'POST', body: { newPassword } });
      setResult({ ok: true, text: res.message });
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiError ? err.message : 'An error occurred. Please try again.' });
    }
  });

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="New Password" type="password" autoComplete="new-password" error={formState.errors.newPassword?.message} {...register('newPassword', { onChange: () => clearErrors('newPassword') })} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })} />
        <p role={result?.ok ? 'status' : 'alert'} className={`text-sm font-medium empty:hidden ${result?.ok ? 'text-green-700' : 'text-red-700'}`}>
          {result?.text}
        </p>
        <button type="submit" disabled={formState.isSubmitting || result?.ok} className={primaryButton}>
          {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}
