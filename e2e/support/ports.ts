// Where each Playwright worker's servers listen. Every worker has its own Haven server (own embedded
// database, own test clock, own dev outbox) and its own fake providers: a journey that moves the
// server's clock forward or makes the fake transcription fail next must not reach a journey running
// in the other worker. Worker i's servers are `base + 10 * i` (+1000 fake transcription, +2000 fake
// chat model; +3000 is the provider-faults spec's own server).
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

/** Two workers on the embedded database; one on a shared PostgreSQL (servers would share its tables). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.E2E_DATABASE_URL ? 1 : 2));

export const appPort = (worker: number) => E2E_BASE_PORT + 10 * worker;
export const fakeTranscriptionPort = (worker: number) => appPort(worker) + 1000;
export const fakeChatPort = (worker: number) => appPort(worker) + 2000;
