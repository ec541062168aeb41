import { config } from 'zod/v4/core';

// Runs in the browser before the app's own code (Next's client instrumentation hook).
// zod compiles object parsers with `new Function` when it may, and probes for that by trying it: under
// the app's Content-Security-Policy (no 'unsafe-eval', lib/security/csp.ts) the probe is refused and
// reported as a violation even though zod catches it. Its interpreted parser needs no eval.
config({ jitless: true });
