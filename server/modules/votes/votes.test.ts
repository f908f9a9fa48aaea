import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newStory() {
  const owner = await buildUser(t.ctx.db);
  return buildStory(t.ctx.db, owner.user);
}

describe('likes and votes', () => {
  it('toggles a like and reports it on the story for that user', async () => {
    const story = await newStory();
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.post(`/api/stories/${story.id}/like`, undefined, token)).body).toEqual({
      hasLiked: true,
      likes: 1,
    });
    expect((await t.api.get(`/api/stories/${story.id}`, token)).body).toMatchObject({ hasLiked: true, likes: 1 });
    expect((await t.api.get(`/api/stories/${story.id}`)).body).toMatchObject({ hasLiked: false, likes: 1 });
    expect((await t.api.post(`/api/stories/${story.id}/like`, undefined, token)).body).toEqual({
      hasLiked: false,
      likes: 0,
    });
    expect((await t.api.post(`/api/stories/${story.id}/like`)).status).toBe(401);
  });

  it('keeps upvote and downvote exclusive, toggling each', async () => {
    const story = await newStory();
    const { token } = await buildUser(t.ctx.db);
    const vote = async (kind: 'upvote' | 'downvote') =>
      (await t.api.post(`/api/stories/${story.id}/${kind}`, undefined, token)).body;
    expect(await vote('upvote')).toEqual({ hasUpvoted: true, hasDownvoted: false, upvotes: 1, downvotes: 0 });
    expect(await vote('downvote')).toEqual({ hasUpvoted: false, hasDownvoted: true, upvotes: 0, downvotes: 1 });
    expect(await vote('downvote')).toEqual({ hasUpvoted: false, hasDownvoted: false, upvotes: 0, downvotes: 0 });
    expect(await vote('downvote')).toEqual({ hasUpvoted: false, hasDownvoted: true, upvotes: 0, downvotes: 1 });
    expect(await vote('upvote')).toEqual({ hasUpvoted: true, hasDownvoted: false, upvotes: 1, downvotes: 0 });
    expect((await t.api.get(`/api/stories/${story.id}`, token)).body).toMatchObject({
      hasUpvoted: true,
      hasDownvoted: false,
      upvotes: 1,
    });
  });

  it('counts parallel likes and votes by different users exactly', async () => {
    const story = await newStory();
    const users = await Promise.all(Array.from({ length: 12 }, () => buildUser(t.ctx.db)));
    await Promise.all(users.map((u) => t.api.post(`/api/stories/${story.id}/like`, undefined, u.token)));
    await Promise.all(
      users.map((u, i) =>
        t.api.post(`/api/stories/${story.id}/${i % 3 === 0 ? 'downvote' : 'upvote'}`, undefined, u.token),
      ),
    );
    expect((await t.api.get(`/api/stories/${story.id}`)).body).toMatchObject({ likes: 12, upvotes: 8, downvotes: 4 });
  });

  it('ends consistent and never negative when one user clicks in parallel', async () => {
    const story = await newStory();
    const { token } = await buildUser(t.ctx.db);
    const clicks = Array.from({ length: 9 }, (_, i) =>
      t.api.post(`/api/stories/${story.id}/${['like', 'upvote', 'downvote'][i % 3]}`, undefined, token),
    );
    const results = await Promise.all(clicks);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = (await t.api.get(`/api/stories/${story.id}`, token)).body;
    expect(after.likes).toBe(after.hasLiked ? 1 : 0);
    expect(after.upvotes).toBe(after.hasUpvoted ? 1 : 0);
    expect(after.downvotes).toBe(after.hasDownvoted ? 1 : 0);
    expect(after.hasUpvoted && after.hasDownvoted).toBe(false);
    for (const count of [after.likes, after.upvotes, after.downvotes]) expect(count).toBeGreaterThanOrEqual(0);
  });

  it('answers 404 for stories the user cannot read', async () => {
    const owner = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const hidden = await buildStory(t.ctx.db, owner.user, { accessType: 'private' });
    const { token } = await buildUser(t.ctx.db);
    for (const kind of ['like', 'upvote', 'downvote'])
      expect((await t.api.post(`/api/stories/${hidden.id}/${kind}`, undefined, token)).status).toBe(404);
  });
});
