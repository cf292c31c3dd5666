// Speech-to-text through any OpenAI-compatible transcription endpoint (webm/opus upload).
import OpenAI, { toFile } from 'openai';
import type { Config } from '../../config';
import { callProvider } from './call';

const LANGUAGE_CODES: Record<string, string> = {
  english: 'en',
  french: 'fr',
  spanish: 'es',
  german: 'de',
  italian: 'it',
  urdu: 'ur',
  chinese: 'zh',
  hindi: 'hi',
  arabic: 'ar',
  dutch: 'nl',
};

/** ISO-639-1 code for a therapy language name (or a code already), undefined when unknown. */
export function languageCode(language?: string): string | undefined {
  const l = (language ?? '').trim().toLowerCase();
  if (/^[a-z]{2}$/.test(l)) return l;
  return LANGUAGE_CODES[l];
}

export function createSttClient(config: Config, baseURL: string): OpenAI {
  return new OpenAI({ baseURL, apiKey: config.AI_API_KEY ?? 'not-needed', timeout: config.AI_TIMEOUT_MS, maxRetries: 0 });
}

export async function transcribeWith(client: OpenAI, config: Config, input: { audio: Buffer; mimeType: string; language?: string }) {
  const type = input.mimeType.split(';')[0].trim() || 'audio/webm';
  const extension = type.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'webm';
  const language = languageCode(input.language);
  const { value } = await callProvider(config.AI_TIMEOUT_MS, async (signal) =>
    client.audio.transcriptions.create(
      { file: await toFile(input.audio, `speech.${extension}`, { type }), model: config.AI_STT_MODEL, ...(language ? { language } : {}) },
      { signal },
    ),
  );
  return { text: value.text.trim(), model: config.AI_STT_MODEL };
}
