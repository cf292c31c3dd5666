// The shape of a language's phrase bank. Templates use {quote} (the user's words, already
// formatted), {mood}, {topic}, {style}, {name}, {word}. Keep sentences short: the engine adds them
// until a text reaches the spec's length range, so every bank needs some pads under 20 characters.

export type MoodKey = 'happy' | 'sad' | 'stressed' | 'calm' | 'depressed' | 'tired' | 'anxious' | 'unsure';
export type MoodGroup = 'positive' | 'low' | 'anxious' | 'tired' | 'neutral';
export type StyleKey = 'cbt' | 'dbt' | 'psychodynamic' | 'existential' | 'ipt' | 'general';
export type TopicKey =
  | 'work'
  | 'relationships'
  | 'anxiety'
  | 'self_esteem'
  | 'depression'
  | 'transitions'
  | 'trauma'
  | 'grief'
  | 'addiction'
  | 'family'
  | 'general';

export interface PhraseBank {
  /** espeak-ng voice for this language. */
  voice: string;
  /** Between sentences: ' ', or '' for Chinese. */
  joiner: string;
  /** Wraps the user's words; English turns them into second person instead. */
  quote: (words: string) => string;
  /** Noun phrases that fit "{mood}" in the templates below. */
  moods: Record<MoodKey, string>;
  topics: Record<TopicKey, string>;
  styles: Record<StyleKey, string>;
  /** Words (lower case) that hint at feelings, to find the clause worth reflecting. */
  feelingWords: string[];
  greetings: string[];
  greetingsNamed: string[];
  /** {mood} and {style}. */
  greetingContext: string[];
  greetingQuestions: string[];
  reflections: string[];
  /** Coming back to something said earlier in the conversation: {detail} is the person's words, quoted. */
  recall: string[];
  moodReflections: Record<MoodGroup, string[]>;
  questions: Record<StyleKey, string[]>;
  /** Open questions about the chosen topic ({topic}). */
  topicQuestions: string[];
  /** All-or-nothing words ("always", "never") a CBT-style prompt can gently question. */
  absolutes: string[];
  absolutePrompts: string[];
  pads: string[];
  summary: {
    opening: string[];
    previous: string[];
    said: string[];
    alsoSaid: string[];
    noWords: string[];
    focus: Record<StyleKey, string>;
    nextStep: Record<StyleKey, string>;
    closing: string[];
    pads: string[];
  };
}
