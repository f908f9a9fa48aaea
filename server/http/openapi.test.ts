import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '#server/test/reliability/routes';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
    const routes = registeredRoutes(t.app)
      .filter((route) => route.includes(' /api/') && !route.endsWith(' /api/openapi.json'))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);

    const signup = document.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(signup.responses['400'].content['application/json'].schema.properties).toHaveProperty('message');
  });

  it("lists the refusals each route's auth answers with, beside its own errors", async () => {
    const { paths } = (await t.api.get('/api/openapi.json')).body;
    const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses);
    // optional and user: 401 (an expired session); verified and admin: 401 and 403; none: neither.
    expect(statuses('/api/platform', 'get')).not.toContain('401');
    expect(statuses('/api/stories/{id}/chapters/{n}/stream', 'get')).toContain('401');
    expect(statuses('/api/user/stats', 'get')).toContain('401');
    expect(statuses('/api/stories/{id}/report', 'post')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('/api/admin/dashboard', 'get')).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('serves a reference page at /api/docs', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('API docs switched off (API_DOCS=0, the production default)', () => {
  it('answers 404 for the document and the page', async () => {
    const off = await startTestApp({ env: { API_DOCS: '0' } });
    try {
      expect((await off.api.get('/api/openapi.json')).status).toBe(404);
      expect((await fetch(`${off.baseUrl}/api/docs/`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
