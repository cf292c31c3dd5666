// The offline chatbot reply (English, as the chat screen has no language choice): a reflection of
// the user's words, a link to something said earlier, validation and one open question.
import type { ConversationTurn } from '../gateway';
import { LENGTHS, freshQuestion, reflect } from './companion';
import { fitToRange, shortenPhrase } from './fit';
import { en } from './phrases/en';
import { createRng, deriveSeed } from './rng';
import { fill, findWord, keyClause } from './text';

const CHAT_PADS = [
  ...en.pads,
  "I'm an AI companion, not a therapist, but I can help you think this through.",
  'Whatever you are feeling right now is allowed to be here.',
  'Sometimes putting things into words makes them a little lighter.',
  'It is okay not to have everything figured out.',
  'Small, kind steps often matter more than big plans.',
  'Be as gentle with yourself as you would be with a friend.',
];

const CHAT_QUESTIONS = [...en.questions.general, ...en.questions.cbt.slice(0, 2), ...en.questions.dbt.slice(3)];

const EARLIER = ['Earlier you mentioned {quote}.', 'You also said before that {quote}.'];

const OPENERS = ['Thanks for telling me, {name}.', "I'm glad you reached out, {name}."];

export function composeChatReply(input: { message: string; history: ConversationTurn[]; firstName?: string }, seed: number): string {
  const rng = createRng(deriveSeed(seed, `chat:${input.history.length}`));
  const asked = input.history
    .filter((t) => t.role === 'assistant')
    .map((t) => t.content)
    .join('\n');
  const absolute = findWord(input.message, en.absolutes);
  const question = absolute ? fill(rng.pick(en.absolutePrompts), { word: absolute }) : freshQuestion(CHAT_QUESTIONS, asked, rng);
  const head: string[] = [];
  const name = input.firstName?.trim().split(/\s+/)[0]?.slice(0, 30);
  if (name && input.history.length === 0) head.push(fill(rng.pick(OPENERS), { name }));
  head.push(reflect(en, input.message, rng, 150, en.moodReflections.neutral));
  const earlier = [...input.history].reverse().find((t) => t.role === 'user' && t.content !== input.message);
  const earlierClause = earlier ? keyClause(earlier.content) : null;
  if (earlierClause) head.push(fill(rng.pick(EARLIER), { quote: en.quote(shortenPhrase(earlierClause.replace(/[.!?]+$/, ''), 70)) }));
  return fitToRange({ head, tail: [question], pads: CHAT_PADS, rng, joiner: ' ', ...LENGTHS.chatReply });
}
