import { config } from 'zod';

// The site's only door to zod: import it as `import * as z from '@/content/zod'`.
// - Zod 4 compiles object parsers with `new Function` and probes for it once, at the first
//   `z.object()`. Under the site's Content-Security-Policy (no 'unsafe-eval') the browser reports
//   that probe as a violation even though zod catches the error, so parsers run without
//   compilation: the schemas here validate a form and build-time content, nothing hot.
// - Named exports, not zod's `z` object: that object holds every export, among them all ~50
//   translations of zod's messages, so importing it put ~60 KiB gzip more into the trial form's
//   code. The build's first-load check fails if those translations reach any chunk again.
config({ jitless: true });

export * from 'zod';
