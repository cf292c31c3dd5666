import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { nl } from './nl';
import { ur } from './ur';
import { zh } from './zh';
import type { MoodGroup, MoodKey, PhraseBank, StyleKey, TopicKey } from './types';

export type { PhraseBank } from './types';

// One bank per language the therapy screen offers; keys are lower-case English names, native
// names and ISO codes, since the language can be picked or typed.
const BANKS: Record<string, PhraseBank> = {
  english: en,
  en,
  french: fr,
  fr,
  français: fr,
  francais: fr,
  spanish: es,
  es,
  español: es,
  espanol: es,
  german: de,
  de,
  deutsch: de,
  italian: it,
  it,
  italiano: it,
  urdu: ur,
  ur,
  اردو: ur,
  chinese: zh,
  zh,
  mandarin: zh,
  中文: zh,
  汉语: zh,
  hindi: hi,
  hi,
  हिन्दी: hi,
  हिंदी: hi,
  arabic: ar,
  ar,
  العربية: ar,
  dutch: nl,
  nl,
  nederlands: nl,
};

/** The ten languages with a phrase bank (the therapy screen's suggestions). */
export const BANK_LANGUAGES = ['English', 'French', 'Spanish', 'German', 'Italian', 'Urdu', 'Chinese', 'Hindi', 'Arabic', 'Dutch'] as const;

/** The bank for a language name or code as the user picked or typed it; English otherwise. */
export function bankFor(language: string | undefined): PhraseBank {
  const key = (language ?? '').trim().toLowerCase();
  return BANKS[key] ?? BANKS[key.split(/[\s(-]/)[0]] ?? en;
}

export function moodKey(mood: string): MoodKey {
  const m = mood.trim().toLowerCase();
  if (/happy|good|great|joy|excited|content/.test(m)) return 'happy';
  if (/depress|hopeless|empty/.test(m)) return 'depressed';
  if (/sad|down|upset|lonely|cry/.test(m)) return 'sad';
  if (/anx|worr|nervous|panic|scared|afraid/.test(m)) return 'anxious';
  if (/stress|overwhelm|angry|frustrat|pressure/.test(m)) return 'stressed';
  if (/calm|relax|peace|neutral|okay|fine/.test(m)) return 'calm';
  if (/tired|exhaust|sleep|drained|burn/.test(m)) return 'tired';
  return 'unsure';
}

export function moodGroup(mood: MoodKey): MoodGroup {
  switch (mood) {
    case 'happy':
    case 'calm':
      return 'positive';
    case 'sad':
    case 'depressed':
      return 'low';
    case 'stressed':
    case 'anxious':
      return 'anxious';
    case 'tired':
      return 'tired';
    default:
      return 'neutral';
  }
}

export function styleKey(therapyType: string): StyleKey {
  const t = therapyType.trim().toLowerCase();
  if (/\bcbt\b|cognitive/.test(t)) return 'cbt';
  if (/\bdbt\b|dialectical/.test(t)) return 'dbt';
  if (/psychodynamic|psychoanaly/.test(t)) return 'psychodynamic';
  if (/existential/.test(t)) return 'existential';
  if (/\bipt\b|interpersonal/.test(t)) return 'ipt';
  return 'general';
}

const TOPIC_PATTERNS: [TopicKey, RegExp][] = [
  ['work', /work|job|career|boss|office/],
  ['relationships', /relationship|partner|dating|marriage|friend/],
  ['anxiety', /anxi|panic|worry/],
  ['self_esteem', /self-?esteem|confidence|self worth|self-worth/],
  ['depression', /depress/],
  ['transitions', /transition|change|moving|new start/],
  ['trauma', /trauma|abuse|ptsd/],
  ['grief', /grief|loss|bereave|mourning/],
  ['addiction', /addict|compuls/],
  ['family', /family|parent|mother|father|sibling|child/],
];

/** A known topic key, or null when the user typed their own topic. */
export function topicKey(topic: string): TopicKey | null {
  const t = topic.trim().toLowerCase();
  if (!t || t === 'not sure' || t === 'n/a') return 'general';
  for (const [key, re] of TOPIC_PATTERNS) if (re.test(t)) return key;
  return null;
}

/** The topic as a phrase in the bank's language; a typed topic is used as typed. */
export function topicPhrase(bank: PhraseBank, topic: string): string {
  const key = topicKey(topic);
  if (key) return bank.topics[key];
  return topic.trim().slice(0, 60);
}
