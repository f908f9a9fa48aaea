import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions, stories, users } from '#server/db/schema';
import { buildStory, buildUser, TEST_PASSWORD } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { updateUser } from './users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/user/profile', () => {
  it('renames the user and refuses an email change', async () => {
    const { token, user } = await buildUser(t.ctx.db);
    const res = await t.api.patch('/api/user/profile', { name: '  Ava Stone ' }, token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: user.id, name: 'Ava Stone', email: user.email });
    expect((await t.api.get('/api/auth/me', token)).body.user.name).toBe('Ava Stone');
    const short = await t.api.patch('/api/user/profile', { name: 'A' }, token);
    expect(short).toMatchObject({ status: 400, body: { message: 'Name must be at least 2 characters' } });
    const email = await t.api.patch('/api/user/profile', { name: 'Ava', email: 'new@example.test' }, token);
    expect(email).toMatchObject({
      status: 400,
      body: { message: 'Email cannot be changed. Contact support for assistance.' },
    });
    expect((await t.api.patch('/api/user/profile', { name: 'Ava' })).status).toBe(401);
  });
});

describe('GET /api/user/stats', () => {
  it("totals the user's stories and their minutes of text", async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const words = (n: number) => 'word '.repeat(n);
    await buildStory(t.ctx.db, user, { chapters: [{ content: words(300) }, { content: words(250) }] });
    const hidden = await buildStory(t.ctx.db, user, {
      accessType: 'private',
      chapters: [{ content: `\n ${words(50)}` }],
    });
    await t.ctx.db
      .update(stories)
      .set({ plays: 4, likes: 2, upvotes: 3, downvotes: 1 })
      .where(eq(stories.id, hidden.id));
    const res = await t.api.get('/api/user/stats', token);
    expect(res.body).toEqual({
      stories: 2,
      published: 1,
      plays: 4,
      likes: 2,
      upvotes: 3,
      downvotes: 1,
      minutesCreated: 3,
    });
    expect((await t.api.get('/api/user/stats')).status).toBe(401);
  });
});

describe('DELETE /api/user/account', () => {
  it('removes the user and their data, recounts what they voted on and revokes their token', async () => {
    const leaving = await buildUser(t.ctx.db);
    const other = await buildUser(t.ctx.db);
    const theirs = await buildStory(t.ctx.db, other.user);
    const mine = await buildStory(t.ctx.db, leaving.user);
    await t.api.post(`/api/stories/${theirs.id}/like`, undefined, leaving.token);
    await t.api.post(`/api/stories/${theirs.id}/upvote`, undefined, leaving.token);
    await t.api.post(`/api/stories/${theirs.id}/downvote`, undefined, other.token);
    await t.api.post(`/api/stories/${mine.id}/like`, undefined, other.token);

    const wrong = await t.api.request('DELETE', '/api/user/account', {
      body: { password: 'wrong-one' },
      token: leaving.token,
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Incorrect password' } });
    const res = await t.api.request('DELETE', '/api/user/account', {
      body: { password: TEST_PASSWORD },
      token: leaving.token,
    });
    expect(res).toMatchObject({ status: 200, body: { success: true } });

    expect((await t.api.get('/api/auth/me', leaving.token)).status).toBe(401);
    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [creditLedger, creditLedger.userId],
      [stories, stories.userId],
    ] as const) {
      expect(await t.ctx.db.select().from(table).where(eq(column, leaving.user.id))).toEqual([]);
    }
    expect((await t.api.get(`/api/stories/${theirs.id}`)).body).toMatchObject({ likes: 0, upvotes: 0, downvotes: 1 });
    expect((await t.api.get('/api/auth/me', other.token)).status).toBe(200);
  });

  it('asks accounts without a password to type their email', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    await updateUser(t.ctx.db, user.id, { passwordHash: null });
    const refused = await t.api.request('DELETE', '/api/user/account', {
      body: { confirm: 'someone@else.test' },
      token,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Type your email address to confirm' } });
    const res = await t.api.request('DELETE', '/api/user/account', {
      body: { confirm: user.email.toUpperCase() },
      token,
    });
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(401);
  });
});
