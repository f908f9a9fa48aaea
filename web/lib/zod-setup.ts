import { config } from 'zod';

// Zod's compiled parsers probe `new Function`, which the Content-Security-Policy forbids. This
// module is imported first by main.tsx so the setting is in place before any schema exists.
config({ jitless: true });
