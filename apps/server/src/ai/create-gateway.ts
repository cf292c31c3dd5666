// The AiGateway implementation: prompt -> provider -> validation -> output check -> usage row.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { AiError, type AiCaller, type AiGateway } from './gateway';
import { LOCAL_MODEL } from './local/local-provider';
import { hashString } from './local/rng';
import { affirmationPrompt } from './prompts/affirmation';
import { chatPrompt } from './prompts/chat';
import { meditationPrompt } from './prompts/meditation';
import { therapyGreetingPrompt, therapyReplyPrompt, therapySummaryPrompt } from './prompts/therapy';
import type { AiFeature, AiProvider, CompletionRequest } from './provider';
import { outcomeOf, recordUsage, type UsageOutcome } from './usage';
import { validateAffirmations, validateMeditations, validateText } from './validate';

type Prompt = Omit<CompletionRequest, 'seed' | 'signal'>;

/** Conversation seeds come from the input itself, so the same conversation gets the same reply. */
export function seedFor(prompt: Prompt, extra = ''): number {
  return hashString(JSON.stringify(prompt.intent) + extra);
}

export function createAiGateway(app: FastifyInstance, provider: AiProvider): AiGateway {
  const defaultModel = provider.name === 'local' ? LOCAL_MODEL : app.config.AI_CHAT_MODEL;

  /** The safety layer's output check, when that module has decorated the app. */
  const checkOutput = (reply: string, language?: string) =>
    app.hasDecorator('safety') && app.safety ? app.safety.checkOutput(reply, language) : reply;

  /** One provider call, validated by `accept`; the usage row records the whole outcome. */
  async function complete<T>(caller: AiCaller, prompt: Prompt, seed: number, accept: (text: string) => T): Promise<T> {
    const started = performance.now();
    let model = defaultModel;
    let tokens = { tokensIn: 0, tokensOut: 0 };
    let outcome: UsageOutcome = 'ok';
    try {
      const result = await provider.complete({ ...prompt, seed });
      model = result.model;
      tokens = { tokensIn: result.tokensIn, tokensOut: result.tokensOut };
      return accept(result.text);
    } catch (err) {
      outcome = outcomeOf(err);
      throw err;
    } finally {
      await recordUsage(app, { caller, feature: prompt.feature, model, ...tokens, latencyMs: performance.now() - started, outcome });
    }
  }

  async function text(caller: AiCaller, prompt: Prompt, seed: number, language?: string) {
    const reply = await complete(caller, prompt, seed, validateText);
    return checkOutput(reply, language);
  }

  const freshSeed = (prompt: Prompt) => seedFor(prompt, String(app.clock.now().getTime()));

  async function record(
    caller: AiCaller,
    feature: AiFeature,
    model: string,
    started: number,
    outcome: UsageOutcome,
    tokensIn = 0,
    tokensOut = 0,
  ) {
    await recordUsage(app, { caller, feature, model, tokensIn, tokensOut, latencyMs: performance.now() - started, outcome });
  }

  /** A reply streamed as the provider produces it, output-checked as it grows, usage recorded once. */
  async function* streamText(
    caller: AiCaller,
    prompt: Prompt,
    feature: AiFeature,
    language: string | undefined,
    signal?: AbortSignal,
  ): AsyncIterable<string> {
    const started = performance.now();
    let outcome: UsageOutcome = 'ok';
    let usage = () => ({ model: defaultModel, tokensIn: 0, tokensOut: 0 });
    let sent = '';
    try {
      const stream = await provider.stream({ ...prompt, seed: seedFor(prompt), signal });
      usage = stream.usage;
      for await (const chunk of stream.chunks) {
        sent += chunk;
        // Chunks go out as they arrive (no buffering); if the text so far turns into a claim of
        // being human or licensed, the model is cut off and the safe reply is sent instead.
        const checked = checkOutput(sent, language);
        if (checked !== sent) {
          outcome = 'replaced';
          yield `\n\n${checked}`;
          return;
        }
        yield chunk;
      }
      if (signal?.aborted) outcome = 'aborted';
      else if (!sent.trim()) throw new AiError('invalid_output', 'Invalid response from AI service');
    } catch (err) {
      outcome = signal?.aborted ? 'aborted' : outcomeOf(err);
      throw err;
    } finally {
      const u = usage();
      await record(caller, feature, u.model, started, outcome, u.tokensIn, u.tokensOut);
    }
  }

  return {
    chatReply(input) {
      const prompt = chatPrompt(input);
      return text(input.caller, prompt, seedFor(prompt));
    },
    therapyGreeting({ caller, context }) {
      const prompt = therapyGreetingPrompt(context);
      return text(caller, prompt, seedFor(prompt), context.language);
    },
    therapySummary({ caller, context, turns }) {
      const prompt = therapySummaryPrompt(context, turns);
      return text(caller, prompt, seedFor(prompt), context.language);
    },
    therapyReplyStream({ caller, context, turns, signal }) {
      return streamText(caller, therapyReplyPrompt(context, turns), 'therapy_reply', context.language, signal);
    },
    chatReplyStream({ caller, signal, ...input }) {
      return streamText(caller, chatPrompt(input), 'chat', undefined, signal);
    },
    async meditations({ caller, preferences, count, avoidTitles = [], seed: given }) {
      const prompt = meditationPrompt(preferences, count, avoidTitles);
      const seed = given ?? freshSeed(prompt);
      return complete(caller, prompt, seed, (t) => validateMeditations(t, count, avoidTitles));
    },
    async affirmations({ caller, theme, style, seed: given }) {
      const prompt = affirmationPrompt(theme, style);
      const seed = given ?? freshSeed(prompt);
      const count = prompt.intent.kind === 'affirmations' ? prompt.intent.count : 4;
      return complete(caller, prompt, seed, (t) => validateAffirmations(t, count));
    },
    async speech({ caller, text: input, language }) {
      const started = performance.now();
      try {
        const result = await provider.speech({ text: input, language });
        await record(caller, 'speech', result.model, started, 'ok', Math.ceil(input.length / 4), 0);
        return { contentType: result.contentType, body: result.body };
      } catch (err) {
        await record(caller, 'speech', provider.name === 'local' ? 'espeak-ng' : app.config.AI_TTS_MODEL, started, outcomeOf(err));
        throw err;
      }
    },
    async transcribe({ caller, audio, mimeType, language }) {
      const started = performance.now();
      try {
        const result = await provider.transcribe({ audio, mimeType, language });
        await record(caller, 'transcription', result.model, started, 'ok', 0, Math.ceil(result.text.length / 4));
        return result.text;
      } catch (err) {
        await record(caller, 'transcription', app.config.AI_STT_MODEL, started, outcomeOf(err));
        throw err;
      }
    },
  };
}
