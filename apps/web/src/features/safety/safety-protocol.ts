// The crisis protocol in plain words (DESIGN.md 4). Keep it true to what the server does:
// apps/server/src/modules/safety.
export const SAFETY_INTRO =
  'Haven is an AI companion for everyday wellbeing. It is not a human, not a licensed clinician, and not an emergency service. This page explains exactly what Haven does when a message suggests someone may be in danger, and where to find a real person right now.';

export const PROTOCOL_STEPS: { title: string; text: string }[] = [
  {
    title: 'Every message is checked first',
    text: 'Before the AI answers anything you type or say, in chat or in a therapy session, Haven checks the message for signs of suicide, self-harm, harm to someone else, or abuse. The check works in all ten languages of the therapy screen, and in Hindi and Urdu typed in Latin letters.',
  },
  {
    title: 'The AI does not answer a crisis message',
    text: 'If the check finds one of these signs, the message is not sent to the AI at all. Instead you get a short, calm reply in your language that encourages you to reach a real person, with help lines for your country (or, if we do not know it, for your language).',
  },
  {
    title: 'A "Get help now" panel stays on screen',
    text: 'The help lines appear in a "Get help now" panel that stays visible for the rest of the conversation, so the numbers are there whenever you are ready.',
  },
  {
    title: 'What we record',
    text: 'We record that a safety check was triggered: the date, the kind of concern, the feature and the language. We never store the words of the message in that record.',
  },
  {
    title: 'The AI never pretends to be a person',
    text: 'Every AI screen says that you are talking to an AI. The reminder is shown again when you first use Haven, when you come back after 7 days away, and every 3 hours in a long conversation. If an AI reply ever claims to be human or a licensed therapist or doctor, Haven replaces it before you see it.',
  },
  {
    title: 'The check can make mistakes',
    text: 'No automatic check is perfect. It can miss something, or show help lines when you did not need them. If you are struggling, please contact a help line or your local emergency number anyway: you do not need Haven to decide that for you.',
  },
];

export const EMERGENCY_TEXT =
  'If you or someone else is in immediate danger, call your local emergency number now (for example 911 in the US and Canada, 999 in the UK, 112 in the European Union and India, 000 in Australia).';
