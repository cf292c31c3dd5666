import { useEffect, useRef } from 'react';

export const WAVEFORM_BARS = 60;
const MIN_HEIGHT = 0.06;

/**
 * 60 bars drawn from a live analyser (microphone or playback): each bar is the peak of its slice
 * of the current signal. Bars are updated directly, not through React state, at frame rate.
 * `data-level` carries the loudest bar (0..1) for tests and for anyone inspecting the page.
 */
export function Waveform({ analyser }: { analyser: AnalyserNode | null }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const bars = Array.from(root.children) as HTMLElement[];
    const paint = (heights: (i: number) => number) => {
      let loudest = 0;
      bars.forEach((bar, i) => {
        const h = Math.max(MIN_HEIGHT, Math.min(1, heights(i)));
        loudest = Math.max(loudest, heights(i));
        bar.style.height = `${Math.round(h * 100)}%`;
      });
      root.dataset.level = loudest.toFixed(3);
    };
    if (!analyser) {
      paint(() => 0);
      return;
    }
    const samples = new Uint8Array(analyser.fftSize);
    const perBar = Math.max(1, Math.floor(samples.length / WAVEFORM_BARS));
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      paint((i) => {
        let peak = 0;
        for (let j = i * perBar; j < (i + 1) * perBar && j < samples.length; j++) peak = Math.max(peak, Math.abs(samples[j] - 128) / 128);
        // Speech peaks are small; a gentle boost makes quiet voices visible.
        return Math.sqrt(peak) * 1.2;
      });
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <div ref={rootRef} aria-hidden data-testid="voice-waveform" data-level="0" className="flex h-16 w-full max-w-md items-center justify-center gap-[2px]">
      {Array.from({ length: WAVEFORM_BARS }, (_, i) => (
        <span key={i} className="w-1 rounded-full bg-brand-600 transition-[height] duration-75" style={{ height: `${MIN_HEIGHT * 100}%` }} />
      ))}
    </div>
  );
}
