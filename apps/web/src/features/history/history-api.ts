import type { HistoryList, HistoryPage } from '@haven/core';
import { api } from '../../lib/api-client';

/** One older page of a history list (GET /history/{userId}/{list}); oldest first within the page. */
export function fetchHistoryPage<T>(userId: string, list: HistoryList, cursor: string): Promise<HistoryPage<T>> {
  return api<HistoryPage<T>>(`/history/${userId}/${list}?cursor=${encodeURIComponent(cursor)}`);
}
