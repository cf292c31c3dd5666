import { CAP_LINK_TEXT, CAP_NOTICES, CAP_PREMIUM_GIVES, type CapFeature } from '@haven/core/caps';
import { Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * A free cap, explained where it was reached (issue 18): what was used, what premium gives, a link
 * to /pricing. The screen stays as it was (typed text, chosen options), nothing redirects.
 */
export function CapNotice({ feature, onDismiss }: { feature: CapFeature; onDismiss?: () => void }) {
  const text = CAP_NOTICES[feature];
  const ref = useRef<HTMLElement>(null);
  // Bring it into view (it may appear below the fold on a phone) without stealing focus from the input.
  // Braces: recent Chromium's scrollIntoView returns a promise, which React would call as a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section ref={ref} role="status" aria-labelledby={`cap-${feature}-title`} data-testid="cap-notice" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`cap-${feature}-title`} className="flex items-center gap-2 text-base font-semibold text-brand-900">
          <Sparkles aria-hidden className="h-4 w-4 shrink-0" /> {text.title}
        </h2>
        {onDismiss && (
          <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded p-0.5 text-slate-600 hover:bg-brand-100">
            <X aria-hidden className="h-4 w-4" />
          </button>
        )}
      </div>
      <p className="mt-1">{text.used}</p>
      <p className="mt-1">{CAP_PREMIUM_GIVES}</p>
      <p className="mt-1 text-slate-700">{text.kept}</p>
      <Link to="/pricing" className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {CAP_LINK_TEXT}
      </Link>
    </section>
  );
}
