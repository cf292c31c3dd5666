import { useEffect, useState } from 'react';

/** A success message that clears itself after `ms` (spec: resend success stays 5 seconds). */
export function useFlash(ms = 5000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(id);
  }, [message, ms]);
  return [message, setMessage] as const;
}
