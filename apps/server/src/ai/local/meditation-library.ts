// The offline meditation library: titles and step-by-step descriptions composed from parts that
// depend on every preference (type, goals, time of day, length, how often the user meditates).
import { MEDITATION_DEFAULTS } from '@haven/core';
import type { GeneratedMeditation, MeditationPreferences } from '../gateway';
import { clampText } from './fit';
import { createRng, deriveSeed, type Rng } from './rng';

type Keyed = Record<string, string[]>;

const TYPE_NOUNS: Keyed = {
  'Guided meditation': ['Journey', 'Sanctuary', 'Pause', 'Retreat', 'Visualisation'],
  'Breathing exercises': ['Breath Practice', 'Breathing Reset', 'Breath Rhythm', 'Breathwork'],
  'Body scan meditation': ['Body Scan', 'Body Awareness', 'Release Scan', 'Head-to-Toe Scan'],
  'Loving kindness meditation': ['Kindness Practice', 'Compassion Circle', 'Heart Meditation', 'Metta Moment'],
};
const GOAL_WORDS: Keyed = {
  'Stress relief': ['Unwinding', 'Soothing', 'Letting Go', 'Easeful'],
  'Anxiety reduction': ['Grounding', 'Steadying', 'Anchored', 'Safe Harbour'],
  Mindfulness: ['Present', 'Aware', 'Mindful', 'Open'],
  'Emotional balance': ['Balanced', 'Centred', 'Even', 'Harmonising'],
};
const TIME_WORDS: Keyed = {
  Morning: ['Morning', 'Sunrise', 'Dawn', 'Wake-Up'],
  Afternoon: ['Midday', 'Afternoon', 'Daylight', 'Lunchtime'],
  Evening: ['Evening', 'Twilight', 'Night', 'Wind-Down'],
};
const SETUP: Keyed = {
  Morning: [
    'Sit upright near a window as the day begins, feet flat and hands resting on your knees.',
    'Before checking your phone, sit on the edge of your bed with your spine tall.',
    'Find a quiet corner this morning and sit comfortably with your eyes softly closed.',
  ],
  Afternoon: [
    'Step away from your tasks and sit in a chair with both feet on the floor.',
    'Find a quiet spot for a midday pause and let your hands rest in your lap.',
    'Sit comfortably, loosen your jaw and let the busy afternoon fade into the background.',
  ],
  Evening: [
    'Dim the lights, lie down or sit back, and let the weight of the day settle.',
    'Settle into a comfortable position this evening and close your eyes.',
    'Sit or lie somewhere soft, and let the evening quiet slow you down.',
  ],
};
const CORE: Keyed = {
  'Guided meditation': [
    'Picture a calm place you love, noticing its colours, sounds and temperature.',
    'Imagine walking slowly along a quiet path, each step making you a little lighter.',
    'Let a gentle light fill the space around you, warm and steady.',
    'Notice each thought, label it kindly as thinking, and return to the image.',
    'Rest in this scene and let it hold you without needing to do anything.',
  ],
  'Breathing exercises': [
    'Breathe in through your nose for four counts, hold for four, and exhale for six.',
    'Place one hand on your belly and feel it rise and fall with every breath.',
    'Try box breathing: in for four, hold for four, out for four, hold for four.',
    'Let each exhale be a little longer than the inhale, slow and unforced.',
    'Count ten breaths, then start again at one whenever you lose count.',
  ],
  'Body scan meditation': [
    'Bring attention to your feet, noticing weight, warmth or tingling without judging it.',
    'Move your attention slowly up through your legs, hips and lower back.',
    'Notice your chest and shoulders, softening any tightness you find.',
    'Scan your arms, hands and fingers, letting them grow heavy.',
    'Finish at your face and scalp, relaxing your forehead and the space between your eyes.',
  ],
  'Loving kindness meditation': [
    'Silently repeat: may I be safe, may I be well, may I be at ease.',
    'Picture someone you care about and offer them the same wishes.',
    'Bring to mind a neutral person, like a neighbour, and wish them well too.',
    'Extend the wishes to someone difficult, only as far as feels okay today.',
    'Finally send kindness outward to everyone, everywhere, including yourself.',
  ],
};
const GOAL_STEP: Keyed = {
  'Stress relief': [
    'With every exhale, let your shoulders drop and feel tension drain away.',
    'Name one worry, set it down beside you, and return to your breath.',
  ],
  'Anxiety reduction': [
    'Name three things you can hear and feel the ground supporting you.',
    'If your heart races, remind yourself: this feeling will pass, and I am safe now.',
  ],
  Mindfulness: [
    'When your mind wanders, notice where it went and gently come back.',
    'Observe sensations as they come and go, like clouds crossing the sky.',
  ],
  'Emotional balance': [
    'Notice any emotion present, name it softly, and let it be as it is.',
    'Breathe into the feeling and imagine giving it a little more room.',
  ],
};
const CLOSING: Keyed = {
  Daily: [
    'Finish by noting one word for how you feel, your small daily check-in.',
    'Open your eyes slowly and carry this calm into your day.',
  ],
  'Twice a day': [
    'Close with three slow breaths; you can return to this later today.',
    'Open your eyes and notice how your body feels now.',
  ],
  Weekly: ['End by taking a moment to notice what changed since last week.', 'Close gently and thank yourself for making this time.'],
  Never: ['If this is new, a wandering mind is normal; simply begin again.', 'Open your eyes slowly; every first practice counts.'],
};

