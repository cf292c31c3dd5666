import type { ConceptCombo } from './types';

// Shared across languages: each language's lexicon (concepts-*.ts) supplies the words. A
// combination whose concepts a language does not define is skipped for that language.
//
// Concept names used here:
//   self      first person (pronouns, reflexive and possessive forms)
//   want      wanting, wishing, intending, being ready, planning
//   neg       negation
//   die       dying, being dead, not existing, disappearing, killing oneself (not "kill" alone)
//   live      living, existing, being here, going on, waking up
//   livePlace where to live, for verb-final languages ("in Amsterdam leven")
//   all       "it all", "everything", "all of this", "life"
//   end       stopping, ending, being over
//   selfIs    "I am", "I feel like", "I have become"
//   burden    burden, dead weight, waste of space
//   noSee     "can't see", "there is no", "see no"
//   future    future, way out
//   futureOf  someone else's or something's future ("the future of this project")
//   nobody    nobody, no one
//   notice    notice, miss me, care
//   gone      disappeared, died, gone, dead, jumped
//   point     "what's the point", "no point", "why bother", "what for"
//   goOn      going on, living, carrying on, continuing
//   write     wrote, writing, left (a note), recorded
//   farewell  goodbye/farewell letters or notes, letters to everyone
//   goodbyes  "said my goodbyes", "this is goodbye"
//   travel    airports, trips, moves, parties: ordinary goodbyes
//   giveAway  giving away            things  my things, stuff, belongings
//   sale      selling, decluttering, charity, moving house
//   pills     medicines and drugs    hoard   saved up, stockpiled, hidden, collected
//   howMany   "how many", "how much" lookup  looked up, researched, googled
//   lethal    lethal, fatal, to die, to kill me   safeDose  per day, safe, maximum, for a headache
//   ruminate  "keep thinking about", "can't stop thinking of"
//   place     the bridge, the tracks, the roof, the edge (places and means of dying)
//   jump      jumping, throwing oneself   height  bridge, roof, building, window, train
//   leisure   fun, swimming, holidays, sport: jumping for pleasure
//   intent    going to, will, tonight, about to    overdose  overdose, OD
//   suicidal  "suicidal" (typo-tolerant)   other  someone else (he, she, my friend, people)
//   media     titles that contain the word ("Suicide Squad")
//   suicideWord  "suicide" (typo-tolerant)  thinkPlan  think about, plan, consider, attempt
//   better    better off, easier, happier  withoutMe  without me, if I were gone
//   notAround "won't be around/here"       longer  much longer, for long, soon
//   busy      appointments, work, trips: ordinary absences
//   acquire   bought, got, ordered, tied   means  rope, noose, gun, charcoal, blades
//   benign    camping, climbing, hunting, boats, gardens: ordinary uses of those things
//   sleepForever  never waking up, sleeping forever
//   giveUp    "I don't want to any more" said on its own (German "ich will nicht mehr")
//   harmSelf  cutting/burning/hurting/hitting oneself   accident  cooking, ovens, sport, falls
//   harmSlang "I cut again", "relapsed"
//   killOther threatening to kill or hurt a named or pronoun person ("I'll kill him")
//   joke      lol, haha, just kidding
//   abuser    he, she, partner, parent, relative, teacher
//   abuseMe   hits me, beats me, chokes me, touches me (verb with the speaker as object)
//   moved     "that touches me" in the emotional sense
//   control   won't let me leave / see friends / have money
export const CONCEPT_COMBOS: ConceptCombo[] = [
  // --- suicide
  { category: 'suicide', riskClass: 'active_ideation', phrasing: 'wanting to die or not exist ("I just wanna die", "quiero morirme")', all: ['self', 'want', 'die'], none: ['neg', 'other'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'not wanting to live, exist or go on ("I don\'t want to be here anymore")', all: ['want', 'neg', 'live'], none: ['other', 'livePlace'] },
  { category: 'suicide', phrasing: 'wanting everything to stop or end ("I just want it all to be over")', all: ['want', 'all', 'end'], none: ['neg'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'being a burden ("I\'m such a burden")', all: ['selfIs', 'burden'], none: ['neg', 'other'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'seeing no future for oneself', all: ['self', 'noSee', 'future'], none: ['futureOf'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'nobody would notice or care if I were gone', all: ['nobody', 'notice', 'gone'], acrossClauses: true },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'no point in going on or living', all: ['point', 'goOn'] },
  { category: 'suicide', riskClass: 'preparatory', phrasing: 'writing goodbye letters or letters to everyone', all: ['write', 'farewell'], none: ['travel'] },
  { category: 'suicide', riskClass: 'preparatory', phrasing: 'having said final goodbyes', all: ['goodbyes'], none: ['travel'] },
  { category: 'suicide', riskClass: 'preparatory', phrasing: 'giving one\'s things away', all: ['giveAway', 'things'], none: ['sale'] },
  { category: 'suicide', riskClass: 'preparatory', phrasing: 'saving up or hiding pills', all: ['pills', 'hoard'], none: ['neg'] },
  { category: 'suicide', riskClass: 'method', phrasing: 'researching how many pills it would take', all: ['howMany', 'pills', 'lookup'], none: ['safeDose'] },
  { category: 'suicide', riskClass: 'method', phrasing: 'asking how many pills are lethal', all: ['howMany', 'pills', 'lethal'] },
  { category: 'suicide', riskClass: 'method', phrasing: 'ruminating about a bridge, tracks, a roof or other means', all: ['ruminate', 'place'], none: ['leisure'] },
  { category: 'suicide', riskClass: 'active_ideation', phrasing: 'jumping from a height or in front of a train', all: ['self', 'jump', 'height'], none: ['leisure', 'neg', 'other'] },
  { category: 'suicide', riskClass: 'intent', phrasing: 'intending to overdose', all: ['intent', 'overdose'], none: ['neg', 'other'] },
  { category: 'suicide', phrasing: 'feeling suicidal, typos included', all: ['suicidal'], none: ['neg', 'other', 'media'] },
  { category: 'suicide', phrasing: 'thinking about or planning suicide, typos included', all: ['self', 'suicideWord', 'thinkPlan'], none: ['neg', 'other'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'others would be better off without me', all: ['better', 'withoutMe'], none: ['neg'] },
  { category: 'suicide', riskClass: 'intent', phrasing: 'not being around much longer', all: ['notAround', 'longer'], none: ['busy'] },
  { category: 'suicide', riskClass: 'preparatory', phrasing: 'acquiring a rope, gun or other means', all: ['acquire', 'means'], none: ['benign', 'neg'] },
  { category: 'suicide', riskClass: 'passive_wish', phrasing: 'wishing to sleep and never wake up', all: ['sleepForever'], none: ['other'] },
  { category: 'suicide', phrasing: 'a stand-alone "I don\'t want to any more"', all: ['giveUp'] },
  // --- harm to others
  { category: 'harm_to_others', phrasing: 'threatening to kill or hurt someone', all: ['killOther'], none: ['neg', 'joke'] },
  // --- self-harm
  { category: 'self_harm', phrasing: 'cutting, burning or hurting oneself', all: ['harmSelf'], none: ['neg', 'accident', 'other'] },
  { category: 'self_harm', phrasing: 'self-harm slang ("I cut again", "relapsed")', all: ['harmSlang'], none: ['neg', 'accident'] },
  // --- abuse
  { category: 'abuse', phrasing: 'someone close hits, beats, chokes or touches me', all: ['abuser', 'abuseMe'], none: ['neg', 'joke', 'moved'] },
  { category: 'abuse', phrasing: 'someone controls where I go, whom I see, my money', all: ['control'], none: ['joke'] },
];
