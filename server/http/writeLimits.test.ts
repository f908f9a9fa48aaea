import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RATE_LIMITS } from '#server/security';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('limits on writes, per account', () => {
  it('refuses the report past the limit with its own 429 message', async () => {
    const { token } = await buildUser(t.ctx.db);
    const { user: author } = await buildUser(t.ctx.db);
    const { perAccount } = WRITE_RATE_LIMITS.reports;
    const stories = await Promise.all(Array.from({ length: perAccount + 1 }, () => buildStory(t.ctx.db, author)));
    for (const story of stories.slice(0, perAccount)) {
      const res = await t.api.post(`/api/stories/${story.id}/report`, { reason: 'other', note: 'Not for me' }, token);
      expect(res.status).toBe(201);
    }
    const refused = await t.api.post(`/api/stories/${stories[perAccount].id}/report`, { reason: 'other' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many reports\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts likes and votes together, and another account is not affected', async () => {
    const { token } = await buildUser(t.ctx.db);
    const { token: other } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, (await buildUser(t.ctx.db)).user);
    const { perAccount } = WRITE_RATE_LIMITS.votes;
    for (let i = 0; i < perAccount; i++) {
      const path = ['like', 'upvote', 'downvote'][i % 3];
      expect((await t.api.post(`/api/stories/${story.id}/${path}`, undefined, token)).status).toBe(200);
    }
    const refused = await t.api.post(`/api/stories/${story.id}/like`, undefined, token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many likes and votes\./);
    expect((await t.api.post(`/api/stories/${story.id}/like`, undefined, other)).status).toBe(200);
  });

  it('limits the writes added with the story map, the reading list, follows and age checks', async () => {
    const { token } = await buildUser(t.ctx.db);
    const author = await buildUser(t.ctx.db);
    const { perAccount, what } = WRITE_RATE_LIMITS.social;
    for (let i = 0; i < perAccount; i++) {
      const res = await t.api.request(i % 2 ? 'DELETE' : 'PUT', `/api/authors/${author.user.id}/follow`, { token });
      expect(res.status).toBe(200);
    }
    const refused = await t.api.put(`/api/authors/${author.user.id}/follow`, undefined, token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(what);
    const story = await buildStory(t.ctx.db, author.user);
    expect((await t.api.put(`/api/stories/${story.id}/saved`, undefined, token)).status).toBe(429);
    for (let i = 0; i < WRITE_RATE_LIMITS.ageChecks.perAccount; i++)
      expect((await t.api.post('/api/age/verifications', { method: 'demo' }, token)).status).toBe(201);
    expect((await t.api.post('/api/age/verifications', { method: 'demo' }, token)).status).toBe(429);
  });

  it('limits opening live chapter streams', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const { perAccount } = WRITE_RATE_LIMITS.streams;
    const open = async () => {
      const res = await fetch(`${t.baseUrl}/api/stories/${story.id}/chapters/1/stream`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      return res.status;
    };
    for (let i = 0; i < perAccount; i++) expect(await open()).toBe(200);
    expect(await open()).toBe(429);
  });
});