function minutesOf(length: string): number {
  return Number(/(\d+)/.exec(length)?.[1] ?? 10);
}

function title(prefs: MeditationPreferences, goal: string, rng: Rng): string {
  const noun = rng.pick(TYPE_NOUNS[prefs.preferredMeditationType] ?? TYPE_NOUNS['Guided meditation']);
  const goalWord = rng.pick(GOAL_WORDS[goal] ?? GOAL_WORDS.Mindfulness);
  const time = rng.pick(TIME_WORDS[prefs.preferredTime] ?? TIME_WORDS.Morning);
  const patterns = [
    `${goalWord} ${time} ${noun}`,
    `${time} ${noun} for ${goal}`,
    `The ${goalWord} ${noun}`,
    `A ${minutesOf(prefs.medSessionLength)}-Minute ${goalWord} ${noun}`,
  ];
  return rng.pick(patterns);
}

function description(prefs: MeditationPreferences, goal: string, rng: Rng): string {
  const minutes = minutesOf(prefs.medSessionLength);
  const pacing = `Stay with this for about ${minutes} minutes, ${minutes <= 5 ? 'keeping it light and simple' : 'moving slowly between steps'}.`;
  const core = CORE[prefs.preferredMeditationType] ?? CORE['Guided meditation'];
  let best = '';
  // Seeded search over step combinations for one that lands in 500-600 characters.
  for (let attempt = 0; attempt < 300; attempt++) {
    const coreCount = 2 + rng.int(2);
    const steps = [
      rng.pick(SETUP[prefs.preferredTime] ?? SETUP.Morning),
      // A subset of the core steps in their natural order (a body scan goes from feet to head).
      ...rng
        .shuffle(core.map((_, i) => i))
        .slice(0, coreCount)
        .sort((a, b) => a - b)
        .map((i) => core[i]),
      rng.pick(GOAL_STEP[goal] ?? GOAL_STEP.Mindfulness),
      pacing,
      rng.pick(CLOSING[prefs.oftenMeditate] ?? CLOSING.Daily),
    ];
    const text = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
    if (text.length >= 500 && text.length <= 600) return text;
    if (!best || Math.abs(text.length - 550) < Math.abs(best.length - 550)) best = text;
  }
  return clampText(best, 500, 600);
}

/** `count` meditations with titles unique within the set and unlike `avoidTitles`. */
export function composeMeditations(
  prefs: MeditationPreferences,
  count: number,
  avoidTitles: string[],
  seed: number,
): GeneratedMeditation[] {
  const used = new Set(avoidTitles.map((t) => t.trim().toLowerCase()));
  const goals = prefs.meditationGoals.length ? prefs.meditationGoals : ['Mindfulness'];
  const out: GeneratedMeditation[] = [];
  for (let i = 0; i < count; i++) {
    const rng = createRng(deriveSeed(seed, `meditation:${i}`));
    const goal = goals[(i + rng.int(goals.length)) % goals.length];
    let name = title(prefs, goal, rng);
    for (let tries = 0; used.has(name.toLowerCase()) && tries < 40; tries++) name = title(prefs, goals[tries % goals.length], rng);
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    used.add(name.toLowerCase());
    out.push({
      title: name,
      description: description(prefs, goal, rng),
      time: prefs.preferredTime,
      duration: prefs.medSessionLength || MEDITATION_DEFAULTS.duration,
      type: prefs.preferredMeditationType || MEDITATION_DEFAULTS.type,
    });
  }
  return out;
}
