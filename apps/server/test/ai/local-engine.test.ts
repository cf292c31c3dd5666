// The offline engine: the spec's length and shape rules over 200+ generated items per feature and
// across the ten languages; determinism; preferences that change the meditations.
import { THERAPY_MOODS, THERAPY_TOPICS, THERAPY_TYPES } from '@haven/core';
import { MEDITATION_FREQUENCIES, MEDITATION_GOALS, MEDITATION_LENGTHS, MEDITATION_TIMES, MEDITATION_TYPES } from '@haven/core/meditation';
import { describe, expect, it } from 'vitest';
import type { ConversationTurn, MeditationPreferences, TherapyContext } from '../../src/ai/gateway';
import { composeAffirmations } from '../../src/ai/local/affirmation-library';
import { composeGreeting, composeSummary, composeTherapyReply } from '../../src/ai/local/companion';
import { composeChatReply } from '../../src/ai/local/companion-chat';
import { composeMeditations } from '../../src/ai/local/meditation-library';
import { BANK_LANGUAGES, bankFor } from '../../src/ai/local/phrases';

// What users say, per language, including all-or-nothing words a CBT prompt can pick up.
const SAID: Record<string, string[]> = {
  English: [
    'I always mess things up at work and my boss hates me.',
    'I feel so lonely since my sister moved away, and nobody calls.',
    'Honestly I am exhausted. I sleep badly and I worry about money every night.',
    'ok',
  ],
  French: ['Je me sens toujours seule le soir depuis la rupture.', "J'ai peur de décevoir mes parents, je dois réussir cet examen."],
  Spanish: ['Me siento muy cansado y nadie en mi familia me entiende.', 'Siempre pienso que voy a fracasar en el trabajo.'],
  German: ['Ich fühle mich immer so erschöpft nach der Arbeit.', 'Seit dem Tod meiner Mutter ist alles so leer.'],
  Italian: ['Mi sento sempre stanca e il lavoro mi schiaccia.', 'Ho paura di restare sola per tutta la vita.'],
  Urdu: ['میں ہمیشہ کام کی وجہ سے بہت پریشان رہتا ہوں۔', 'مجھے لگتا ہے کہ کوئی نہیں سمجھتا کہ میں کیسا محسوس کرتا ہوں۔'],
  Chinese: ['我总是觉得自己做得不够好，工作压力特别大。', '最近和家人吵架以后，我感觉很孤独。'],
  Hindi: ['मैं हमेशा काम की वजह से बहुत तनाव में रहता हूँ।', 'मुझे लगता है कि कोई नहीं समझता कि मैं कैसा महसूस करता हूँ।'],
  Arabic: ['أشعر دائما بالتعب بعد العمل ولا أستطيع النوم.', 'أخاف أن أبقى وحيدا لأن لا أحد يفهمني.'],
  Dutch: ['Ik voel me altijd zo moe na het werk.', 'Sinds de scheiding voel ik me verloren en alleen.'],
};

const ASSISTANT: ConversationTurn = { role: 'assistant', content: 'Can you tell me more about that?' };

function contextFor(i: number): TherapyContext {
  const language = BANK_LANGUAGES[i % BANK_LANGUAGES.length];
  return {
    language,
    mood: THERAPY_MOODS[i % THERAPY_MOODS.length],
    therapyType: THERAPY_TYPES[(i >> 1) % THERAPY_TYPES.length],
    topic: THERAPY_TOPICS[(i * 7) % THERAPY_TOPICS.length],
    firstName: i % 3 === 0 ? 'Amira Khan' : undefined,
    previousSummary: i % 4 === 0 ? 'You talked about sleep and feeling drained. You wanted more rest.' : undefined,
  };
}

function turnsFor(i: number, language: string): ConversationTurn[] {
  const said = SAID[language];
  const first = said[i % said.length];
  const turns: ConversationTurn[] = [{ role: 'user', content: first }];
  if (i % 2) turns.push(ASSISTANT, { role: 'user', content: said[(i + 1) % said.length] });
  return turns;
}

