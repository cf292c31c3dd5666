import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../lib/site-config';

export const CONTACT_STATS = [
  { value: '24h', label: 'Response time' },
  { value: '100%', label: 'Confidential' },
  { value: '24/7', label: 'Available' },
] as const;

export function ContactSection() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2 md:items-center">
      <div>
        <h2 className="text-3xl font-semibold text-slate-900">Get in touch</h2>
        <p className="mt-3 text-slate-700">
          Questions about your account, billing or privacy? Write to our support team and a real person will reply. Please do not
          use e-mail for urgent help: if you are in crisis, call your local emergency number.
        </p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-6 inline-flex items-center gap-2 rounded-xl border border-brand-700 px-5 py-3 font-medium text-brand-800 hover:bg-brand-50">
          <Mail aria-hidden className="h-5 w-5" /> {SUPPORT_EMAIL}
        </a>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {CONTACT_STATS.map((s) => (
          <div key={s.label} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="order-first text-2xl font-semibold text-brand-800">{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
