import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDITATIONS_SHOWN, type Meditation, type UserRecord } from '@haven/core';
import { MEDITATION_ALERTS, fromPrefsPayload, toPrefsPayload, type MeditationPreferences } from '@haven/core/meditation';
import { ApiError } from '../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { fetchUser, generateMeditations, saveMeditationPrefs } from './meditation-api';

export type SavePhase = 'idle' | 'saving' | 'updating' | 'generating';

/**
 * The meditation screen's state (spec 4): preferences, then results. A logged-in user's list and
 * "used" flag come from the server record; a visitor's one set is kept in the spec's local keys
 * (freeMeds, freeMeditations) for display only: the server enforces the trial.
 */
export function useMeditations() {
  const userId = storage.get('userId');
  const loggedIn = Boolean(storage.get('token') && userId);
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const qc = useQueryClient();

  const [visitorList, setVisitorList] = useState<Meditation[]>(() => storage.getJson<Meditation[]>('freeMeditations') ?? []);
  const [visitorPrefs, setVisitorPrefs] = useState<MeditationPreferences | null>(null);
  const [editing, setEditing] = useState(false);
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [generatingNew, setGeneratingNew] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The free cap was reached: explained in place (issue 18), never a silent jump to /pricing.
  const [capped, setCapped] = useState(false);
  const [selected, setSelected] = useState(0);

  const all = loggedIn ? (user?.generatedMeditation ?? []) : visitorList;
  // Newest first, at most six (spec 9).
  const shown = all.slice(-MEDITATIONS_SHOWN).reverse();
  const current = shown[Math.min(selected, shown.length - 1)] ?? null;
  const used = loggedIn ? Boolean(user?.isMeditation) : storage.get('freeMeds') === 'true';
  const view: 'loading' | 'form' | 'results' = loggedIn && userQuery.isPending ? 'loading' : editing || !used ? 'form' : 'results';
  const premium = loggedIn ? Boolean(user?.isPremium) : false;
  const savedPrefs = (loggedIn ? fromPrefsPayload(user?.meditationsPrefs) : visitorPrefs) ?? undefined;

  function fail(err: unknown, fallback: string) {
    if (err instanceof ApiError && err.status === 402) {
      setCapped(true);
      return;
    }
    setAlert(err instanceof Error && err.message ? err.message : fallback);
  }

  function showGenerated(list: Meditation[], prefs?: MeditationPreferences) {
    if (loggedIn) {
      qc.setQueryData<UserRecord>(CURRENT_USER_KEY, (u) =>
        u
          ? {
              ...u,
              isMeditation: true,
              generatedMeditation: [...u.generatedMeditation, ...list],
              meditationsPrefs: prefs ? toPrefsPayload(prefs) : u.meditationsPrefs,
            }
          : u,
      );
    } else {
      const next = [...visitorList, ...list];
      setVisitorList(next);
      storage.setJson('freeMeditations', next);
      storage.set('freeMeds', 'true');
    }
    setSelected(0);
    setEditing(false);
  }

  async function savePreferences(prefs: MeditationPreferences) {
    setAlert(null);
    setPhase('saving');
    try {
      if (loggedIn) await saveMeditationPrefs(userId!, prefs);
      else setVisitorPrefs(prefs);
    } catch (err) {
      setPhase('idle');
      if (err instanceof ApiError && err.status === 402) setCapped(true);
      else setAlert(MEDITATION_ALERTS.savePrefsFailed);
      return;
    }
    try {
      // "Updating Status": the server's fresh record decides what this user may do next.
      setPhase('updating');
      if (loggedIn) await qc.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchUser, staleTime: 0 });
      setPhase('generating');
      const list = await generateMeditations(3, loggedIn ? undefined : prefs);
      showGenerated(list, prefs);
    } catch (err) {
      fail(err, MEDITATION_ALERTS.generateFailed);
    } finally {
      setPhase('idle');
    }
  }

  async function generateNew() {
    setAlert(null);
    // A visitor has exactly one set; without it the server would refuse anyway.
    if (!loggedIn && !visitorPrefs) {
      setCapped(true);
      return;
    }
    setGeneratingNew(true);
    try {
      showGenerated(await generateMeditations(1, loggedIn ? undefined : visitorPrefs!));
    } catch (err) {
      fail(err, MEDITATION_ALERTS.generateFailed);
    } finally {
      setGeneratingNew(false);
    }
  }

  return {
    view,
    shown,
    current,
    selectedIndex: Math.min(selected, Math.max(shown.length - 1, 0)),
    select: setSelected,
    premium,
    savedPrefs,
    phase,
    generatingNew,
    alert,
    dismissAlert: () => setAlert(null),
    capped,
    dismissCap: () => setCapped(false),
    savePreferences,
    generateNew,
    editPreferences: () => setEditing(true),
    cancelEditing: used ? () => setEditing(false) : undefined,
  };
}
