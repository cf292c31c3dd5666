import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@haven/core';
import { api } from './api-client';
import { storage } from './storage';

export const CURRENT_USER_KEY = ['currentUser'] as const;

/** GET /auth/getUser for the stored token; disabled for visitors. */
export function useCurrentUser() {
  const token = storage.get('token');
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => api<{ user: UserRecord }>('/auth/getUser').then((r) => r.user),
    enabled: Boolean(token),
    staleTime: 30_000,
    retry: false,
  });
}
