import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api-client';

let probe: Promise<boolean> | null = null;

/**
 * Whether POST /voice/speech exists and serves this user. Probed once with an empty text, which a
 * working endpoint refuses (400) without spending a speech call; 404 (not built) or 403 (not
 * premium) hides the button.
 */
function speechAvailable(): Promise<boolean> {
  probe ??= apiFetch('/voice/speech', { method: 'POST', body: { text: '' } })
    .then((res) => res.status !== 404 && res.status !== 403)
    .catch(() => false);
  return probe;
}

/** Reads text aloud through the server's speech endpoint (premium users only). */
export function useReadAloud(enabled: boolean) {
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void speechAvailable().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => () => audioRef.current?.pause(), []);

  function stop() {
    audioRef.current?.pause();
    audioRef.current = null;
    setState('idle');
  }

  async function read(text: string) {
    setError(null);
    setState('loading');
    try {
      const res = await apiFetch('/voice/speech', { method: 'POST', body: { text } });
      if (res.status === 404 || res.status === 403) {
        setAvailable(false);
        setState('idle');
        return;
      }
      if (!res.ok) throw new Error(`Speech failed with status ${res.status}`);
      const url = URL.createObjectURL(await res.blob());
      const audio = new Audio(url);
      audioRef.current = audio;
      audio.onended = () => {
        URL.revokeObjectURL(url);
        setState('idle');
      };
      await audio.play();
      setState('playing');
    } catch {
      setState('idle');
      setError('Failed to generate speech. Please try again.');
    }
  }

  return { available: enabled && available, state, error, read, stop };
}
