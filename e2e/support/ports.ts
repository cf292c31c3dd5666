// Where each Playwright worker's servers listen. Every worker has its own Haven server (own embedded
// database, own test clock, own dev outbox) and its own fake providers: a journey that moves the
// server's clock forward or makes the fake transcription fail next must not reach a journey running
// in the other worker. Worker i's servers are `base + 10 * i` (+1000 fake transcription, +2000 fake
// chat model; +3000 is the provider-faults spec's own server).
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * One worker unless E2E_WORKERS says more (never on a shared PostgreSQL: the servers would share its
 * tables). Two workers ran the 99 journeys in 8.6 min instead of ~10, but under that load the About
 * tabs journey (public-site.spec.ts) failed once: its fake clock also flows with real time, so
 * "not rotated yet at 4.9 s" is a race on a busy machine. That journey now pauses the page's clock
 * (20/20 passes); two workers become the default once a whole clean-clone run passes with them.
 */
export const E2E_WORKERS = process.env.E2E_DATABASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1);

export const appPort = (worker: number) => E2E_BASE_PORT + 10 * worker;
export const fakeTranscriptionPort = (worker: number) => appPort(worker) + 1000;
export const fakeChatPort = (worker: number) => appPort(worker) + 2000;
