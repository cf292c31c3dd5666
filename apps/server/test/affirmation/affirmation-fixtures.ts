export const validAffirmationPrefs = { affirmationTheme: 'self-esteem', preferredAffirmation: 'short' };
export const prefsUrl = (userId: string) => `/api/v1/affirmation/updateAffirmationsPrefs/${userId}`;
export const GENERATE_URL = '/api/v1/affirmation/generate';
export const favUrl = (userId: string) => `/api/v1/affirmation/addFavAffir/${userId}`;
export const unfavUrl = (userId: string) => `/api/v1/affirmation/removeFavAffir/${userId}`;
export const addUrl = (userId: string) => `/api/v1/affirmation/addAffirmation/${userId}`;
