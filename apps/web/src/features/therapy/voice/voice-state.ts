// Voice mode's states (spec 4): idle -> recording -> processing speech -> AI speaking -> idle.
// Pure: the panel feeds it events and renders what it says; timing and sizes are decided here.

export type VoiceStatus = 'idle' | 'recording' | 'processing' | 'speaking';

/** Recording stops by itself after 10 seconds (spec 9). */
export const AUTO_STOP_MS = 10_000;
/** Recordings of 44 bytes or less (a container header, no sound) are ignored (spec 4, 9). */
export const MIN_RECORDING_BYTES = 44;

export const VOICE_LABELS: Record<VoiceStatus, string> = {
  idle: 'Tap microphone to speak',
  recording: 'Listening to you...',
  processing: 'Processing your speech...',
  speaking: 'AI is speaking...',
};

export const HEARD_NOTHING = "Sorry, I couldn't catch what you said.";

export interface VoiceState {
  status: VoiceStatus;
  /** When the current recording started (ms, any monotonic clock), while recording. */
  recordingStartedAt: number | null;
  /** What was heard last: a transcript, the failure text, or null before the first turn. */
  transcript: string | null;
  /** The AI's reply to the last transcript, once it arrived. */
  reply: string | null;
}

export type VoiceEvent =
  | { type: 'RECORD'; at: number }
  | { type: 'STOP' }
  | { type: 'TICK'; at: number }
  | { type: 'RECORDED'; bytes: number }
  | { type: 'TRANSCRIBED'; text: string }
  | { type: 'NOT_HEARD' }
  | { type: 'REPLIED'; text: string }
  | { type: 'SPEAKING' }
  | { type: 'SPOKEN' }
  | { type: 'FAILED' };

export const initialVoiceState: VoiceState = { status: 'idle', recordingStartedAt: null, transcript: null, reply: null };

export function isUsableRecording(bytes: number): boolean {
  return bytes > MIN_RECORDING_BYTES;
}

export function shouldAutoStop(startedAt: number, now: number): boolean {
  return now - startedAt >= AUTO_STOP_MS;
}

const idle = (s: VoiceState): VoiceState => ({ ...s, status: 'idle', recordingStartedAt: null });

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'RECORD':
      // A new turn only starts from idle (not while a reply is being made or spoken).
      return state.status === 'idle' ? { ...state, status: 'recording', recordingStartedAt: event.at } : state;
    case 'STOP':
      return state.status === 'recording' ? { ...state, status: 'processing', recordingStartedAt: null } : state;
    case 'TICK':
      if (state.status !== 'recording' || state.recordingStartedAt === null) return state;
      return shouldAutoStop(state.recordingStartedAt, event.at) ? { ...state, status: 'processing', recordingStartedAt: null } : state;
    case 'RECORDED':
      return state.status === 'processing' && !isUsableRecording(event.bytes) ? idle(state) : state;
    case 'TRANSCRIBED': {
      if (state.status !== 'processing') return state;
      const text = event.text.trim();
      // An empty transcript is ignored: nothing is sent and the last exchange stays on screen.
      return text ? { ...state, transcript: text, reply: null } : idle(state);
    }
    case 'NOT_HEARD':
      return state.status === 'processing' ? { ...idle(state), transcript: HEARD_NOTHING, reply: null } : state;
    case 'REPLIED': {
      if (state.status !== 'processing') return state;
      const text = event.text.trim();
      return text ? { ...state, reply: text } : idle(state);
    }
    case 'SPEAKING':
      return state.status === 'processing' ? { ...state, status: 'speaking' } : state;
    case 'SPOKEN':
      return state.status === 'speaking' ? idle(state) : state;
    case 'FAILED':
      return idle(state);
  }
}
