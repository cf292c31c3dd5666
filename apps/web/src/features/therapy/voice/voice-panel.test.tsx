import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VoicePanel } from './voice-panel';

// jsdom has no microphone (no navigator.mediaDevices), like a browser without one or a page
// where access is impossible: the panel must say so through the therapy screen's error view.
function renderPanel(disabled = false) {
  const errors: string[] = [];
  const turns: string[] = [];
  render(
    <VoicePanel
      sessionId="00000000-0000-4000-8000-000000000000"
      language="English"
      disabled={disabled}
      onError={(m) => errors.push(m)}
      onTranscript={async (t) => {
        turns.push(t);
        return '';
      }}
    />,
  );
  return { errors, turns };
}

describe('VoicePanel', () => {
  it('announces the idle state, labels its controls and draws 60 bars', () => {
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Tap microphone to speak');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mute AI voice' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('voice-waveform').children).toHaveLength(60);
  });

  it('toggles mute from the keyboard', async () => {
    const user = userEvent.setup();
    renderPanel();
    const mute = screen.getByRole('button', { name: 'Mute AI voice' });
    mute.focus();
    await user.keyboard('{Enter}');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports the spec text when the microphone cannot be used, and stays idle', async () => {
    const user = userEvent.setup();
    const { errors, turns } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(errors).toEqual(['Microphone access is required for this feature.']));
    expect(screen.getByRole('status')).toHaveTextContent('Tap microphone to speak');
    expect(turns).toEqual([]);
  });

  it('cannot start recording while the session is disabled', () => {
    renderPanel(true);
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
  });
});
