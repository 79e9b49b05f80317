// Zod compiles object parsers with `new Function` when it may; to find out, it tries once, which
// the shop's Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. In the
// browser it is told not to try; on the server it keeps its faster compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
