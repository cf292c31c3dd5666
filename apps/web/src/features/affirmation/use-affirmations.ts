import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserRecord } from '@haven/core';
import { AFFIRMATION_ALERTS, AFFIRMATIONS_SHOWN, affirmationPreferencesSchema, type AffirmationPreferences } from '@haven/core/affirmation';
import { ApiError } from '../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { fetchUser, generateAffirmations, saveAffirmationPrefs, setFavourite } from './affirmation-api';

export type AffirmationPhase = 'idle' | 'saving' | 'updating' | 'generating';
interface VisitorSet {
  prefs: AffirmationPreferences;
  affirmations: string[];
}

/**
 * The affirmations screen's state (spec 4): preferences, then results. Logged-in users' data comes
 * from the server record; a visitor's one set is kept in the spec's local keys (isAffir,
 * freeAffirmations) for display only.
 */
export function useAffirmations() {
  const userId = storage.get('userId');
  const loggedIn = Boolean(storage.get('token') && userId);
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const qc = useQueryClient();

  const [visitor, setVisitor] = useState<VisitorSet | null>(() => storage.getJson<VisitorSet>('freeAffirmations'));
  const [editing, setEditing] = useState(false);
  const [phase, setPhase] = useState<AffirmationPhase>('idle');
  const [generatingNew, setGeneratingNew] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The free cap was reached: explained in place (issue 18), never a silent jump to /pricing.
  const [capped, setCapped] = useState(false);
  const [signInPrompt, setSignInPrompt] = useState(false);

  const all = loggedIn ? (user?.generatedAffirmation ?? []) : (visitor?.affirmations ?? []);
  const shown = all.slice(-AFFIRMATIONS_SHOWN);
  const parsedPrefs = affirmationPreferencesSchema.safeParse(loggedIn ? user?.affirmationsPreferences : visitor?.prefs);
  const prefs = parsedPrefs.success ? parsedPrefs.data : undefined;
  const used = loggedIn ? Boolean(user?.isAffirmation) : storage.get('isAffir') === 'true';
  const view: 'loading' | 'form' | 'results' =
    loggedIn && userQuery.isPending ? 'loading' : editing || !used || !prefs ? 'form' : 'results';
  const favourites = new Set(loggedIn ? (user?.favoriteAffirmations ?? []) : []);

  function fail(err: unknown, fallback: string) {
    if (err instanceof ApiError && err.status === 402) setCapped(true);
    else setAlert(fallback);
  }

  function showGenerated(list: string[], newPrefs: AffirmationPreferences) {
    if (loggedIn) {
      qc.setQueryData<UserRecord>(CURRENT_USER_KEY, (u) =>
        u
          ? { ...u, isAffirmation: true, affirmationsPreferences: newPrefs, generatedAffirmation: [...u.generatedAffirmation, ...list] }
          : u,
      );
    } else {
      const next = { prefs: newPrefs, affirmations: [...(visitor?.affirmations ?? []), ...list] };
      setVisitor(next);
      storage.setJson('freeAffirmations', next);
      storage.set('isAffir', 'true');
    }
    setEditing(false);
  }

  async function savePreferences(next: AffirmationPreferences) {
    setAlert(null);
    setPhase('saving');
    try {
      if (loggedIn) await saveAffirmationPrefs(userId!, next);
    } catch (err) {
      setPhase('idle');
      fail(err, AFFIRMATION_ALERTS.savePrefsFailed);
      return;
    }
    try {
      setPhase('updating');
      if (loggedIn) await qc.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchUser, staleTime: 0 });
      setPhase('generating');
      showGenerated(await generateAffirmations(loggedIn ? undefined : next), next);
    } catch (err) {
      fail(err, AFFIRMATION_ALERTS.generateFailed);
    } finally {
      setPhase('idle');
    }
  }

  async function generateNew() {
    setAlert(null);
    if (!prefs) return setEditing(true);
    setGeneratingNew(true);
    try {
      showGenerated(await generateAffirmations(loggedIn ? undefined : prefs), prefs);
    } catch (err) {
      fail(err, AFFIRMATION_ALERTS.generateFailed);
    } finally {
      setGeneratingNew(false);
    }
  }

  async function toggleFavourite(text: string) {
    if (!loggedIn) {
      setSignInPrompt(true);
      return;
    }
    const favourite = !favourites.has(text);
    const update = (list: string[]) => qc.setQueryData<UserRecord>(CURRENT_USER_KEY, (u) => (u ? { ...u, favoriteAffirmations: list } : u));
    const before = [...favourites];
    update(favourite ? [...before, text] : before.filter((f) => f !== text));
    try {
      update((await setFavourite(userId!, text, favourite)).favoriteAffirmations);
    } catch (err) {
      // Spec 8: a failed favourite save is only logged.
      console.warn('Saving the favourite failed', err);
      update(before);
    }
  }

  return {
    view,
    shown,
    prefs,
    phase,
    generatingNew,
    alert,
    dismissAlert: () => setAlert(null),
    capped,
    dismissCap: () => setCapped(false),
    favourites,
    signInPrompt,
    savePreferences,
    generateNew,
    toggleFavourite,
    editPreferences: () => setEditing(true),
    cancelEditing: used && prefs ? () => setEditing(false) : undefined,
  };
}
