import { z } from 'zod';

// Our CSP has no 'unsafe-eval'. Zod 4 probes `new Function` to compile faster parsers; the probe
// is caught, but the browser still reports a CSP violation (Lighthouse best practices, console).
// Jitless parsing never probes.
z.config({ jitless: true });
