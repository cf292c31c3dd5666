import { Pause, Play, RotateCcw, Square, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMmSs, type Meditation } from '@haven/core';
import { meditationSeconds, meditationSteps } from '@haven/core/meditation';
import { useMeditationPlayReport } from '../progress/use-meditation-play-report';
import { useReadAloud } from './use-read-aloud';

/**
 * A start/pause timer for the meditation's length; its steps (split from the description) appear
 * one by one as time passes, evenly spread over the session. Time is measured from the clock, not
 * counted ticks, so a throttled background tab stays accurate.
 */
export function GuidedPlayer({ meditation, premium }: { meditation: Meditation; premium: boolean }) {
  const totalMs = meditationSeconds(meditation.duration) * 1000;
  const steps = useMemo(() => meditationSteps(meditation.description), [meditation.description]);
  const [running, setRunning] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const startedAt = useRef(0);
  const speech = useReadAloud(premium);
  const playReport = useMeditationPlayReport();

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const elapsed = Date.now() - startedAt.current;
      if (elapsed >= totalMs) {
        setElapsedMs(totalMs);
        setRunning(false);
        playReport.progress(totalMs / 1000);
        playReport.finish();
      } else {
        setElapsedMs(elapsed);
        playReport.progress(elapsed / 1000);
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [running, totalMs, playReport]);

  const done = elapsedMs >= totalMs;
  const started = running || elapsedMs > 0;
  const perStepMs = totalMs / Math.max(steps.length, 1);
  const revealed = started ? Math.min(steps.length, Math.floor(elapsedMs / perStepMs) + 1) : 0;

  function start() {
    const from = done ? 0 : elapsedMs;
    if (done) setElapsedMs(0);
    playReport.begin(from / 1000);
    startedAt.current = Date.now() - from;
    setRunning(true);
  }
  function pause() {
    setElapsedMs(Date.now() - startedAt.current);
    setRunning(false);
  }
  function restart() {
    playReport.finish();
    setRunning(false);
    setElapsedMs(0);
  }

  const btn = 'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium';
  return (
    <section aria-label="Guided player" className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {running ? (
          <button type="button" onClick={pause} className={`${btn} bg-brand-700 text-white hover:bg-brand-800`}>
            <Pause aria-hidden className="h-4 w-4" /> Pause
          </button>
        ) : (
          <button type="button" onClick={start} className={`${btn} bg-brand-700 text-white hover:bg-brand-800`}>
            <Play aria-hidden className="h-4 w-4" /> {started && !done ? 'Resume' : 'Start'}
          </button>
        )}
        {started && (
          <button type="button" onClick={restart} className={`${btn} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Restart
          </button>
        )}
        {speech.available &&
          (speech.state === 'playing' ? (
            <button type="button" onClick={speech.stop} className={`${btn} border border-slate-300 bg-white text-slate-800`}>
              <Square aria-hidden className="h-4 w-4" /> Stop reading
            </button>
          ) : (
            <button
              type="button"
              disabled={speech.state === 'loading'}
              onClick={() => void speech.read(meditation.description)}
              className={`${btn} border border-slate-300 bg-white text-slate-800 disabled:opacity-60`}
            >
              <Volume2 aria-hidden className="h-4 w-4" /> {speech.state === 'loading' ? 'Preparing audio...' : 'Read aloud'}
            </button>
          ))}
        <p className="ml-auto font-mono text-lg text-slate-900" role="timer" aria-label="Time remaining" data-testid="player-remaining">
          {formatMmSs(Math.ceil((totalMs - elapsedMs) / 1000))}
        </p>
      </div>
      {speech.error && <p className="mt-2 text-sm text-red-700">{speech.error}</p>}
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {done
          ? 'Meditation complete. Take a moment before you return to your day.'
          : started
            ? `Step ${revealed} of ${steps.length}`
            : 'Press Start and follow each step as it appears.'}
      </p>
      <ol aria-label="Meditation steps" className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
        {steps.slice(0, revealed).map((s, i) => (
          <li key={i} className={i === revealed - 1 && !done ? 'font-medium' : 'text-slate-600'}>
            {s}
          </li>
        ))}
      </ol>
    </section>
  );
}
