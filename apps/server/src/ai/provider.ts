// The provider interface the gateway talks to. Two implementations: `openai` (official SDK, any
// OpenAI-compatible server) and `local` (the offline companion engine). Requests carry both the
// built prompt (for a model) and a structured `intent` (for the offline engine, which composes from
// data instead of reading prose), so prompt building stays in one place per feature.
import type { Readable } from 'node:stream';
import type { ConversationTurn, MeditationPreferences, TherapyContext } from './gateway';

export type AiFeature =
  'chat' | 'therapy_greeting' | 'therapy_reply' | 'therapy_summary' | 'meditation' | 'affirmation' | 'speech' | 'transcription';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LocalIntent =
  | { kind: 'chat'; message: string; history: ConversationTurn[]; firstName?: string }
  | { kind: 'therapy_greeting'; context: TherapyContext }
  | { kind: 'therapy_reply'; context: TherapyContext; turns: ConversationTurn[] }
  | { kind: 'therapy_summary'; context: TherapyContext; turns: ConversationTurn[] }
  | { kind: 'meditations'; preferences: MeditationPreferences; count: number; avoidTitles: string[] }
  | { kind: 'affirmations'; theme: string; style: string; count: number };

export interface CompletionRequest {
  feature: AiFeature;
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
  /** `json_object` asks the model for one JSON object (meditations, affirmations). */
  responseFormat: 'text' | 'json_object';
  intent: LocalIntent;
  /** Same intent + same seed gives the same local output; passed to OpenAI as `seed` too. */
  seed: number;
  signal?: AbortSignal;
}

export interface Usage {
  model: string;
  tokensIn: number;
  tokensOut: number;
}

export interface CompletionResult extends Usage {
  text: string;
}

/** A started stream: `chunks` yields text as it arrives; `usage()` is complete once it ends. */
export interface CompletionStream {
  chunks: AsyncIterable<string>;
  usage(): Usage;
}

export interface SpeechResult {
  model: string;
  contentType: string;
  body: Readable;
}

export interface AiProvider {
  readonly name: 'openai' | 'local';
  complete(req: CompletionRequest): Promise<CompletionResult>;
  /** Resolves once the provider accepted the request (retries happen before any chunk is yielded). */
  stream(req: CompletionRequest): Promise<CompletionStream>;
  speech(req: { text: string; language?: string; signal?: AbortSignal }): Promise<SpeechResult>;
  transcribe(req: { audio: Buffer; mimeType: string; language?: string }): Promise<{ text: string; model: string }>;
}

/** Rough token estimate (about 4 characters a token) where a provider reports none. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
