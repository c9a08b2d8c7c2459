// The client's `zod` (vite.config.ts points every `import ... from 'zod'` here). zod would probe
// `new Function` the first time it builds an object schema, to compile faster parsers; under the
// Content-Security-Policy (no eval) the probe is refused and reported as a violation. Switching
// it off here, before any module of ours builds a schema, keeps the console and the reports clean.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
