// The offline chatbot reply (English, as the chat screen has no language choice): a reflection of
// the person's words, now and then a return to something they said earlier (a person, a name, an
// event), and one open question. It never repeats a sentence it already said in the conversation,
// and it does not restate the AI disclosure: the banner and the disclosure times carry that.
import type { ConversationTurn } from '../gateway';
import { LENGTHS, freshQuestion, reflect } from './companion';
import { earlierDetail, freshOnly, notLikeLastOpening, notSaidLately, saidBefore } from './conversation-memory';
import { fitToRange } from './fit';
import { en } from './phrases/en';
import { createRng, deriveSeed } from './rng';
import { fill, findWord } from './text';

/** Sentences that carry something (a skill, a perspective), used to reach the reply's length. */
const CHAT_PADS = [
  ...en.pads,
  'Whatever you are feeling right now is allowed to be here.',
  'It is okay not to have everything figured out.',
  'Small, kind steps often matter more than big plans.',
  'Be as gentle with yourself as you would be with a friend.',
  'A slow breath out, longer than the breath in, can settle the body a little.',
  'Writing the thought down can make it easier to look at.',
  'Feelings rise and fall, even the strong ones.',
  'Naming a feeling often takes some of its heat away.',
  'Rest counts as doing something.',
  'You do not have to carry all of it at once.',
  'One thing at a time is enough.',
  'Sleep, food and a little daylight change more than they seem to.',
  'It can help to ask what you would tell a friend in your place.',
  'Some days the win is simply getting through.',
  'When everything feels urgent, picking just the next small thing can loosen the knot.',
  'It is worth noticing what, even a little, made today easier than it could have been.',
  'Thoughts can feel like facts when we are tired; they are still only thoughts.',
  'A few minutes outside, or a glass of water, can be a real reset for the body.',
  'You are allowed to take up space with this, even if others seem to cope differently.',
  'Sometimes the kindest plan for tonight is rest, and the thinking can wait for morning.',
  'Talking it through with someone you trust can make it feel less like yours alone.',
  'Progress is rarely a straight line, and a hard day does not undo the good ones.',
  'If your mind keeps circling, setting a short worry time later today can give it somewhere to go.',
  'Your body might be asking for something simple right now: a stretch, a snack, or a few slow breaths.',
  'Noticing the pattern is often the first step toward changing it, and you are already doing that.',
  'It can help to separate what you can influence today from what you cannot, and let the second list rest.',
  'If it helps, try naming five things you can see around you; it brings attention back to the present.',
  'Being tired and worried at once makes everything look bigger than it is; that is not a personal failing.',
  'It is okay if the only thing you manage today is looking after the basics and being kind to yourself.',
  'Whatever you decide to do next, you do not have to decide it alone or all at once tonight.',
  'Sometimes saying the hard thing out loud, even here, is what makes the next step visible.',
];

const CHAT_QUESTIONS = [...en.questions.general, ...en.questions.cbt, ...en.questions.dbt, ...en.questions.existential.slice(0, 2), ...en.questions.ipt.slice(0, 2)];

const OPENERS = [
  'Thanks for telling me, {name}.',
  "I'm glad you reached out, {name}.",
  'Hi {name}, I am here.',
  'Good to hear from you, {name}.',
];
const OPENERS_LATER = ['Thank you for sharing more.', 'I am following you.', 'That helps me understand.', 'Okay, I hear you.', 'Mm, that sounds important.', 'I appreciate you going into this.'];

const REFLECTIONS = [
  ...en.reflections,
  'If I understand you, {quote}.',
  'What I am hearing is that {quote}.',
  'Thank you for putting it plainly: {quote}.',
  'Let me make sure I follow: {quote}.',
  'Right now, {quote}.',
];

const RECALL_NAMED = ['Earlier you mentioned {detail}.', 'I remember you talked about {detail}.', 'You brought up {detail} before, and I have kept that in mind.', 'I am still thinking about {detail}, from earlier.'];

export function composeChatReply(input: { message: string; history: ConversationTurn[]; firstName?: string }, seed: number): string {
  const rng = createRng(deriveSeed(seed, `chat:${input.history.length}`));
  const turns: ConversationTurn[] = [...input.history, { role: 'user', content: input.message }];
  const said = saidBefore(turns);
  const absolute = findWord(input.message, en.absolutes);
  const question = absolute && !said.has(absolute) ? fill(rng.pick(en.absolutePrompts), { word: absolute }) : freshQuestion(CHAT_QUESTIONS, turns, rng);

  const head: string[] = [];
  const name = input.firstName?.trim().split(/\s+/)[0]?.slice(0, 30);
  const first = input.history.length === 0;
  if (first && name) head.push(fill(rng.pick(OPENERS), { name }));
  else if (!first && rng.next() < 0.4) head.push(rng.pick(notLikeLastOpening(freshOnly(OPENERS_LATER, turns, 10, 1), turns)));
  const reflections = head.length ? REFLECTIONS : notLikeLastOpening(REFLECTIONS, turns);
  head.push(reflect({ ...en, reflections }, input.message, rng, 150, head.length ? freshOnly(en.moodReflections.neutral, turns) : notLikeLastOpening(freshOnly(en.moodReflections.neutral, turns), turns)));
  // Come back to something said earlier about every other turn, once per detail.
  const detail = rng.next() < 0.6 ? earlierDetail(turns, { english: true, quote: en.quote }) : null;
  if (detail) {
    const line = detail.quoted ? fill(rng.pick(en.recall), { detail: detail.text }) : fill(rng.pick(RECALL_NAMED), { detail: detail.text });
    head.push(line);
  }
  return fitToRange({ head, tail: [question], pads: freshOnly(CHAT_PADS, turns), reserve: notSaidLately(CHAT_PADS, turns), rng, joiner: ' ', ...LENGTHS.chatReply });
}
