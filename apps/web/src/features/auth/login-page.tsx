import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, EMAIL_NOT_CONFIRMED, signInSchema, type SignInInput, type UserRecord } from '@haven/core';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { api, ApiError } from '../../lib/api-client';
import { enterLoggedIn, storeIdentity } from '../../lib/auth-session';
import { storage } from '../../lib/storage';
import { AuthCard, FormError, primaryButton, textLink } from './auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { auth_token: token } = await api<{ auth_token: string }>('/auth/signin', { method: 'POST', body: values });
      storage.set('token', token);
      const { user } = await api<{ user: UserRecord }>('/auth/getUser');
      storeIdentity(token, user);
      if (user.isPreferences) {
        enterLoggedIn();
        // Spec 4: go to /profile and reload.
        window.location.assign('/profile');
        return;
      }
      navigate('/on-boarding');
    } catch (err) {
      if (err instanceof ApiError && (err.body as { code?: string } | null)?.code === EMAIL_NOT_CONFIRMED) {
        // Spec 4, sign-in step 4: resend the confirmation, then /verify-email with the address.
        const email = (err.body as { email?: string }).email ?? values.email;
        await api('/auth/resend-confirmation', { method: 'POST', body: { email } }).catch((e) => console.warn('resend failed', e));
        navigate('/verify-email', { state: { email } });
        return;
      }
      setError(err instanceof ApiError ? err.message : AUTH_MESSAGES.somethingWrong);
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue to Haven">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', { onChange: () => clearErrors('email') })} />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { onChange: () => clearErrors('password') })}
          trailing={
            <button type="button" onClick={() => setShowPassword((s) => !s)} aria-label={showPassword ? 'Hide password' : 'Show password'} aria-pressed={showPassword} className="rounded p-1 text-slate-600 hover:text-slate-900">
              {showPassword ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
            </button>
          }
        />
        <div className="text-right text-sm">
          <Link to="/forget-password" className={textLink}>
            Forgot password?
          </Link>
        </div>
        <FormError message={error} />
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to="/create-account" className={textLink}>
          Create Account
        </Link>
      </p>
    </AuthCard>
  );
}
