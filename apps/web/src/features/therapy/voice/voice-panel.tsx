import { Loader2, Mic, Square, Volume2, VolumeX } from 'lucide-react';
import { useVoiceTurns, type VoiceTurnOptions } from './use-voice-turns';
import { HEARD_NOTHING, VOICE_LABELS, type VoiceStatus } from './voice-state';
import { Waveform } from './waveform';

export type VoicePanelProps = VoiceTurnOptions;

const RING: Record<VoiceStatus, string> = {
  idle: 'border-slate-300 bg-white text-slate-600',
  recording: 'border-rose-400 bg-rose-50 text-rose-700 motion-safe:animate-pulse',
  processing: 'border-amber-400 bg-amber-50 text-amber-700',
  speaking: 'border-brand-500 bg-brand-50 text-brand-800',
};

function StatusIcon({ status }: { status: VoiceStatus }) {
  const cls = 'h-12 w-12';
  if (status === 'processing') return <Loader2 aria-hidden className={`${cls} motion-safe:animate-spin`} />;
  if (status === 'speaking') return <Volume2 aria-hidden className={cls} />;
  return <Mic aria-hidden className={cls} />;
}

/**
 * Voice mode of a therapy session (spec 2, 4): the circular status display with its label, the
 * 60-bar waveform, record/stop and mute, and what was heard. Turns go through `onTranscript`, so
 * they join the same conversation, timer and limits as typed turns.
 */
export function VoicePanel(props: VoicePanelProps) {
  const v = useVoiceTurns(props);
  const { status, transcript, reply } = v.state;
  const recording = status === 'recording';
  const busy = status === 'processing' || status === 'speaking';

  return (
    <section aria-label="Voice mode" className="flex flex-1 flex-col items-center gap-5 overflow-y-auto p-6">
      <div data-testid="voice-status" data-status={status} className={`flex h-36 w-36 items-center justify-center rounded-full border-4 shadow-sm sm:h-40 sm:w-40 ${RING[status]}`}>
        <StatusIcon status={status} />
      </div>
      <p role="status" aria-live="polite" data-testid="voice-label" className="text-center text-lg font-medium text-slate-900">
        {VOICE_LABELS[status]}
      </p>
      <Waveform analyser={v.analyser} />
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={recording ? v.stop : () => void v.record()}
          disabled={props.disabled || busy}
          aria-label={recording ? 'Stop recording' : 'Start recording'}
          className={`flex h-16 w-16 items-center justify-center rounded-full text-white shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-700/40 disabled:cursor-not-allowed disabled:opacity-50 ${recording ? 'bg-rose-600 hover:bg-rose-700' : 'bg-brand-700 hover:bg-brand-800'}`}
        >
          {recording ? <Square aria-hidden className="h-6 w-6" /> : <Mic aria-hidden className="h-7 w-7" />}
        </button>
        <button
          type="button"
          onClick={v.toggleMute}
          aria-pressed={v.muted}
          aria-label="Mute AI voice"
          className="flex h-12 w-12 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-700/40 aria-pressed:bg-slate-800 aria-pressed:text-white"
        >
          {v.muted ? <VolumeX aria-hidden className="h-5 w-5" /> : <Volume2 aria-hidden className="h-5 w-5" />}
        </button>
      </div>
      {v.notice && (
        <p role="note" className="max-w-md rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">
          {v.notice}
        </p>
      )}
      <div aria-label="Transcript" role="region" className="w-full max-w-md space-y-2 rounded-xl bg-white p-4 text-slate-800 shadow-sm">
        {transcript === null ? (
          <p className="text-slate-500">What you say will appear here.</p>
        ) : transcript === HEARD_NOTHING ? (
          <p data-testid="voice-transcript" className="text-rose-800">
            {transcript}
          </p>
        ) : (
          <p data-testid="voice-transcript">
            <span className="font-semibold">You said: </span>
            {transcript}
          </p>
        )}
        {reply && (
          <p data-testid="voice-reply">
            <span className="font-semibold">Therapist said: </span>
            {reply}
          </p>
        )}
      </div>
      <audio ref={v.audioRef} onEnded={v.onPlaybackEnded} data-testid="voice-audio" className="hidden" />
    </section>
  );
}
