// The offline affirmation library: first-person statements per theme, shaped by style (short
// statements, one detailed sentence with a reason, or a small first-person story).
import { clampText } from './fit';
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
    ],
    reasons: [
      'because every small effort I make today adds up to real change',
      'because I know progress matters more than perfection',
      'since each step forward proves to me what I can do',
    ],
    scenes: [
      'This morning I looked at my long list and felt my energy dip',
      'Yesterday I almost gave up on a task that felt too big',
      'When I sat down to work today my mind tried to talk me out of it',
    ],
    turns: [
      'so I picked one small step, finished it, and felt my drive come back',
      'but I broke it into pieces and reminded myself that I always start somewhere',
      'yet I began anyway, and I discovered I had more strength than I thought',
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
    ],
    reasons: [
      'because rest is not a reward but something I need to feel well',
      'because my calm mind helps me handle whatever comes next',
      'since slowing down lets me hear what I really need',
    ],
    scenes: [
      'Tonight I noticed my shoulders were tight after a long day',
      'This afternoon my thoughts were racing faster than I could follow',
      'When I lay down last night my mind kept replaying the day',
    ],
    turns: [
      'so I took three slow breaths and felt my body soften and settle',
      'and I let the thoughts drift by like clouds until I felt calm again',
      'so I placed a hand on my chest, breathed deeply and let myself rest',
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
    ],
    reasons: [
      'because my worth does not depend on being perfect or pleasing everyone',
      'because I have already overcome so much to be where I am',
      'since treating myself kindly helps me grow stronger every day',
    ],
    scenes: [
      'Today I caught myself comparing my life to someone else’s',
      'After a mistake at work I heard my inner critic grow loud',
      'When I looked in the mirror this morning I felt a flicker of doubt',
    ],
    turns: [
      'so I named three things I like about myself and felt my confidence return',
      'but I spoke to myself like a good friend and remembered my worth',
      'yet I chose to see someone who is learning, growing and worth loving',
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
    ],
    reasons: [
      'because noticing the good helps me meet challenges with a lighter heart',
      'because gratitude opens my eyes to how much I already have',
      'since a hopeful outlook helps me see new possibilities',
    ],
    scenes: [
      'This morning the day started grey and I felt my mood sink',
      'On my walk today I was lost in worries about the week ahead',
      'Earlier I felt disappointed when my plans fell through',
    ],
    turns: [
      'so I wrote down three good things and felt my outlook brighten',
      'until I noticed the sunlight through the trees and smiled at its beauty',
      'yet I found a new plan I liked even more and felt grateful for the change',
    ],
  },
};

function themeBank(theme: string): ThemeBank {
  const t = theme.trim().toLowerCase().replace(/\s+/g, '-');
  return THEMES[t] ?? THEMES[t.replace('selfesteem', 'self-esteem')] ?? THEMES.positivity;
}

function candidate(bank: ThemeBank, style: string, rng: Rng): string {
  const s = style.trim().toLowerCase();
  if (s === 'story') {
    const extra = rng.next() < 0.5 ? ` ${rng.pick(bank.statements)}` : '';
    return `${rng.pick(bank.scenes)}, ${rng.pick(bank.turns)}.${extra}`;
  }
  if (s === 'detailed') {
    const base = rng.pick(bank.statements).replace(/\.$/, '');
    const more = rng.pick(bank.statements.filter((x) => !x.startsWith(base)));
    return `${base}, ${rng.pick(bank.reasons)}. ${more}`;
  }
  const picks = rng.shuffle(bank.statements).slice(0, 3 + rng.int(2));
  return picks.join(' ');
}

/** `count` distinct affirmations of 150-200 characters in the first person. */
export function composeAffirmations(theme: string, style: string, count: number, seed: number): string[] {
  const bank = themeBank(theme);
  const out: string[] = [];
  for (let i = 0; out.length < count && i < count * 50; i++) {
    const rng = createRng(deriveSeed(seed, `affirmation:${i}`));
    let best = '';
    for (let attempt = 0; attempt < 200; attempt++) {
      const text = candidate(bank, style, rng);
      if (text.length >= 150 && text.length <= 200 && !out.includes(text)) {
        best = text;
        break;
      }
      if (!out.includes(text) && (!best || Math.abs(text.length - 175) < Math.abs(best.length - 175))) best = text;
    }
    if (best && !out.includes(best)) out.push(best.length >= 150 && best.length <= 200 ? best : clampText(best, 150, 200));
  }
  return out;
}
