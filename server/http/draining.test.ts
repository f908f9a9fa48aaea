import { describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories';
import { startTestApp } from '#server/test/testApp';

describe('draining before a stop', () => {
  it('turns readiness to 503 at once while still serving requests for DRAIN_MS, and takes no new chapters', async () => {
    const t = await startTestApp({ env: { DRAIN_MS: '400' } });
    try {
      expect(await t.api.get('/api/health/ready')).toMatchObject({ status: 200, body: { ok: true } });
      const { token } = await buildUser(t.ctx.db, { textCredits: 5 });

      const started = Date.now();
      const drained = t.app.drain();
      const ready = await fetch(`${t.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ message: 'This instance is shutting down.', code: 'DRAINING' });
      // Still serving everything else, but asking keep-alive clients to move on.
      const health = await fetch(`${t.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('connection')).toBe('close');
      const created = await t.api.post('/api/stories/generate', { title: 'Late', settings: { length: 2 } }, token);
      expect(created.status).toBe(201);

      await drained;
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      // The chapter asked for while draining waits for another instance (or this one's successor).
      const row = await t.ctx.db.query.chapters.findFirst({ where: (c, { eq }) => eq(c.storyId, created.body._id) });
      expect(row).toMatchObject({ status: 'writing', leaseOwner: null, content: '' });
    } finally {
      await t.close();
    }
  });
});
