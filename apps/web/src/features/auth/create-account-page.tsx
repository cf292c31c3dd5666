import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, signUpSchema, type SignUpInput, type UserRecord } from '@haven/core';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { api, ApiError, NetworkError } from '../../lib/api-client';
import { storeIdentity } from '../../lib/auth-session';
import { AuthCard, FormError, primaryButton, textLink } from './auth-card';

type FormValues = Omit<SignUpInput, 'ageConfirmed' | 'termsAccepted'> & { ageConfirmed: boolean; termsAccepted: boolean };

/** Spec 8, sign-up error texts. */
export function signUpErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.status === 400 && err.message === AUTH_MESSAGES.userExists ? AUTH_MESSAGES.userExists : err.message || `Server error: ${err.status}`;
  if (err instanceof NetworkError) return 'No response from server. Please check your connection.';
  return `Request configuration error: ${(err as Error)?.message ?? ''}`;
}

export default function CreateAccountPage() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<FormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema) as never,
    defaultValues: { name: '', email: '', password: '', ageConfirmed: false, termsAccepted: false },
  });
  const { errors, isSubmitting } = formState;
  const field = (name: keyof FormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await api<{ auth_token: string; user: UserRecord }>('/auth/signup', { method: 'POST', body: values });
      if (!res?.auth_token) {
        setError(AUTH_MESSAGES.somethingWrong);
        return;
      }
      storeIdentity(res.auth_token, res.user);
      // Pending payments for this e-mail were applied by the server. The address is confirmed next.
      navigate('/verify-email', { state: { email: res.user.email } });
    } catch (err) {
      setError(signUpErrorText(err));
    }
  });

  return (
    <AuthCard title="Create Account" subtitle="Start your journey with Haven">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
          trailing={
            <button type="button" onClick={() => setShowPassword((s) => !s)} aria-label={showPassword ? 'Hide password' : 'Show password'} aria-pressed={showPassword} className="rounded p-1 text-slate-600 hover:text-slate-900">
              {showPassword ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
            </button>
          }
        />
        <Checkbox label="I am 18 or older" error={errors.ageConfirmed?.message} {...field('ageConfirmed')} />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Link to="/terms" className={textLink}>
                terms
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className={textLink}>
                privacy policy
              </Link>
            </>
          }
          error={errors.termsAccepted?.message}
          {...field('termsAccepted')}
        />
        <FormError message={error} />
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className={textLink}>
          Login
        </Link>
      </p>
    </AuthCard>
  );
}

function Checkbox({ label, error, ...input }: React.InputHTMLAttributes<HTMLInputElement> & { label: React.ReactNode; error?: string }) {
  const id = `${input.name}-checkbox`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="mt-1 h-4 w-4 accent-brand-600" {...input} />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
