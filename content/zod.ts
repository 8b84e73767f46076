import { z } from 'zod';

// The site's only door to zod. Zod 4 compiles object parsers with `new Function` and probes for
// it once, at the first `z.object()`. Under the site's Content-Security-Policy (no 'unsafe-eval')
// the browser reports that probe as a violation even though zod catches the error, so parsers
// run without compilation: the schemas here validate a form and build-time content, nothing hot.
z.config({ jitless: true });

export { z };
