import { TESTIMONIALS, type Testimonial } from './testimonials-data';

/**
 * A marquee of the 15 testimonials. The list is rendered twice so the CSS animation loops without
 * a gap; the copy is hidden from assistive technology. It pauses on hover or keyboard focus and
 * stands still (scrollable) when the visitor prefers reduced motion.
 */
export function TestimonialsSection() {
  return (
    <div className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-3xl font-semibold text-slate-900">What people say</h2>
        <p className="mt-3 text-slate-700">Rated 4.8 out of 5 from 1,250 ratings.</p>
      </div>
      <div
        tabIndex={0}
        role="region"
        aria-label="Testimonials"
        className="group mt-8 overflow-hidden motion-reduce:overflow-x-auto"
      >
        <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none">
          <TestimonialList items={TESTIMONIALS} />
          <TestimonialList items={TESTIMONIALS} duplicate />
        </div>
      </div>
    </div>
  );
}

function TestimonialList({ items, duplicate = false }: { items: Testimonial[]; duplicate?: boolean }) {
  return (
    <ul className="flex gap-4 pr-4" aria-hidden={duplicate || undefined} data-testid={duplicate ? 'testimonials-copy' : 'testimonials'}>
      {items.map((t) => (
        <li key={t.name} className="w-72 shrink-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Stars count={t.stars} />
          <blockquote className="mt-3 text-sm leading-relaxed text-slate-700">“{t.comment}”</blockquote>
          <p className="mt-4 text-sm font-semibold text-slate-900">{t.name}</p>
          <p className="text-xs text-slate-600">{t.location}</p>
        </li>
      ))}
    </ul>
  );
}

// Text stars rather than SVG icons: 30 cards x 5 icons would add tens of kB to the page's HTML.
function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={`${count} out of 5 stars`} className="text-lg leading-none tracking-wider">
      <span aria-hidden className="text-amber-500">{'★'.repeat(count)}</span>
      <span aria-hidden className="text-slate-300">{'★'.repeat(5 - count)}</span>
    </span>
  );
}
