import { describe, expect, it } from 'vitest';
import { riskClassOf } from '../../src/modules/safety/classes';
import { detectCrisis } from '../../src/modules/safety/detector';
import { toClauses } from '../../src/modules/safety/normalize';
import { RISK_CLASS_CATEGORY } from '../../src/modules/safety/safety-types';

const cls = (text: string) => riskClassOf('suicide', toClauses(text, /(?!)/g));

// The C-SSRS rung of a suicide message, from the class cues, most severe first.
describe('crisis risk classes', () => {
  it.each([
    ['I took the whole bottle of sleeping pills an hour ago', 'attempt'],
    ["j'ai avalé 30 comprimés", 'attempt'],
    ['我刚刚吃了一整瓶安眠药', 'attempt'],
    ['خذيت كل الحبوب', 'attempt'],
    ["I'm standing on the roof right now", 'attempt'],
    ['tonight after everyone is asleep, with the pills in the drawer', 'plan'],
    ['ce soir avec la corde dans le garage', 'plan'],
    ['I wrote letters to my kids and my sister', 'preparatory'],
    ['bought a rope today', 'preparatory'],
    ['मैंने सबके लिए चिट्ठी लिख दी है', 'preparatory'],
    ["I've made up my mind, I'm doing it", 'intent'],
    ["what's the most painless way, how many pills", 'method'],
    ['I wish I could just not wake up', 'passive_wish'],
    ['ojalá no despertar mañana... mejor sin mí', 'passive_wish'],
    ['I want to end my life', 'active_ideation'],
  ])('%s -> %s', (text, expected) => {
    expect(cls(text)).toBe(expected);
  });

  it('self-harm, harm to others and abuse are their own class', () => {
    for (const c of ['self_harm', 'harm_to_others', 'abuse'] as const) expect(riskClassOf(c, 'anything')).toBe(c);
  });

  it('every class maps to one API category', () => {
    expect(RISK_CLASS_CATEGORY).toMatchObject({ attempt: 'suicide', passive_wish: 'suicide', self_harm: 'self_harm', harm_to_others: 'harm_to_others', abuse: 'abuse' });
  });

  it('the detector reports the class with the category', () => {
    expect(detectCrisis('I took all my pills an hour ago, I want to die')).toMatchObject({ category: 'suicide', riskClass: 'attempt' });
    expect(detectCrisis('I wrote a goodbye letter to my sister last night')).toMatchObject({ category: 'suicide', riskClass: 'preparatory' });
    expect(detectCrisis('he choked me last night and said he would kill me')).toMatchObject({ category: 'abuse', riskClass: 'abuse' });
    expect(detectCrisis('I keep cutting myself again')).toMatchObject({ category: 'self_harm', riskClass: 'self_harm' });
  });
});
