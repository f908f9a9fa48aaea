import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { API_DOCS_PREFIX } from './openapi';
import { registerRouteAuth } from './routeAuth';

/** No route below resolves a viewer, so the database is never asked. */
const unusedDatabase = {} as Database;

async function startWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  registerRouteAuth(app, unusedDatabase);
  try {
    register(app);
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('registerRouteAuth', () => {
  it('stops the start when an API route does not say who may call it', async () => {
    await expect(startWith((app) => app.get('/api/new-thing', async () => ({ ok: true })))).rejects.toThrow(
      'GET /api/new-thing declares no config.auth',
    );
  });

  it('starts with routes that say, pages outside the API and the reference pages', async () => {
    await expect(
      startWith((app) => {
        app.get('/api/new-thing', { config: { auth: 'none' } }, async () => ({ ok: true }));
        app.get('/sw.js', async () => '');
        app.get(`${API_DOCS_PREFIX}/json`, async () => ({}));
      }),
    ).resolves.toBeUndefined();
  });
});
