import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../testApp';
import { hostileAuthorization, hostileContentType, hostilePathParam, hostileQuery, hostileRawBody } from './hostile';
import { registeredRoutes } from './routes';

/**
 * What an answer must never show: stack frames, source paths, SQL or driver text. SQL's SELECT is
 * followed by what it selects; the API's own `/versions/{v}/select` route (in the OpenAPI document) is not.
 */
const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\/server\/|\.ts:\d+|\bSELECT\s+[\w*"(]|\bINSERT\b|\bUPDATE .* SET\b|syntax error|violates|relation "|invalid input syntax|pglite|drizzle|ZodError|TypeError|RangeError/i;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 45);
/** Test slots, one per route (routes are only known once the app is built). */
const ROUTE_SLOTS = 120;

let t: TestApp;
const tokens: string[] = [];
const realIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const user = await buildUser(t.ctx.db, { textCredits: 5, audioCredits: 5 });
  const admin = await buildUser(t.ctx.db, { role: 'admin' });
  tokens.push(user.token, admin.token);
  realIds.id = (await buildStory(t.ctx.db, user.user, { chapters: [{}, {}] })).id;
  realIds.n = '2';
});
afterAll(() => t.close());

const routes = () => registeredRoutes(t.app);

describe('hostile input', () => {
  it('has a slot for every registered route', () => expect(routes().length).toBeLessThanOrEqual(ROUTE_SLOTS));

  it.each([...Array(ROUTE_SLOTS).keys()].map((i) => [i]))(
    'route #%i answers hostile requests without a 5xx or an internal detail',
    async (index) => {
      const route = routes()[index];
      if (!route) return;
      const [method, pattern] = route.split(' ');
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.array(fc.oneof(hostilePathParam, fc.constant(undefined)), { minLength: 3, maxLength: 3 }),
            query: hostileQuery,
            body: hostileRawBody,
            contentType: hostileContentType,
            auth: fc.oneof(hostileAuthorization, fc.constantFrom(...tokens.map((token) => `Bearer ${token}`))),
          }),
          async ({ params, query, body, contentType, auth }) => {
            let i = 0;
            const path = pattern.replace(/:(\w+)/g, (_m, name: string) => params[i++] ?? realIds[name] ?? 'x');
            const headers: Record<string, string> = {};
            if (contentType) headers['content-type'] = contentType;
            if (auth) headers.authorization = auth;
            const withBody = method !== 'GET' && method !== 'HEAD';
            const res = await fetch(`${t.baseUrl}${path}${query ? `?${query}` : ''}`, {
              method,
              headers,
              body: withBody ? body : undefined,
              redirect: 'manual',
            });
            const text = await res.text();
            const context = `${res.status} ${text.slice(0, 200)} <- ${method} ${path.slice(0, 80)}`;
            expect(res.status, context).toBeLessThan(500);
            expect(text, context).not.toMatch(INTERNALS);
            if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
              const parsed = JSON.parse(text);
              expect(typeof parsed.message, context).toBe('string');
              // `success: false` is the documented refusal of update-credits; nothing else may ride along.
              expect(
                Object.keys(parsed).every((key) => ['message', 'code', 'success'].includes(key)),
                context,
              ).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
  );

  it('still answers afterwards', async () => {
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});
