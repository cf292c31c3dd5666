import { Camera, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { SOCIAL_LINKS } from '../../lib/site-config';

const SOCIAL_ICONS = { video: Video, photo: Camera, social: Users } as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-slate-600 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm">
            An AI companion for everyday mental wellbeing. Haven is an AI, not a clinician, and not for emergencies: if you are in
            danger, call your local emergency number.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-slate-900">Policies</h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li><Link to="/privacy" className="hover:text-brand-800">Privacy Policy</Link></li>
            <li><Link to="/terms" className="hover:text-brand-800">Terms of Service</Link></li>
            <li><Link to="/refund" className="hover:text-brand-800">Refund Policy</Link></li>
            <li><Link to="/safety" className="font-medium text-rose-700 hover:text-rose-800">Safety &amp; crisis help</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-slate-900">Follow us</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL_LINKS.map((s) => {
              const Icon = SOCIAL_ICONS[s.kind];
              return (
                <li key={s.kind}>
                  <a href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer" className="inline-flex rounded-full border border-slate-300 p-2 text-slate-700 hover:border-brand-700 hover:text-brand-800">
                    <Icon aria-hidden className="h-5 w-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">© {new Date().getFullYear()} Haven</p>
    </footer>
  );
}
