// The AI gateway contract. Feature routes call `app.ai`; they never build prompts or talk to a
// provider themselves. The implementation (ai/ folder) builds prompts on the server with the
// spec's budgets, calls the configured provider (`openai` SDK or the offline `local` engine),
// validates and flattens output, checks it never claims to be human or licensed, and records one
// `ai_usage` row per provider call (no text). Safety checks on user input are the caller's job
// (`app.safety`), done before calling here.
import type { Readable } from 'node:stream';

export interface AiCaller {
  userId?: string;
  visitorId?: string;
}

export interface TherapyContext {
  mood: string;
  therapyType: string;
  topic: string;
  language: string;
  firstName?: string;
  /** The description of the last item of the user's therapy list (spec 7). */
  previousSummary?: string;
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface MeditationPreferences {
  oftenMeditate: string;
  meditationGoals: string[];
  preferredTime: string;
  medSessionLength: string;
  preferredMeditationType: string;
}

export interface GeneratedMeditation {
  title: string;
  description: string;
  time: string;
  duration: string;
  type: string;
}

export interface AiGateway {
  /** Chat reply, 300-350 characters, 200 max tokens. */
  chatReply(input: { caller: AiCaller; message: string; history: ConversationTurn[]; firstName?: string }): Promise<string>;
  /** The same chat reply, streamed as the provider produces it (the chatbot's SSE path). */
  chatReplyStream(input: { caller: AiCaller; message: string; history: ConversationTurn[]; firstName?: string; signal?: AbortSignal }): AsyncIterable<string>;
  /** Therapy greeting, about 200 characters, 70 tokens. */
  therapyGreeting(input: { caller: AiCaller; context: TherapyContext }): Promise<string>;
  /** Therapy reply chunks as the provider produces them (80 tokens, temperature 0.7, 175-200 characters). */
  therapyReplyStream(input: {
    caller: AiCaller;
    context: TherapyContext;
    turns: ConversationTurn[];
    signal?: AbortSignal;
  }): AsyncIterable<string>;
  /** Session summary, 500-1500 characters addressing the user as You (500 tokens, temperature 0.7). */
  therapySummary(input: { caller: AiCaller; context: TherapyContext; turns: ConversationTurn[] }): Promise<string>;
  /** `count` valid meditations (titles unique in the set); throws AiError('no_valid_output') when none survive validation. */
  meditations(input: {
    caller: AiCaller;
    preferences: MeditationPreferences;
    count: number;
    avoidTitles?: string[];
    seed?: number;
  }): Promise<GeneratedMeditation[]>;
  /** `seed` (optional, local engine) makes a set reproducible; by default each call differs. */
  /** Four first-person affirmations of 150-200 characters following theme and style. */
  affirmations(input: { caller: AiCaller; theme: string; style: string; seed?: number }): Promise<string[]>;
  /** WAV audio (voice sage, speed 1), streamed as it arrives. `language` picks the offline voice. */
  speech(input: { caller: AiCaller; text: string; language?: string }): Promise<{ contentType: string; body: Readable }>;
  /** Transcript of a webm/opus upload; throws AiError('stt_unavailable') when no transcription is configured. */
  transcribe(input: { caller: AiCaller; audio: Buffer; mimeType: string; language?: string }): Promise<string>;
}

export type AiErrorCode = 'timeout' | 'provider' | 'invalid_output' | 'no_valid_output' | 'stt_unavailable' | 'tts_unavailable';

export class AiError extends Error {
  constructor(
    public readonly code: AiErrorCode,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiGateway;
  }
}
