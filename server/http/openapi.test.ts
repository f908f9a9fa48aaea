import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every API route the server answers, as `METHOD /path/{param}`, read from Fastify's own route tree. */
function registeredApiRoutes(): string[] {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(\S+) \(([A-Z, ]+)\)$/.exec(line.slice(branch + 4));
    if (!match) continue;
    const path = (parents[depth - 1] ?? '') + match[1];
    parents[depth] = path;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || path === '/api/openapi.json') continue;
    for (const method of match[2].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

describe('GET /api/openapi.json', () => {
  it('describes every API route with its request and response schemas', async () => {
    const response = await t.api.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toMatch(/^3\./);

    const documented = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = registeredApiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);

    const signup = document.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(signup.responses['400'].content['application/json'].schema.properties).toHaveProperty('message');
  });

  it('serves a reference page at /api/docs', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