function prefsFor(i: number): MeditationPreferences {
  return {
    oftenMeditate: MEDITATION_FREQUENCIES[i % 4],
    meditationGoals: MEDITATION_GOALS.filter((_, g) => (i >> g) % 2 === 1 || g === i % 4),
    preferredTime: MEDITATION_TIMES[i % 3],
    medSessionLength: MEDITATION_LENGTHS[(i >> 2) % 4],
    preferredMeditationType: MEDITATION_TYPES[(i >> 1) % 4],
  };
}

const QUESTION_END = /[?？؟]$/;
/** The fitting step never had to fall back to padding dots or a cut. */
const noFallback = (s: string) => expect(s).not.toMatch(/··|…$/);

describe('local companion: therapy', () => {
  it('greetings are about 200 characters in every language and name the topic', () => {
    for (let i = 0; i < 200; i++) {
      const context = contextFor(i);
      const text = composeGreeting(context, i);
      expect(text.length, text).toBeGreaterThanOrEqual(180);
      expect(text.length, text).toBeLessThanOrEqual(220);
      noFallback(text);
      expect(text).toMatch(/[?？؟]$/);
      if (context.topic !== 'Not Sure') expect(text).toContain(bankFor(context.language).topics[topicKeyOf(context.topic)]);
      if (context.firstName) expect(text).toContain('Amira');
    }
  });

  it('replies are 175-200 characters, end with an open question and reflect the user’s own words', () => {
    for (let i = 0; i < 200; i++) {
      const context = contextFor(i);
      const turns = turnsFor(i, context.language);
      const text = composeTherapyReply(context, turns, i);
      expect(text.length, `${context.language}: ${text}`).toBeGreaterThanOrEqual(175);
      expect(text.length, text).toBeLessThanOrEqual(200);
      noFallback(text);
      expect(text, text).toMatch(QUESTION_END);
      const last = turns.at(-1)!.content;
      if (last.length > 10) expect(sharesWords(text, last), `${text} <- ${last}`).toBe(true);
    }
  });

  it('questions all-or-nothing words in CBT and adapts to mood when there is nothing to reflect', () => {
    const cbt = { mood: 'sad', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' };
    expect(composeTherapyReply(cbt, [{ role: 'user', content: 'I always fail at everything I try.' }], 1)).toContain('"always"');
    expect(composeTherapyReply({ ...cbt, language: 'French' }, [{ role: 'user', content: 'Je rate toujours tout.' }], 1)).toContain(
      '« toujours »',
    );
    const low = composeTherapyReply({ ...cbt, therapyType: 'Existential Therapy' }, [{ role: 'user', content: 'ok' }], 3);
    expect(
      ['That sounds heavy to carry.', 'It sounds like things feel low right now.'].some((s) => low.includes(s)),
      low,
    ).toBe(true);
    const dbt = composeTherapyReply(
      { ...cbt, therapyType: 'DBT Therapy' },
      [{ role: 'user', content: 'My partner ignored me at dinner again' }],
      5,
    );
    expect(dbt).toContain('your partner ignored you at dinner again');
  });

  it('does not repeat a question the companion already asked', () => {
    const context = { mood: 'tired', therapyType: 'IPT', topic: 'Relationships', language: 'English' };
    const turns: ConversationTurn[] = [];
    const questions = new Set<string>();
    for (let n = 0; n < 3; n++) {
      turns.push({ role: 'user', content: `Things with my partner feel distant, day ${n}` });
      const reply = composeTherapyReply(context, turns, 42);
      const question = reply.split(/(?<=[.!])\s+/).at(-1)!;
      expect(questions.has(question), reply).toBe(false);
      questions.add(question);
      turns.push({ role: 'assistant', content: reply });
    }
  });

  it('summaries are 500-1500 characters, address the user as You and quote what they said', () => {
    for (let i = 0; i < 200; i++) {
      const context = contextFor(i);
      const turns = turnsFor(i, context.language);
      const text = composeSummary(context, turns, i);
      expect(text.length, text).toBeGreaterThanOrEqual(500);
      expect(text.length, text).toBeLessThanOrEqual(1500);
      noFallback(text);
      if (context.language === 'English') {
        expect(text).toMatch(/^You\b/);
        expect(text.match(/\bYou\b/g)!.length).toBeGreaterThanOrEqual(3);
      }
      const said = turns.filter((t) => t.role === 'user' && t.content.length > 10).map((t) => t.content);
      if (said.length)
        expect(
          said.some((s) => text.includes(s.replace(/[.!?。！？۔]+$/, '').slice(0, 20))),
          text,
        ).toBe(true);
      if (context.previousSummary) expect(text).toContain('You talked about sleep and feeling drained');
    }
  });
});

describe('local companion: chat', () => {
  const messages = [
    ...SAID.English,
    'Work has been a nightmare this week and I cannot switch off at night.',
    'My dog died last month and the house feels empty.',
  ];
  it('replies are 300-350 characters and reflect the message', () => {
    for (let i = 0; i < 200; i++) {
      const message = messages[i % messages.length];
      const history: ConversationTurn[] = i % 3 ? [{ role: 'user', content: messages[(i + 2) % messages.length] }, ASSISTANT] : [];
      const text = composeChatReply({ message, history, firstName: i % 2 ? 'Sam' : undefined }, i);
      expect(text.length, text).toBeGreaterThanOrEqual(300);
      expect(text.length, text).toBeLessThanOrEqual(350);
      noFallback(text);
      if (message.length > 10) expect(sharesWords(text, message), text).toBe(true);
    }
  });
});

describe('local library: meditations', () => {
  it('descriptions are 500-600 characters of numbered steps; titles are unique within each set', () => {
    let total = 0;
    for (let i = 0; i < 70; i++) {
      const prefs = prefsFor(i);
      const set = composeMeditations(prefs, 3, i % 5 ? [] : ['Grounding Morning Journey'], i);
      expect(new Set(set.map((m) => m.title.toLowerCase())).size).toBe(3);
      for (const m of set) {
        total++;
        expect(m.description.length, m.description).toBeGreaterThanOrEqual(500);
        expect(m.description.length, m.description).toBeLessThanOrEqual(600);
        noFallback(m.description);
        const steps = m.description.split('\n');
        expect(steps.length).toBeGreaterThanOrEqual(5);
        steps.forEach((s, n) => expect(s.startsWith(`${n + 1}. `)).toBe(true));
        expect(m).toMatchObject({ time: prefs.preferredTime, duration: prefs.medSessionLength, type: prefs.preferredMeditationType });
        expect(m.title).not.toBe('Grounding Morning Journey');
        expect(m.description).toContain(`about ${prefs.medSessionLength.split(' ')[0]} minutes`);
      }
    }
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it('changing any single preference changes the meditations', () => {
    const base: MeditationPreferences = {
      oftenMeditate: 'Daily',
      meditationGoals: ['Stress relief'],
      preferredTime: 'Morning',
      medSessionLength: '10 minutes',
      preferredMeditationType: 'Guided meditation',
    };
    const baseSet = composeMeditations(base, 3, [], 7);
    const variants: Partial<MeditationPreferences>[] = [
      { oftenMeditate: 'Never' },
      { meditationGoals: ['Anxiety reduction'] },
      { preferredTime: 'Evening' },
      { medSessionLength: '20 minutes' },
      { preferredMeditationType: 'Loving kindness meditation' },
    ];
    for (const change of variants) {
      const set = composeMeditations({ ...base, ...change }, 3, [], 7);
      expect(
        set.map((m) => m.description),
        JSON.stringify(change),
      ).not.toEqual(baseSet.map((m) => m.description));
    }
    // Types draw on different step libraries entirely.
    const kindness = composeMeditations({ ...base, preferredMeditationType: 'Loving kindness meditation' }, 3, [], 7);
    expect(kindness.every((m) => /may|kindness|wish/i.test(m.description))).toBe(true);
  });
});

describe('local library: affirmations', () => {
  it('are 150-200 characters, first person, distinct, in every theme and style', () => {
    const themes = ['motivation', 'relaxation', 'self-esteem', 'positivity'];
    const styles = ['short', 'detailed', 'story'];
    let total = 0;
    for (let i = 0; i < 50; i++) {
      const theme = themes[i % 4];
      const style = styles[i % 3];
      const set = composeAffirmations(theme, style, 4, i);
      expect(set).toHaveLength(4);
      expect(new Set(set).size).toBe(4);
      for (const a of set) {
        total++;
        expect(a.length, a).toBeGreaterThanOrEqual(150);
        expect(a.length, a).toBeLessThanOrEqual(200);
        noFallback(a);
        expect(a, a).toMatch(/\b(I|I'm|my|me)\b/);
        expect(a).not.toMatch(/\byou\b/i);
      }
    }
    expect(total).toBe(200);
  });

  it('follows the style: stories tell a moment, detailed ones give a reason', () => {
    // A story: a moment in the past, then a turn ("..., so I ...").
    for (const a of composeAffirmations('relaxation', 'story', 4, 3))
      expect(a).toMatch(/^[^.]*\b(I|my)\b[^.]*, (so|but|yet|and|until) (I|my)\b/);
    for (const a of composeAffirmations('motivation', 'detailed', 4, 3)) expect(a).toMatch(/\b(because|since)\b/);
  });
});

describe('determinism', () => {
  it('gives the same output for the same input and seed, and varies with the seed', () => {
    const context = contextFor(5);
    const turns = turnsFor(5, context.language);
    const runs = [11, 11, 12, 13, 14].map((seed) => ({
      greeting: composeGreeting(context, seed),
      reply: composeTherapyReply(context, turns, seed),
      summary: composeSummary(context, turns, seed),
      chat: composeChatReply({ message: SAID.English[1], history: [] }, seed),
      meditations: composeMeditations(prefsFor(3), 3, [], seed),
      affirmations: composeAffirmations('positivity', 'short', 4, seed),
    }));
    expect(runs[1]).toEqual(runs[0]);
    for (const key of Object.keys(runs[0]) as (keyof (typeof runs)[0])[]) {
      const distinct = new Set(runs.map((r) => JSON.stringify(r[key])));
      expect(distinct.size, key).toBeGreaterThan(1);
    }
  });
});

function topicKeyOf(topic: string): keyof ReturnType<typeof bankFor>['topics'] {
  const t = topic.toLowerCase();
  if (t.includes('work')) return 'work';
  if (t.includes('relationship')) return 'relationships';
  if (t.includes('anxiety')) return 'anxiety';
  if (t.includes('esteem')) return 'self_esteem';
  if (t.includes('depression')) return 'depression';
  if (t.includes('transition')) return 'transitions';
  if (t.includes('trauma')) return 'trauma';
  if (t.includes('grief')) return 'grief';
  if (t.includes('addiction')) return 'addiction';
  if (t.includes('family')) return 'family';
  return 'general';
}

/** Whether `reply` reuses at least one substantial word (or, for Chinese, a 2-character run) of `said`. */
function sharesWords(reply: string, said: string): boolean {
  const words = said
    .toLowerCase()
    .split(/[\s,.!?;:۔،。！？，]+/)
    .filter((w) => w.length >= 4 && !['that', 'this', 'with', 'have', 'since'].includes(w));
  if (words.some((w) => reply.toLowerCase().includes(w))) return true;
  const cjk = said.match(/[\u3400-\u9fff]{2}/g) ?? [];
  return cjk.some((w) => reply.includes(w));
}
