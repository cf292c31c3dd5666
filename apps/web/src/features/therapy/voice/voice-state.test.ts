import { describe, expect, it } from 'vitest';
import { AUTO_STOP_MS, HEARD_NOTHING, initialVoiceState, isUsableRecording, voiceReducer, VOICE_LABELS, type VoiceEvent, type VoiceState } from './voice-state';

function run(events: VoiceEvent[], from: VoiceState = initialVoiceState) {
  return events.reduce(voiceReducer, from);
}

describe('voice state machine', () => {
  it('moves idle -> recording -> processing -> speaking -> idle through a full turn', () => {
    const seen: string[] = [];
    let s = initialVoiceState;
    const steps: VoiceEvent[] = [
      { type: 'RECORD', at: 0 },
      { type: 'STOP' },
      { type: 'RECORDED', bytes: 4000 },
      { type: 'TRANSCRIBED', text: ' I feel tense at work. ' },
      { type: 'REPLIED', text: 'That sounds hard.' },
      { type: 'SPEAKING' },
      { type: 'SPOKEN' },
    ];
    seen.push(VOICE_LABELS[s.status]);
    for (const e of steps) {
      s = voiceReducer(s, e);
      if (VOICE_LABELS[s.status] !== seen.at(-1)) seen.push(VOICE_LABELS[s.status]);
    }
    expect(seen).toEqual(['Tap microphone to speak', 'Listening to you...', 'Processing your speech...', 'AI is speaking...', 'Tap microphone to speak']);
    expect(s.transcript).toBe('I feel tense at work.');
    expect(s.reply).toBe('That sounds hard.');
  });

  it('stops recording by itself at 10 seconds, not before', () => {
    const recording = run([{ type: 'RECORD', at: 1_000 }]);
    expect(run([{ type: 'TICK', at: 1_000 + AUTO_STOP_MS - 1 }], recording).status).toBe('recording');
    const stopped = run([{ type: 'TICK', at: 1_000 + AUTO_STOP_MS }], recording);
    expect(stopped.status).toBe('processing');
    expect(stopped.recordingStartedAt).toBeNull();
    expect(AUTO_STOP_MS).toBe(10_000);
  });

  it('ignores recordings of 44 bytes or less, and keeps one of 45 bytes', () => {
    expect(isUsableRecording(44)).toBe(false);
    expect(isUsableRecording(45)).toBe(true);
    const processing = run([{ type: 'RECORD', at: 0 }, { type: 'STOP' }]);
    expect(run([{ type: 'RECORDED', bytes: 44 }], processing).status).toBe('idle');
    expect(run([{ type: 'RECORDED', bytes: 0 }], processing).status).toBe('idle');
    expect(run([{ type: 'RECORDED', bytes: 45 }], processing).status).toBe('processing');
  });

  it('ignores empty transcripts and keeps the last exchange on screen', () => {
    const before = run([{ type: 'RECORD', at: 0 }, { type: 'STOP' }, { type: 'RECORDED', bytes: 900 }, { type: 'TRANSCRIBED', text: 'Hello' }, { type: 'REPLIED', text: 'Hi.' }, { type: 'SPEAKING' }, { type: 'SPOKEN' }]);
    const after = run([{ type: 'RECORD', at: 5 }, { type: 'STOP' }, { type: 'RECORDED', bytes: 900 }, { type: 'TRANSCRIBED', text: '   ' }], before);
    expect(after.status).toBe('idle');
    expect(after.transcript).toBe('Hello');
    expect(after.reply).toBe('Hi.');
  });

  it('shows the spec text in the transcript area when speech was not understood', () => {
    const s = run([{ type: 'RECORD', at: 0 }, { type: 'STOP' }, { type: 'RECORDED', bytes: 900 }, { type: 'NOT_HEARD' }]);
    expect(s.status).toBe('idle');
    expect(s.transcript).toBe(HEARD_NOTHING);
    expect(HEARD_NOTHING).toBe("Sorry, I couldn't catch what you said.");
  });

  it('returns to idle on any failure, and ignores events that do not fit the state', () => {
    const recording = run([{ type: 'RECORD', at: 0 }]);
    expect(run([{ type: 'FAILED' }], recording).status).toBe('idle');
    // A second tap while busy does not start a new turn; stray events change nothing.
    const processing = run([{ type: 'STOP' }], recording);
    expect(run([{ type: 'RECORD', at: 9 }], processing)).toBe(processing);
    expect(run([{ type: 'SPOKEN' }], processing)).toBe(processing);
    expect(run([{ type: 'STOP' }, { type: 'SPEAKING' }, { type: 'TICK', at: 99_999 }], initialVoiceState)).toBe(initialVoiceState);
    // No reply text (the turn failed or was cut) means nothing to speak.
    const transcribed = run([{ type: 'RECORDED', bytes: 100 }, { type: 'TRANSCRIBED', text: 'Hi' }], processing);
    expect(run([{ type: 'REPLIED', text: '' }], transcribed).status).toBe('idle');
  });
});
