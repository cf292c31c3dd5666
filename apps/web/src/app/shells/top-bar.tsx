import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { prefersReducedMotion } from '../../lib/site-config';
import { useSession } from '../use-session';

export const LANDING_SECTIONS = [
  { id: 'features', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
  { id: 'qna', label: 'FAQs' },
] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export const SCROLL_SPY_OFFSET_PX = 150; // spec 9: scroll offset 150 px

/** The last section whose top is at or above `position` (scroll position + 150 px); the first otherwise. */
export function activeSectionAt<T extends string>(sections: readonly { id: T; top: number }[], position: number): T | null {
  let active: T | null = sections[0]?.id ?? null;
  for (const s of sections) if (s.top <= position) active = s.id;
  return active;
}

function useScrollSpy(enabled: boolean) {
  const [active, setActive] = useState<LandingSectionId | null>(null);
  // While a clicked link's smooth scroll runs, the spy would flicker through the sections passed.
  const lockedUntil = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      if (Date.now() < lockedUntil.current) return;
      const sections = LANDING_SECTIONS.flatMap(({ id }) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(activeSectionAt(sections, window.scrollY + SCROLL_SPY_OFFSET_PX));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const unlock = () => (lockedUntil.current = 0);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', unlock);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', unlock);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);

  const mark = useCallback((id: LandingSectionId) => {
    lockedUntil.current = Date.now() + 1500;
    setActive(id);
  }, []);
  return { active, mark };
}

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** The public top bar: in-page links with smooth scrolling and scroll-spy on the landing page. */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onLanding = pathname === '/';
  const { active, mark } = useScrollSpy(onLanding);
  // Signed in: the account entry replaces Login / Create Account (issue 17, 18).
  const { loggedIn } = useSession();

  // Coming from another page: scroll once the landing page has rendered.
  useEffect(() => {
    if (onLanding && pending) {
      scrollToSection(pending);
      setPending(null);
    }
  }, [onLanding, pending]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const go = (e: MouseEvent<HTMLAnchorElement>, id: LandingSectionId) => {
    e.preventDefault();
    mark(id);
    setOpen(false);
    if (onLanding) {
      navigate('/', { replace: true });
      scrollToSection(id);
    } else {
      setPending(id);
      navigate('/');
    }
  };

  const links = (mobile: boolean) =>
    LANDING_SECTIONS.map((s) => {
      const isActive = onLanding && active === s.id;
      return (
        <li key={s.id}>
          <a
            href={`/#${s.id}`}
            onClick={(e) => go(e, s.id)}
            aria-current={isActive ? 'location' : undefined}
            className={
              mobile
                ? `block rounded-lg px-3 py-2 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'}`
                : `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:text-brand-800'}`
            }
          >
            {s.label}
          </a>
        </li>
      );
    });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Logo onClick={() => setOpen(false)} />
        <ul className="hidden items-center gap-1 md:flex">{links(false)}</ul>
        <div className="hidden gap-2 md:flex">
          {loggedIn ? (
            <Link to="/profile" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
              Profile
            </Link>
          ) : (
            <>
              <Link to="/login" className="rounded-lg px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50">
                Login
              </Link>
              <Link to="/create-account" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
                Create Account
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          <ul className="flex flex-col gap-1" aria-label="Sections">
            {links(true)}
          </ul>
          <div className="mt-3 flex gap-2">
            {loggedIn ? (
              <Link to="/profile" onClick={() => setOpen(false)} className="flex-1 rounded-lg bg-brand-700 px-4 py-2 text-center text-white">
                Profile
              </Link>
            ) : (
              <>
                <Link to="/login" onClick={() => setOpen(false)} className="flex-1 rounded-lg border border-brand-700 px-4 py-2 text-center text-brand-800">
                  Login
                </Link>
                <Link to="/create-account" onClick={() => setOpen(false)} className="flex-1 rounded-lg bg-brand-700 px-4 py-2 text-center text-white">
                  Create Account
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
