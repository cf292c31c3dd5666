import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MoodCheckin, MoodCheckinInput } from '@haven/core';
import type { Helpline } from '@haven/core/safety';
import { ApiError, NetworkError } from '../../lib/api-client';
import { CURRENT_USER_KEY } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { postCheckin, PROGRESS_KEY } from './progress-api';

/** Readable text for a failed progress call: the server's own message when it sent one. */
export function progressErrorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError || err instanceof NetworkError) return err.message;
  return fallback;
}

/** A stored check-in, with the help lines when the server's offline crisis check read its note as a crisis. */
export type SavedCheckin = MoodCheckin & { crisisHelplines: Helpline[] };

/** Saves a check-in, then refreshes the progress summary and the user's progress fields. */
export function useSaveCheckin() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedCheckin | null>(null);

  async function save(input: MoodCheckinInput): Promise<SavedCheckin | null> {
    const userId = storage.get('userId');
    if (!userId) {
      setError('Please sign in again to save your check-in.');
      return null;
    }
    setSaving(true);
    setError(null);
    try {
      const res = await postCheckin(userId, input);
      const stored: SavedCheckin = { ...res.checkin, crisisHelplines: res.crisis ? res.helplines : [] };
      setSaved(stored);
      void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return stored;
    } catch (err) {
      setError(progressErrorText(err, 'Your check-in could not be saved. Please try again.'));
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, error, saved, reset: () => (setSaved(null), setError(null)) };
}
