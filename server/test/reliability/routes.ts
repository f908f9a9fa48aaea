import type { FastifyInstance } from 'fastify';

/**
 * Every route the app serves, as "METHOD /path" (HEAD left out: Fastify adds it to each GET).
 * Read back from printRoutes' tree, where a child line continues its parent's path.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    // The API reference page's own files come from @fastify/swagger-ui, not from us.
    if (path.startsWith('/api/docs')) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
