import { moodDisplay, PROFILE_SLEEP, type UserRecord } from '@haven/core';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { clearLogin, storeIdentity } from '../../lib/auth-session';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { CheckinDialog } from '../progress/checkin-dialog';
import { ProgressSection } from '../progress/progress-section';
import { goalEntries } from '../progress/progress-rules';
import { SessionCheckinCard } from '../progress/session-checkin-card';
import { AccountActions } from './account-actions';
import { MoodSelect } from './mood-select';
import { PreferencesCard } from './preferences-card';
import { draftFrom, type ProfileDraft } from './profile-draft';
import { parseSleepHours } from './profile-rules';
import { TherapyHistoryCard } from './therapy-history-card';

export default function ProfilePage() {
  const token = storage.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <Profile token={token} />;
}

function Profile({ token }: { token: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A therapy session that just ended hands its id over, for the "How do you feel now?" check-in.
  const [endedSessionId, setEndedSessionId] = useState<string | null>(() => (location.state as { endedSessionId?: string } | null)?.endedSessionId ?? null);
  const queryClient = useQueryClient();
  const query = useCurrentUser();
  const cached = storage.getJson<UserRecord>('userData');
  const user = query.data ?? (query.isError && cached?._id && cached.personalPreferences ? cached : undefined);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [viewMood, setViewMood] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (query.isPending) return <p role="status" className="p-8 text-slate-600">Loading your profile...</p>;
  if (!user)
    return (
      <main id="main" className="mx-auto max-w-xl p-8 text-center">
        <p role="alert" className="text-red-700">
          Failed to load user data. Please try again.
        </p>
        <button type="button" onClick={() => navigate('/')} className="mt-4 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white">
          Try Again
        </button>
      </main>
    );

  async function save() {
    if (!draft) return;
    const userId = storage.get('userId');
    if (!userId) {
      setNotice({ ok: false, text: 'User ID not found' });
      return;
    }
    const sleep = draft.sleepHours === '' ? null : parseSleepHours(draft.sleepHours, PROFILE_SLEEP);
    if (draft.sleepHours !== '' && sleep === null) {
      setNotice({ ok: false, text: 'Sleep hours must be a number from 1 to 24.' });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const res = await api<{ user: UserRecord }>(`/auth/editProfile/${userId}`, {
        method: 'PUT',
        body: { name: draft.name.trim() || undefined, profession: draft.profession, mood: draft.mood, personalGoals: draft.personalGoals, sleepHours: sleep, exerciseFrequency: draft.exerciseFrequency },
      });
      queryClient.setQueryData(CURRENT_USER_KEY, res.user);
      storeIdentity(token, res.user);
      setDraft(null);
      setViewMood(null);
      setNotice({ ok: true, text: 'Profile updated successfully!' });
    } catch {
      setNotice({ ok: false, text: 'Failed to update profile. Please try again.' });
    } finally {
      setSaving(false);
    }
  }

  async function logout() {
    // Revoke server-side first; the local keys go regardless.
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearLogin();
    queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
    window.location.reload();
  }

  const shownMood = draft ? draft.mood : (viewMood ?? user.mood);
  const initial = (user.name.trim()[0] ?? 'U').toUpperCase();

  return (
    <main id="main" className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-slate-900">Me</h1>
          <p className="text-slate-600">Manage your information and preferences</p>
          {user.isPremium && !draft && (
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
                <Crown aria-hidden className="h-4 w-4" /> Premium
              </span>
              <span className="text-slate-700">Remaining Therapy Sessions: {user.totalSessions}</span>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {!draft && <CheckinDialog goals={goalEntries(user.personalPreferences.personalGoals)} />}
          {draft ? (
            <button type="button" onClick={save} disabled={saving} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
          ) : (
            <button type="button" onClick={() => setDraft(draftFrom(user))} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Edit Profile
            </button>
          )}
          <button type="button" onClick={logout} className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
            <LogOut aria-hidden className="h-4 w-4" /> Logout
          </button>
        </div>
      </header>

      {query.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Failed to load user data. Please try again.
        </p>
      )}
      <div role={notice?.ok ? 'status' : 'alert'} className="empty:hidden">
        {notice && <p className={`rounded-lg px-3 py-2 text-sm ${notice.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>{notice.text}</p>}
      </div>

      {endedSessionId && (
        <SessionCheckinCard
          when="after"
          sessionId={endedSessionId}
          onClose={() => {
            setEndedSessionId(null);
            navigate('.', { replace: true, state: null });
          }}
        />
      )}

      <section aria-label="Your information" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-4">
          <span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-semibold text-white">
            {initial}
          </span>
          <div className="min-w-0 flex-1">
            {draft ? (
              <Field id="profile-name" label="Name" value={draft.name} onChange={(v) => setDraft({ ...draft, name: v })} />
            ) : (
              <p className="text-xl font-semibold text-slate-900">{user.name}</p>
            )}
          </div>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id="profile-email" label="Email" value={user.email} readOnly />
          {draft ? (
            <Field id="profile-profession" label="Profession" value={draft.profession} onChange={(v) => setDraft({ ...draft, profession: v })} />
          ) : (
            <div>
              <p className="text-sm font-medium text-slate-700">Profession</p>
              <p className="mt-1 text-slate-900">{user.profession || 'Not set'}</p>
            </div>
          )}
          <div>
            <label htmlFor="profile-mood" className="block text-sm font-medium text-slate-700">
              Current Mood
            </label>
            <div className="mt-1">
              {/* View mode: the choice changes only the display and is not sent (spec 4). */}
              <MoodSelect id="profile-mood" value={moodDisplay(shownMood).value === 'neutral' ? '' : shownMood} onChange={(v) => (draft ? setDraft({ ...draft, mood: v }) : setViewMood(v))} />
            </div>
          </div>
        </div>
      </section>

      <ProgressSection goals={goalEntries(user.personalPreferences.personalGoals)} />
      <PreferencesCard user={user} draft={draft} onDraft={setDraft} />
      <TherapyHistoryCard userId={user._id} therapy={user.therapy} olderCursor={user.historyCursors?.therapy} />
      <AccountActions />
    </main>
  );
}

function Field({ id, label, value, onChange, readOnly }: { id: string; label: string; value: string; onChange?: (v: string) => void; readOnly?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} value={value} readOnly={readOnly} onChange={(e) => onChange?.(e.target.value)} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 read-only:bg-slate-100 read-only:text-slate-600" />
    </div>
  );
}
