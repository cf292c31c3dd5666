// The offline provider: composes text from the structured intent (never from prompt prose), streams
// it word by word, speaks with espeak-ng, and transcribes only through a configured
// OpenAI-compatible endpoint (AI_STT_BASE_URL).
import type { Config } from '../../config';
import { AiError } from '../gateway';
import { createSttClient, transcribeWith } from '../openai/transcribe';
import { estimateTokens, type AiProvider, type CompletionRequest, type CompletionResult, type CompletionStream } from '../provider';
import { composeAffirmations } from './affirmation-library';
import { composeGreeting, composeSummary, composeTherapyReply } from './companion';
import { composeChatReply } from './companion-chat';
import { composeMeditations } from './meditation-library';
import { bankFor } from './phrases';
import { espeakSpeech } from './speech';

export const LOCAL_MODEL = 'haven-local-1';

export function composeLocal(req: CompletionRequest): string {
  const { intent, seed } = req;
  switch (intent.kind) {
    case 'chat':
      return composeChatReply(intent, seed);
    case 'therapy_greeting':
      return composeGreeting(intent.context, seed);
    case 'therapy_reply':
      return composeTherapyReply(intent.context, intent.turns, seed);
    case 'therapy_summary':
      return composeSummary(intent.context, intent.turns, seed);
    case 'meditations':
      return JSON.stringify({ meditations: composeMeditations(intent.preferences, intent.count, intent.avoidTitles, seed) });
    case 'affirmations':
      return JSON.stringify({ affirmations: composeAffirmations(intent.theme, intent.style, intent.count, seed) });
  }
}

/** Splits text into word-sized chunks (keeping the spaces) the way a model streams tokens. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function createLocalProvider(config: Config): AiProvider {
  const stt = config.AI_STT_BASE_URL ? createSttClient(config, config.AI_STT_BASE_URL) : null;
  const result = (req: CompletionRequest, text: string): CompletionResult => ({
    text,
    model: LOCAL_MODEL,
    tokensIn: estimateTokens(req.messages.map((m) => m.content).join('\n')),
    tokensOut: estimateTokens(text),
  });
  return {
    name: 'local',
    async complete(req) {
      return result(req, composeLocal(req));
    },
    async stream(req): Promise<CompletionStream> {
      const full = result(req, composeLocal(req));
      async function* chunks() {
        for (const chunk of wordChunks(full.text)) {
          if (req.signal?.aborted) return;
          // Yield to the event loop between chunks so the response is written progressively.
          await new Promise((r) => setImmediate(r));
          yield chunk;
        }
      }
      return { chunks: chunks(), usage: () => full };
    },
    async speech({ text, language, signal }) {
      const { contentType, body } = await espeakSpeech(text, bankFor(language).voice, signal);
      return { model: 'espeak-ng', contentType, body };
    },
    async transcribe({ audio, mimeType, language }) {
      if (!stt) throw new AiError('stt_unavailable', 'Speech recognition is not configured.');
      return transcribeWith(stt, config, { audio, mimeType, language });
    },
  };
}
