// The offline companion over whole conversations (issue 17): 300+ generated turns per feature.
// No repeated boilerplate, every reply within the spec's length guidance, varied openings, and
// later replies that come back to what the person said earlier.
import { THERAPY_MOODS, THERAPY_TOPICS, THERAPY_TYPES } from '@haven/core';
import { describe, expect, it } from 'vitest';
import type { ConversationTurn, TherapyContext } from '../../src/ai/gateway';
import { LENGTHS, composeTherapyReply } from '../../src/ai/local/companion';
import { composeChatReply } from '../../src/ai/local/companion-chat';
import { BANK_LANGUAGES, bankFor } from '../../src/ai/local/phrases';
import { sentences } from '../../src/ai/local/text';

const FIRST_CHAT = [
  'My sister Anna keeps calling me about the wedding and I feel pulled in every direction.',
  'I had a fight with my boss Daniel today and I cannot stop replaying it.',
  'My dog died last week and the flat feels so empty.',
  'I have my interview on Friday and I feel sick about it.',
];
const LATER_CHAT = [
  'I just feel tired all the time.',
  'I never know what to say to people.',
  'Work has been a lot this week.',
  'I tried to sleep earlier but my mind kept racing.',
  'Some days are fine, others are not.',
  'I guess I am worried about what comes next.',
  'I keep thinking I should be doing better than this.',
  'It is hard to explain.',
  'ok',
  'I went for a walk and it helped a little.',
];
const BOILERPLATE = /not a (therapist|clinician)|AI companion|I'm an AI/i;

function chatConversation(seed: number, turns = 10) {
  const history: ConversationTurn[] = [];
  const replies: string[] = [];
  for (let i = 0; i < turns; i++) {
    const message = i === 0 ? FIRST_CHAT[seed % FIRST_CHAT.length] : LATER_CHAT[(seed * 3 + i) % LATER_CHAT.length];
    const reply = composeChatReply({ message, history: [...history], firstName: seed % 2 ? 'Sam' : undefined }, seed * 1000 + i);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    replies.push(reply);
  }
  return replies;
}

/** Sentences said more than once inside one conversation. */
function repeatsWithin(replies: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const s of replies.flatMap((r) => sentences(r))) {
    if (seen.has(s)) repeated.push(s);
    seen.add(s);
  }
  return repeated;
}

describe('offline chatbot over 300 turns', () => {
  const conversations = Array.from({ length: 32 }, (_, seed) => chatConversation(seed));
  const all = conversations.flat();

  it('generates at least 300 replies, each within the length guidance and free of the disclosure boilerplate', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const reply of all) {
      expect(reply.length, reply).toBeGreaterThanOrEqual(LENGTHS.chatReply.min);
      expect(reply.length, reply).toBeLessThanOrEqual(LENGTHS.chatReply.max);
      expect(reply).not.toMatch(BOILERPLATE);
      expect(reply, 'padded with dots because the phrases ran out').not.toContain('···');
    }
  });

  it('never repeats a sentence within three replies, nor a filler sentence anywhere in a ten-reply conversation', () => {
    for (const replies of conversations) {
      for (let i = 0; i < replies.length; i++) expect(repeatsWithin(replies.slice(i, i + 3))).toEqual([]);
      // Sentences said more than once in the whole conversation: only questions may come back.
      const repeated = repeatsWithin(replies).filter((s) => !s.endsWith('?'));
      expect(repeated).toEqual([]);
    }
  });

  it('varies how replies open: never twice in a row, and no opening in more than a fifth of replies', () => {
    const opening = (r: string) => r.split(/\s+/).slice(0, 3).join(' ');
    for (const replies of conversations) for (let i = 1; i < replies.length; i++) expect(opening(replies[i]), replies[i]).not.toBe(opening(replies[i - 1]));
    const counts = new Map<string, number>();
    for (const r of all) counts.set(opening(r), (counts.get(opening(r)) ?? 0) + 1);
    expect(Math.max(...counts.values()) / all.length).toBeLessThan(0.2);
  });

  it('comes back to people, names and events from earlier in the conversation', () => {
    const details = [/Anna|your sister/, /Daniel|your boss/, /your dog/, /interview/];
    conversations.forEach((replies, seed) => {
      const later = replies.slice(1).join('\n');
      expect(later, `conversation ${seed}`).toMatch(details[seed % details.length]);
    });
  });
});

