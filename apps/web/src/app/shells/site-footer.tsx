import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:justify-between">
        <p>© {new Date().getFullYear()} Haven. An AI companion, not a clinician, and not for emergencies.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li><Link to="/privacy" className="hover:text-brand-700">Privacy Policy</Link></li>
            <li><Link to="/terms" className="hover:text-brand-700">Terms of Service</Link></li>
            <li><Link to="/refund" className="hover:text-brand-700">Refund Policy</Link></li>
            <li><Link to="/safety" className="font-medium text-rose-700 hover:text-rose-800">Safety &amp; crisis help</Link></li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
