import { useQuery } from '@tanstack/react-query';
import type { ProgressRange } from '@haven/core';
import { storage } from '../../lib/storage';
import { fetchSummary, summaryKey } from './progress-api';

export function useProgressSummary(days: ProgressRange, timeZone: string) {
  const userId = storage.get('userId');
  return useQuery({
    queryKey: summaryKey(days, timeZone),
    queryFn: () => fetchSummary(userId ?? '', days, timeZone),
    enabled: Boolean(userId),
    staleTime: 30_000,
    retry: false,
  });
}
