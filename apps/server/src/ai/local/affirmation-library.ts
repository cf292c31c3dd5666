// The offline affirmation library: first-person statements per theme, shaped by style (short
// statements, one detailed sentence with a reason, or a small first-person story).
import { createRng, deriveSeed, type Rng } from './rng';

interface ThemeBank {
  statements: string[];
  reasons: string[];
  scenes: string[];
  turns: string[];
}

const THEMES: Record<string, ThemeBank> = {
  motivation: {
    statements: [
      'I have the energy to take the next step.',
      'I finish what matters to me.',
      'I turn my goals into small daily actions.',
      'I am capable of steady progress.',
      'I show up for myself, even on slow days.',
      'I choose effort over perfection.',
      'I am building momentum one task at a time.',
      'I welcome challenges as chances to grow.',
      'I keep my promises to myself.',
      'I focus on what I can do right now.',
    ],
    reasons: [
      'because every small effort I make today adds up to real change',
      'because I know progress matters more than perfection',
      'since each step forward proves to me what I can do',
      'because I am becoming the person I want to be, one choice at a time',
    ],
    scenes: [
      'This morning I looked at my long list and felt my energy dip',
      'Yesterday I almost gave up on a task that felt too big',
      'When I sat down to work today my mind tried to talk me out of it',
      'Last week a setback made me doubt my plans',
      'This afternoon I kept putting off the one task that mattered',
    ],
    turns: [
      'so I picked one small step, finished it, and felt my drive come back',
      'but I broke it into pieces and reminded myself that I always start somewhere',
      'yet I began anyway, and I discovered I had more strength than I thought',
      'and I remembered how far I have already come, so I kept going with quiet determination',
    ],
  },
  relaxation: {
    statements: [
      'I allow my body to soften and rest.',
      'I breathe slowly and let tension go.',
      'I deserve moments of quiet and ease.',
      'I release what I cannot control.',
      'I am safe to slow down right now.',
      'I give myself permission to pause.',
      'I let each exhale carry stress away.',
      'My breath is slow, deep and steady.',
      'I let my thoughts pass like clouds.',
      'I am at peace in this moment.',
    ],
    reasons: [
      'because rest is not a reward but something I need to feel well',
      'because my calm mind helps me handle whatever comes next',
      'since slowing down lets me hear what I really need',
      'because a rested body and a quiet mind help me meet life gently',
    ],
    scenes: [
      'Tonight I noticed my shoulders were tight after a long day',
      'This afternoon my thoughts were racing faster than I could follow',
      'When I lay down last night my mind kept replaying the day',
      'On the train home I felt the noise of the day buzzing inside me',
      'This morning I woke up already thinking about everything I had to do',
    ],
    turns: [
      'so I took three slow breaths and felt my body soften and settle',
      'and I let the thoughts drift by like clouds until I felt calm again',
      'so I placed a hand on my chest, breathed deeply and let myself rest',
      'so I softened my jaw, dropped my shoulders and let the tension melt away',
    ],
  },
  'self-esteem': {
    statements: [
      'I am worthy of respect and kindness.',
      'I accept myself as I am today.',
      'I trust my own judgement.',
      'I speak to myself with warmth.',
      'My voice and my needs matter.',
      'I am enough, just as I am.',
      'I celebrate my strengths and forgive my mistakes.',
      'I deserve the same kindness I give others.',
      'I am proud of who I am becoming.',
      'I set boundaries that protect my peace.',
    ],
    reasons: [
      'because my worth does not depend on being perfect or pleasing everyone',
      'because I have already overcome so much to be where I am',
      'since treating myself kindly helps me grow stronger every day',
      'because I know my value even on the days when I forget it',
    ],
    scenes: [
      'Today I caught myself comparing my life to someone else’s',
      'After a mistake at work I heard my inner critic grow loud',
      'When I looked in the mirror this morning I felt a flicker of doubt',
      'When a friend praised me yesterday I wanted to brush it away',
      'Before an important meeting today I felt small and unsure',
    ],
    turns: [
      'so I named three things I like about myself and felt my confidence return',
      'but I spoke to myself like a good friend and remembered my worth',
      'yet I chose to see someone who is learning, growing and worth loving',
      'but I took a breath, said thanks and let myself believe it',
    ],
  },
  positivity: {
    statements: [
      'I notice the good around me.',
      'I welcome joy into my day.',
      'I look for what is going right.',
      'I am grateful for small moments.',
      'I choose hope, even on hard days.',
      'I bring warmth to the people I meet.',
      'I find something to smile about today.',
      'I trust that good things are on their way.',
      'I see each day as a fresh start.',
      'I choose to focus on what I can appreciate.',
    ],
    reasons: [
      'because noticing the good helps me meet challenges with a lighter heart',
      'because gratitude opens my eyes to how much I already have',
      'since a hopeful outlook helps me see new possibilities',
      'because focusing on what is good helps me grow stronger and kinder',
    ],
    scenes: [
      'This morning the day started grey and I felt my mood sink',
      'On my walk today I was lost in worries about the week ahead',
      'Earlier I felt disappointed when my plans fell through',
      'This evening the news left me feeling heavy and discouraged',
      'When my coffee spilled this morning I felt the day was already ruined',
    ],
    turns: [
      'so I wrote down three good things and felt my outlook brighten',
      'until I noticed the sunlight through the trees and smiled at its beauty',
      'yet I found a new plan I liked even more and felt grateful for the change',
      'so I called someone I love and laughed until I felt lighter and hopeful',
    ],
  },
};

function themeBank(theme: string): ThemeBank {
  const t = theme.trim().toLowerCase().replace(/\s+/g, '-');
  return THEMES[t] ?? THEMES[t.replace('selfesteem', 'self-esteem')] ?? THEMES.positivity;
}

/** Adds statements until the text reaches 150 characters; null when it overshoots 200. */
function grow(start: string, bank: ThemeBank, rng: Rng): string | null {
  let text = start;
  for (const s of rng.shuffle(bank.statements)) {
    if (text.length >= 150) break;
    if (!text.includes(s)) text = `${text} ${s}`;
  }
  return text.length >= 150 && text.length <= 200 ? text : null;
}

function candidate(bank: ThemeBank, style: string, rng: Rng): string | null {
  const s = style.trim().toLowerCase();
  if (s === 'story') return grow(`${rng.pick(bank.scenes)}, ${rng.pick(bank.turns)}.`, bank, rng);
  if (s === 'detailed') return grow(`${rng.pick(bank.statements).replace(/\.$/, '')}, ${rng.pick(bank.reasons)}.`, bank, rng);
  return grow(rng.pick(bank.statements), bank, rng);
}

/** `count` distinct affirmations of 150-200 characters in the first person. */
export function composeAffirmations(theme: string, style: string, count: number, seed: number): string[] {
  const bank = themeBank(theme);
  const rng = createRng(deriveSeed(seed, `affirmations:${style}`));
  const out: string[] = [];
  // Each affirmation opens differently, so a set never reads as four shuffles of one text.
  const openings = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < 2000; attempt++) {
    const text = candidate(bank, style, rng);
    const opening = text?.slice(0, 24);
    if (text && opening && !openings.has(opening)) {
      openings.add(opening);
      out.push(text);
    }
  }
  return out;
}
