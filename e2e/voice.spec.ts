import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';
import { fakeTranscriptionPort } from './support/ports';

// The microphone is Chromium's fake capture device playing a sentence spoken by espeak-ng.
const SPOKEN_WAV = path.join(os.tmpdir(), `haven-voice-e2e-${process.pid}.wav`);
if (!fs.existsSync(SPOKEN_WAV)) execFileSync('espeak-ng', ['-w', SPOKEN_WAV, 'I have been feeling stressed at work lately.']);

// The transcription provider is e2e/support/fake-openai-server.ts (started by playwright.config.ts,
// one per worker: its request log and fail-next switch are this worker's alone).
const fakeOpenAi = () => `http://127.0.0.1:${fakeTranscriptionPort(test.info().parallelIndex)}`;
const FAKE_TRANSCRIPT = 'I have been feeling stressed at work lately.';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPOKEN_WAV}`,
    ],
  },
});

async function startTherapy(page: Page) {
  await expect(page.getByRole('heading', { name: 'AI Therapy Session' })).toBeVisible();
  await page.locator('label', { hasText: 'Stressed' }).click();
  await page.getByLabel('Therapy type').fill('CBT Therapy');
  await page.getByLabel('Session topic').fill('Work stress');
  await page.getByLabel('Language').fill('English');
  await page.getByRole('button', { name: 'Begin Therapy Session' }).click();
  await expect(page.getByTestId('session-timer')).toBeVisible();
}

/** Records every text the live status region shows, so short-lived states are not missed. */
async function watchVoiceLabels(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __voiceLabels: string[] };
    const label = document.querySelector('[data-testid="voice-label"]')!;
    w.__voiceLabels = [label.textContent ?? ''];
    new MutationObserver(() => {
      const text = label.textContent ?? '';
      if (w.__voiceLabels.at(-1) !== text) w.__voiceLabels.push(text);
    }).observe(label, { childList: true, characterData: true, subtree: true });
  });
}

const voiceLabels = (page: Page) => page.evaluate(() => (window as unknown as { __voiceLabels: string[] }).__voiceLabels);
const waveformLevel = async (page: Page) => Number(await page.getByTestId('voice-waveform').getAttribute('data-level'));

test('a premium member speaks, sees what was heard and the reply, hears it, and can mute it', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Vera Lindqvist' });
  const paid = await request.post('/api/v1/payments/test-checkout', { headers: { auth_token: user.token }, data: { subType: 'basic', period: 'monthly' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await signInBrowser(page, user, { isPremium: true });
  await page.goto('/ai-therapist');
  await startTherapy(page);

  await page.getByRole('button', { name: /Voice Mode/ }).click();
  const voice = page.getByRole('region', { name: 'Voice mode' });
  await expect(voice.getByRole('status')).toHaveText('Tap microphone to speak');
  await expect(page.getByTestId('voice-waveform').locator('span')).toHaveCount(60);
  await watchVoiceLabels(page);

  // Keyboard: the record button is a real button.
  await voice.getByRole('button', { name: 'Start recording' }).focus();
  await page.keyboard.press('Enter');
  await expect(voice.getByRole('status')).toHaveText('Listening to you...');
  // The waveform follows the microphone's real level (the fake device plays speech).
  await expect.poll(() => waveformLevel(page), { timeout: 5_000 }).toBeGreaterThan(0.1);
  await page.waitForTimeout(2_500);
  await voice.getByRole('button', { name: 'Stop recording' }).click();

  await expect(page.getByTestId('voice-transcript')).toHaveText(`You said: ${FAKE_TRANSCRIPT}`);
  await expect(voice.getByRole('status')).toHaveText('AI is speaking...', { timeout: 20_000 });
  const reply = page.getByTestId('voice-reply');
  await expect(reply).toContainText('Therapist said: ');
  const spokenReply = ((await reply.textContent()) ?? '').replace('Therapist said: ', '');
  expect(spokenReply.length).toBeGreaterThan(40);

  // Audio plays: a WAV blob is playing and its sound reaches the waveform.
  const audio = page.getByTestId('voice-audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0 && a.src.startsWith('blob:'))).toBe(true);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(1);
  await expect.poll(() => waveformLevel(page), { timeout: 5_000 }).toBeGreaterThan(0.05);

  // Mute silences the AI's voice.
  const mute = voice.getByRole('button', { name: 'Mute AI voice' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.muted)).toBe(true);

  // The reply ends and the panel is ready for the next turn.
  await expect(voice.getByRole('status')).toHaveText('Tap microphone to speak', { timeout: 45_000 });
  expect(await voiceLabels(page)).toEqual(['Tap microphone to speak', 'Listening to you...', 'Processing your speech...', 'AI is speaking...', 'Tap microphone to speak']);

  // The provider received the browser's own webm/opus recording with the transcription model.
  const received = (await (await request.get(`${fakeOpenAi()}/requests`)).json()) as { model: string; file: { type: string; size: number; magic: string } }[];
  const upload = received.at(-1)!;
  expect(upload.model).toBe('gpt-4o-mini-transcribe');
  expect(upload.file.type).toBe('audio/webm');
  expect(upload.file.magic).toBe('1a45dfa3'); // EBML: a real webm container
  expect(upload.file.size).toBeGreaterThan(44);

  // Audio the provider cannot use: the transcript area says so and the session carries on.
  await request.post(`${fakeOpenAi()}/fail-next`);
  await voice.getByRole('button', { name: 'Start recording' }).click();
  await expect(voice.getByRole('status')).toHaveText('Listening to you...');
  await page.waitForTimeout(1_000);
  await voice.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByTestId('voice-transcript')).toHaveText("Sorry, I couldn't catch what you said.");
  await expect(voice.getByRole('status')).toHaveText('Tap microphone to speak');
  await expect(page.getByTestId('voice-reply')).toHaveCount(0);

  // The voice turn is part of the same conversation as typed turns.
  await page.getByRole('button', { name: 'Text Mode' }).click();
  await expect(page.getByTestId('therapy-user-message').last()).toContainText(FAKE_TRANSCRIPT);
  await expect(page.getByTestId('therapy-ai-message')).toHaveCount(2);
  await expect(page.getByTestId('therapy-ai-message').last()).toContainText(spokenReply);
});

test('a free user tapping Voice Mode lands on /pricing', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInBrowser(page, user);
  await page.goto('/ai-therapist');
  await startTherapy(page);
  await page.getByRole('button', { name: /Voice Mode/ }).click();
  // Leaving a live session asks first (the therapy screen's leave guard).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
