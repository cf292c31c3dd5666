/** Secret values the e2e server runs with, so a test can prove they never reach the browser. */
export const SECRET_CANARIES = {
  aiKey: 'sk-haven-e2e-canary-ai-key-5c1d2e7f9a0b',
  encryptionKey: 'e2e0canary0'.repeat(6).slice(0, 64).replace(/[^0-9a-f]/g, 'e'),
};
