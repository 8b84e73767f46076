import { config } from 'zod/mini';

// The door to zod for schemas that run in the browser (the trial form's rules, the site's
// configuration): `import * as z from '@/content/zod-mini'`. Zod Mini is the same validator with
// a functional API (`z.string().check(z.trim(), z.minLength(2))`) that a bundler can tree-shake:
// the trial form's validation weighs about 17 KB minified instead of 85 KB, and evaluating it no
// longer makes a long task on a slow phone. Build-time content keeps zod's full API
// (content/zod.ts). Parsers run without compilation here too, for the reason given there.
config({ jitless: true });

export * from 'zod/mini';
