// Zod's compiled parsers probe `new Function`, which the Content-Security-Policy forbids. Zod keeps its
// settings in `globalThis.__zod_globalConfig` and adopts the object it finds there, so this module (imported
// first by main.tsx) sets `jitless` before any schema exists without zod itself in the entry chunk: zod
// arrives with the first page that needs a schema.
const zodGlobals = globalThis as { __zod_globalConfig?: object };
Object.assign((zodGlobals.__zod_globalConfig ??= {}), { jitless: true });
