import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';

export const LANDING_SECTIONS = [
  { id: 'features', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
  { id: 'qna', label: 'FAQs' },
] as const;

/** The landing page's top bar; the public-site feature adds smooth scrolling and scroll-spy. */
export function TopBar() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Logo />
        <ul className="hidden gap-6 md:flex">
          {LANDING_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`/#${s.id}`} className="text-sm font-medium text-slate-700 hover:text-brand-700">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden gap-2 md:flex">
          <Link to="/login" className="rounded-lg px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50">
            Login
          </Link>
          <Link to="/create-account" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
            Create Account
          </Link>
        </div>
        <button type="button" className="rounded p-2 md:hidden" aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </nav>
      {open && (
        <div className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          <ul className="flex flex-col gap-2">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`/#${s.id}`} onClick={() => setOpen(false)} className="block py-1 text-slate-700">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex gap-2">
            <Link to="/login" className="flex-1 rounded-lg border border-brand-700 px-4 py-2 text-center text-brand-800">
              Login
            </Link>
            <Link to="/create-account" className="flex-1 rounded-lg bg-brand-700 px-4 py-2 text-center text-white">
              Create Account
            </Link>
          </div>
        </div>
      )}
    </header>
  );
}
