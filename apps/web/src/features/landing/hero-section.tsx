import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

export const HERO_HEADLINE = 'A calm place to talk things through, any time';

export function HeroSection() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12 pt-12 md:grid-cols-[1.2fr_1fr] md:items-center md:pt-20">
      <div>
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
          <ShieldCheck aria-hidden className="h-4 w-4" /> Private, encrypted, and free to start
        </p>
        <h1 className="text-4xl font-semibold leading-tight tracking-tight text-slate-900 md:text-5xl">{HERO_HEADLINE}</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
          Haven is an AI companion for everyday mental wellbeing. Talk through a hard day in a guided session, chat whenever
          something is on your mind, and unwind with meditations and affirmations written for you.
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Link
            to="/create-account"
            className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Start for Free <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
          <Link to="/pricing" className="rounded-xl px-4 py-3 text-base font-medium text-brand-800 hover:bg-brand-50">
            See plans
          </Link>
        </div>
        <p className="mt-6 max-w-xl text-sm text-slate-600">
          Haven is an AI, not a person or a licensed therapist, and it is not for emergencies. If you are in danger, call your
          local emergency number or see our <Link to="/safety" className="font-medium text-brand-800 underline">crisis help</Link>.
        </p>
      </div>
      <HeroCard />
    </div>
  );
}

/** A static example exchange: shows the tone of a session without loading any images. */
function HeroCard() {
  return (
    <figure aria-label="Example conversation" className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="space-y-3 text-sm">
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-3 text-white">
          I can't switch off tonight. Work keeps replaying in my head.
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-brand-50 px-4 py-3 text-slate-800">
          That sounds exhausting. Would it help to name the one thought that keeps coming back, and then try a slow breathing
          exercise together?
        </p>
      </div>
      <figcaption className="mt-4 text-xs text-slate-500">An example of how Haven's AI responds.</figcaption>
    </figure>
  );
}
