// Request bodies shared by the meditation tests.
export const validPrefs = {
  oftenMeditate: 'Daily',
  meditationGoals: { goal1: 'Stress relief', goal2: 'Mindfulness' },
  preferredTime: 'Evening',
  medSessionLength: '15 minutes',
  preferredMeditationType: 'Breathing exercises',
};

export function prefsUrl(userId: string) {
  return `/api/v1/meditation/updateMeditationPrefs/${userId}`;
}
export const GENERATE_URL = '/api/v1/meditation/generate';
