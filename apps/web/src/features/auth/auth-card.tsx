import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo';

/** The centred card every authentication screen uses (no top bar on these routes). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 inline-flex">
          <Logo />
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export const primaryButton = 'w-full rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const textLink = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="text-sm text-red-700 empty:hidden">
      {message}
    </p>
  );
}
