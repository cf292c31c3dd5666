import type { HistoryList } from '@haven/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHistoryPage } from './history-api';

/**
 * The part of a list older than the getUser window, loaded a page at a time on request.
 * `startCursor` is the record's `historyCursors[list]`; `older` is kept oldest first, so a screen
 * shows `[...older, ...windowItems]`.
 */
export function useOlderHistory<T>(userId: string | undefined, list: HistoryList, startCursor: string | null | undefined) {
  const [older, setOlder] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(startCursor ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const seeded = useRef(false);

  // The first record seeds the cursor; later refreshes of the window must not reset what was loaded.
  useEffect(() => {
    if (seeded.current || startCursor === undefined) return;
    seeded.current = true;
    setCursor(startCursor);
  }, [startCursor]);

  const loadMore = useCallback(async () => {
    if (!userId || !cursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchHistoryPage<T>(userId, list, cursor);
      setOlder((o) => [...page.items, ...o]);
      setCursor(page.nextCursor);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [userId, list, cursor, loading]);

  return { older, hasMore: Boolean(cursor), loading, failed, loadMore };
}
