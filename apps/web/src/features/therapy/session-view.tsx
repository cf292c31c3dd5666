import { useState } from 'react';
import { THERAPY_ERRORS } from '@haven/core';
import { useNavigate } from 'react-router';
import { AiDisclosure } from '../../components/safety/ai-disclosure';
import { GetHelpPanel } from '../../components/safety/get-help-panel';
import { checkinMoodOrNull } from '../progress/progress-rules';
import { SessionCheckinBar } from '../progress/session-checkin-bar';
import { ModeToggle, type SessionMode } from './mode-toggle';
import { SessionHeader } from './session-header';
import { TextMode } from './text-mode';
import { TimeUpDialog } from './time-up-dialog';
import type { TherapySessionApi } from './use-therapy-session';
import { VoicePanel } from './voice/voice-panel';

/** What the user reads when voice mode hands the session back to text. */
export function voiceFallbackText(reason: string): string {
  const why =
    reason === THERAPY_ERRORS.microphone
      ? 'Haven could not use a microphone on this device.'
      : reason === THERAPY_ERRORS.speech
        ? 'Haven could not play the spoken reply.'
        : reason === THERAPY_ERRORS.recording
          ? 'Recording did not work on this device.'
          : 'Speech recognition is not available right now.';
  return `${why} Your session continues in Text Mode: the conversation so far is below, and the timer keeps running.`;
}

export function SessionView({ t }: { t: TherapySessionApi }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SessionMode>('text');
  const [voiceFallback, setVoiceFallback] = useState<string | null>(null);
  if (!t.session) return null;

  // Voice cannot go on (no microphone, no transcription, no speech): the same session continues in
  // text with the reason said plainly (issue 18), never an error page or an upgrade offer.
  function voiceFailed(reason: string) {
    setMode('text');
    setVoiceFallback(voiceFallbackText(reason));
  }

  function changeMode(next: SessionMode) {
    if (next === 'voice' && !t.isPremium) return navigate('/pricing');
    if (next === 'voice') setVoiceFallback(null);
    setMode(next);
  }

  return (
    <main id="main" className="mx-auto flex h-[calc(100dvh-3.5rem)] max-w-3xl flex-col md:h-dvh">
      <SessionHeader session={t.session} elapsed={t.elapsed} loggedIn={t.loggedIn} saving={t.saving === 'save'} disabled={t.saving !== null || t.timeUp} onSave={t.saveAndExit} />
      <div className="flex flex-col gap-2 px-4 pt-3">
        <AiDisclosure emphasized={t.disclosureDue} />
        {t.helplines && <GetHelpPanel helplines={t.helplines} />}
        {t.beforeCheckin && !t.timeUp && <SessionCheckinBar sessionId={t.session.id} initialMood={checkinMoodOrNull(t.session.mood)} onClose={t.closeBeforeCheckin} />}
        {voiceFallback && (
          <p role="status" data-testid="voice-fallback" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {voiceFallback}
          </p>
        )}
        {t.savedMessage && (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {t.savedMessage}
          </p>
        )}
      </div>
      <ModeToggle mode={mode} onChange={changeMode} />
      <section className="m-4 flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        {mode === 'voice' ? (
          <VoicePanel sessionId={t.session.id} language={t.session.language} onTranscript={t.send} onError={voiceFailed} disabled={t.timeUp || t.saving !== null || Boolean(t.savedMessage)} />
        ) : (
          <TextMode messages={t.messages} aiWorking={t.aiWorking} disabled={t.timeUp || t.saving !== null || Boolean(t.savedMessage)} onSend={t.send} />
        )}
      </section>
      <TimeUpDialog open={t.timeUp} saving={t.saving} onSummary={t.generateSummary} onSkip={t.skipSummary} />
    </main>
  );
}