// What people say in a therapy session, per language: an opening with a person or event, then more.
const SESSION: Record<string, string[]> = {
  English: ['My mother is in hospital and I am scared all the time.', 'I cannot focus on anything at work.', 'I always feel like I am letting everyone down.', 'I slept badly again.'],
  French: ['Ma mère est à l’hôpital et j’ai peur tout le temps.', 'Je n’arrive plus à me concentrer au travail.', 'J’ai toujours l’impression de décevoir tout le monde.', 'J’ai encore mal dormi.'],
  Spanish: ['Mi madre está en el hospital y tengo miedo todo el tiempo.', 'No puedo concentrarme en el trabajo.', 'Siempre siento que decepciono a todos.', 'Otra vez dormí mal.'],
  German: ['Meine Mutter liegt im Krankenhaus und ich habe ständig Angst.', 'Ich kann mich bei der Arbeit nicht konzentrieren.', 'Ich habe immer das Gefühl, alle zu enttäuschen.', 'Ich habe wieder schlecht geschlafen.'],
  Italian: ['Mia madre è in ospedale e ho sempre paura.', 'Non riesco a concentrarmi al lavoro.', 'Sento sempre di deludere tutti.', 'Ho dormito male di nuovo.'],
  Urdu: ['میری امی ہسپتال میں ہیں اور مجھے ہر وقت ڈر لگتا ہے۔', 'میں کام پر توجہ نہیں دے پاتا۔', 'مجھے ہمیشہ لگتا ہے کہ میں سب کو مایوس کرتا ہوں۔', 'آج پھر نیند ٹھیک نہیں آئی۔'],
  Chinese: ['我妈妈住院了，我一直很害怕。', '我上班的时候完全没法集中注意力。', '我总觉得自己让所有人失望。', '我昨晚又没睡好。'],
  Hindi: ['मेरी माँ अस्पताल में हैं और मुझे हर समय डर लगता है।', 'मैं काम पर ध्यान नहीं लगा पाता।', 'मुझे हमेशा लगता है कि मैं सबको निराश करता हूँ।', 'आज फिर नींद ठीक से नहीं आई।'],
  Arabic: ['أمي في المستشفى وأنا خائف طوال الوقت.', 'لا أستطيع التركيز في العمل.', 'أشعر دائما أنني أخذل الجميع.', 'نمت بشكل سيئ مرة أخرى.'],
  Dutch: ['Mijn moeder ligt in het ziekenhuis en ik ben de hele tijd bang.', 'Ik kan me niet concentreren op mijn werk.', 'Ik heb altijd het gevoel dat ik iedereen teleurstel.', 'Ik heb weer slecht geslapen.'],
};

describe('offline therapy companion over 300 turns in ten languages', () => {
  const sessions = BANK_LANGUAGES.flatMap((language, li) =>
    Array.from({ length: 3 }, (_, k) => {
      const context: TherapyContext = { language, mood: THERAPY_MOODS[(li + k) % THERAPY_MOODS.length], therapyType: THERAPY_TYPES[(li + k) % THERAPY_TYPES.length], topic: THERAPY_TOPICS[(li * 3 + k) % THERAPY_TOPICS.length] };
      const said = SESSION[language];
      const turns: ConversationTurn[] = [];
      const replies: string[] = [];
      for (let i = 0; i < 10; i++) {
        turns.push({ role: 'user', content: said[i % said.length] });
        const reply = composeTherapyReply(context, [...turns], (li * 10 + k) * 100 + i);
        turns.push({ role: 'assistant', content: reply });
        replies.push(reply);
      }
      return { language, replies };
    }),
  );

  it('300 replies within the therapy reply length, in every language', () => {
    const all = sessions.flatMap((s) => s.replies);
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const reply of all) {
      expect(reply.length, reply).toBeGreaterThanOrEqual(LENGTHS.therapyReply.min);
      expect(reply.length, reply).toBeLessThanOrEqual(LENGTHS.therapyReply.max);
      expect(reply, 'padded with dots because the phrases ran out').not.toContain('···');
    }
  });

  it('never repeats a sentence within three replies of a session', () => {
    for (const { language, replies } of sessions) {
      for (let i = 0; i < replies.length; i++) expect(repeatsWithin(replies.slice(i, i + 3)), language).toEqual([]);
    }
  });

  it('comes back to what was said earlier, in every language', () => {
    for (const language of BANK_LANGUAGES) {
      const recallStarts = bankFor(language).recall.map((t) => t.slice(0, t.indexOf('{detail}')).trim());
      const mine = sessions.filter((s) => s.language === language).flatMap((s) => s.replies.slice(1));
      expect(
        mine.some((r) => recallStarts.some((start) => r.includes(start))),
        language,
      ).toBe(true);
    }
  });
});

describe('offline therapy companion: techniques follow the chosen therapy type', () => {
  const session = (language: string, therapyType: string) => {
    const turns: ConversationTurn[] = [];
    const said = SESSION[language];
    for (let i = 0; i < 12; i++) {
      turns.push({ role: 'user', content: said[(i % 2) + 1] }); // no absolutes' prompt from the first line
      turns.push({ role: 'assistant', content: composeTherapyReply({ language, mood: 'stressed', therapyType, topic: 'Work stress' }, [...turns], 7000 + i) });
    }
    return turns.filter((t) => t.role === 'assistant').map((t) => t.content);
  };

  it('a DBT session asks DBT questions (TIPP, wise mind) and a CBT one CBT questions, in every language', () => {
    for (const language of BANK_LANGUAGES) {
      const bank = bankFor(language);
      const dbt = session(language, 'DBT Therapy').join('\n');
      const cbt = session(language, 'CBT Therapy').join('\n');
      expect(bank.questions.dbt.filter((q) => dbt.includes(q)).length, `${language} DBT`).toBeGreaterThanOrEqual(2);
      expect(bank.questions.cbt.some((q) => dbt.includes(q)), `${language}: CBT question in a DBT session`).toBe(false);
      expect(bank.questions.cbt.filter((q) => cbt.includes(q)).length, `${language} CBT`).toBeGreaterThanOrEqual(2);
    }
  });
});
