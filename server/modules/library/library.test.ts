import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';
import { encodeCursor } from '#server/db/keyset';
import { userBadges } from '#server/db/schema';
import { buildReading, buildUser, ESTABLISHED } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { updateUser } from '../users/users.repo';
import { allPublicPages, buildLibraryStory } from '#server/test/libraryKit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A word no other test's story contains, to search for. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

const allPages = (query: string, token?: string, limit = 2) => allPublicPages(t.api, query, token, limit);

describe('GET /api/stories/public', () => {
  it('lists only public stories whose first chapter is written, newest first', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const title = (name: string) => `${word} ${name}`;
    const older = await buildLibraryStory(t.ctx.db, user, {
      title: title('older'),
      createdAt: new Date(Date.now() - 60_000),
    });
    const writing = await buildLibraryStory(t.ctx.db, user, {
      title: title('writing'),
      chapters: [{ status: 'ready' }, { status: 'writing', content: '' }],
    });
    const newer = await buildLibraryStory(t.ctx.db, user, { title: title('newer') });
    for (const accessType of ['private', 'premium_early_access', 'premium_exclusive'] as const) {
      await buildLibraryStory(t.ctx.db, user, { title: title(accessType), accessType });
    }
    await buildLibraryStory(t.ctx.db, user, { title: title('failed'), chapters: [{ status: 'failed', content: '' }] });
    await buildLibraryStory(t.ctx.db, user, {
      title: title('opening'),
      chapters: [{ status: 'writing', content: 'Once' }],
    });

    const res = await t.api.get(`/api/stories/public?q=${word}`);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual([newer.id, writing.id, older.id]);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain(NEXT_CURSOR_HEADER);
  });

  it('pages with a cursor without duplicates or gaps, also across equal creation times', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const same = new Date(Date.now() - 3_600_000);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const story = await buildLibraryStory(t.ctx.db, user, {
        title: `${word} ${i}`,
        createdAt: i < 4 ? same : new Date(same.getTime() + i * 1000),
      });
      ids.push(story.id);
    }
    const pages = await allPages(`q=${word}`);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    const listed = pages.flat();
    expect(new Set(listed).size).toBe(7);
    expect(listed.slice(0, 3)).toEqual([ids[6], ids[5], ids[4]]);
    expect(listed.slice(3).sort()).toEqual(ids.slice(0, 4).sort());
    expect(listed.slice(3)).toEqual([...ids.slice(0, 4)].sort().reverse());
  });

  it('pages the unfiltered list too, and bounds limit', async () => {
    const { user } = await buildUser(t.ctx.db);
    for (let i = 0; i < 3; i++) await buildLibraryStory(t.ctx.db, user);
    const first = await t.api.get('/api/stories/public?limit=2');
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const second = await t.api.get(`/api/stories/public?limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(second.body[0]._id).not.toBe(first.body[1]._id);
    expect(Date.parse(second.body[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.body[1].createdAt));
    expect((await t.api.get('/api/stories/public')).body.length).toBeLessThanOrEqual(24);
    expect((await t.api.get('/api/stories/public?limit=100')).status).toBe(200);
    for (const bad of ['0', '101', 'x', '2.5']) {
      const res = await t.api.get(`/api/stories/public?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('limit');
    }
  });

  it.each([
    'nonsense',
    // The keyset format with a real id, but month 13: only the date check refuses it.
    encodeCursor({ at: '2026-13-01T00:00:00.000000', id: '0b7e3f4c-5d1a-4c2b-9e8f-1a2b3c4d5e6f' }),
    Buffer.from('a_b_c').toString('base64url'),
  ])('refuses the bad cursor %s with 400', async (cursor) => {
    const res = await t.api.get(`/api/stories/public?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
  });

  it('searches titles and chapter-1 text case-insensitively, with LIKE characters taken literally', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const byTitle = await buildLibraryStory(t.ctx.db, user, { title: `The ${word.toUpperCase()} Affair` });
    const byContent = await buildLibraryStory(t.ctx.db, user, {
      title: 'Plain',
      chapters: [{ content: `She whispered ${word} under 100% moonlight_ tonight.` }],
    });
    await buildLibraryStory(t.ctx.db, user, {
      title: 'Plain',
      chapters: [{ content: 'Nothing to see' }, { content: `Later ${word}` }],
    });
    const ids = async (q: string) =>
      (await t.api.get(`/api/stories/public?q=${encodeURIComponent(q)}`)).body.map((s: { _id: string }) => s._id);
    expect(await ids(word.slice(1).toUpperCase())).toEqual([byContent.id, byTitle.id]);
    expect(await ids(`${word} under 100% moonlight_`)).toEqual([byContent.id]);
    expect(await ids(`${word} under 1_0%`)).toEqual([]);
  });

  it('finds matches beyond the newest stories read row by row (the trigram path)', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const old = new Date(Date.now() - 86_400_000);
    const match = await buildLibraryStory(t.ctx.db, user, { title: `Old ${word}`, createdAt: old });
    const filler = Array.from(
      { length: 220 },
      (_, i) => `('${user.id}', 'Filler ${i}', '{}'::jsonb, now() - interval '1 minute')`,
    ).join(',');
    await t.ctx.db.execute(`insert into stories (user_id, title, settings, created_at) values ${filler}`);
    await t.ctx.db.execute(
      `insert into chapters (story_id, number, status, content, instruction, max_tokens) select id, 1, 'ready', 'filler text', '{"kind":"open"}', 100 from stories where title like 'Filler %' and user_id = '${user.id}'`,
    );
    const res = await t.api.get(`/api/stories/public?q=${word}&limit=1`);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual([match.id]);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('filters by every Discover category and the creation categories, in any case', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const make = (name: string, options: Parameters<typeof buildLibraryStory>[2]) =>
      buildLibraryStory(t.ctx.db, user, { title: `${word} ${name}`, ...options });
    const stories = {
      romanticTone: await make('romantic tone', { settings: { writingTone: 'Romantic' } }),
      fantasyAtmosphere: await make('fantasy atmosphere', { settings: { atmosphere: 'Magical' } }),
      historical: await make('historical category', { category: 'historical' }),
      contemporary: await make('contemporary', { settings: { atmosphere: 'contemporary' } }),
      explicitLevel: await make('explicit level', { settings: { explicitLevel: 80 } }),
      passionate: await make('passionate tone', { settings: { writingTone: 'Passionate' } }),
      neutral: await make('neutral', {}),
    };
    const ids = async (category: string) =>
      ((await t.api.get(`/api/stories/public?q=${word}&category=${category}`)).body as Array<{ _id: string }>)
        .map((s) => s._id)
        .sort();
    const expected = (...names: Array<keyof typeof stories>) => names.map((n) => stories[n].id).sort();
    expect(await ids('All')).toEqual(expected(...(Object.keys(stories) as Array<keyof typeof stories>)));
    expect(await ids('Romance')).toEqual(expected('romanticTone'));
    expect(await ids('fantasy')).toEqual(expected('fantasyAtmosphere'));
    expect(await ids('HISTORICAL')).toEqual(expected('historical'));
    expect(await ids('Contemporary')).toEqual(expected('contemporary'));
    expect(await ids('Explicit')).toEqual(expected('explicitLevel', 'passionate'));
    expect(await ids('passionate')).toEqual(expected('passionate'));
    expect(await ids('')).toHaveLength(7);
    const bad = await t.api.get('/api/stories/public?category=Horror');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('category must be one of');
  });

  it("carries the caller's flags, the author's name or its fallback, and the author's badges", async () => {
    const word = uniqueWord();
    const author = await buildUser(t.ctx.db, { name: 'Ava Writer' });
    const nameless = await buildUser(t.ctx.db);
    await updateUser(t.ctx.db, nameless.user.id, { name: '' });
    await t.ctx.db.insert(userBadges).values([
      { userId: author.user.id, badgeId: 'storyteller' },
      { userId: author.user.id, badgeId: 'popular_author' },
    ]);
    const story = await buildLibraryStory(t.ctx.db, author.user, {
      title: `${word} one`,
      createdAt: new Date(Date.now() - 1000),
    });
    const anonymous = await buildLibraryStory(t.ctx.db, nameless.user, { title: `${word} two` });
    // An established, verified reader: their like counts toward First Heart.
    const reader = await buildUser(t.ctx.db, { joinedAt: ESTABLISHED() });
    await buildReading(t.ctx.db, reader.user.id, story.id);
    await t.api.post(`/api/stories/${story.id}/like`, undefined, reader.token);
    await t.api.post(`/api/stories/${story.id}/downvote`, undefined, reader.token);

    const [, seen] = (await t.api.get(`/api/stories/public?q=${word}`, reader.token)).body;
    expect(seen).toMatchObject({
      _id: story.id,
      userName: 'Ava Writer',
      hasLiked: true,
      hasUpvoted: false,
      hasDownvoted: true,
      likes: 1,
      downvotes: 1,
      plays: 0,
    });
    expect(seen.content).toBe(`${'Chapter 1 text. '.repeat(12)}Chapter`);
    expect(seen.contentLength).toBe('Chapter 1 text. '.repeat(20).length);
    expect(seen.authorBadges).toEqual([
      { id: 'storyteller', name: 'Storyteller', color: 'blue', description: 'Created a first story' },
      { id: 'first_heart', name: 'First Heart', color: 'pink', description: 'Received a first like' },
      { id: 'popular_author', name: 'Popular Author', color: 'purple', description: '50+ likes across your stories' },
    ]);
    const [first, guestSeen] = (await t.api.get(`/api/stories/public?q=${word}`)).body;
    expect(first).toMatchObject({
      _id: anonymous.id,
      userName: `User${nameless.user.id.slice(0, 6)}`,
      authorBadges: [],
    });
    expect(guestSeen).toMatchObject({ hasLiked: false, hasUpvoted: false, hasDownvoted: false });
  });
});

describe('GET /api/user/stories', () => {
  it("answers all of the caller's stories, whatever their access or state, newest first", async () => {
    const me = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const other = await buildUser(t.ctx.db);
    await buildLibraryStory(t.ctx.db, other.user);
    const mine = [];
    for (const accessType of ['public', 'private', 'premium_early_access', 'premium_exclusive'] as const) {
      mine.push(await buildLibraryStory(t.ctx.db, me.user, { accessType, title: `Mine ${accessType}` }));
    }
    mine.push(
      await buildLibraryStory(t.ctx.db, me.user, {
        title: 'Failed one',
        chapters: [{ status: 'failed', content: '' }],
      }),
    );
    const res = await t.api.get('/api/user/stories', me.token);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual(mine.map((s) => s.id).reverse());
    expect((await t.api.get('/api/user/stories?q=PRIVATE', me.token)).body.map((s: { _id: string }) => s._id)).toEqual([
      mine[1].id,
    ]);
    expect((await t.api.get('/api/user/stories')).status).toBe(401);
  });
});

describe('GET /api/stories/premium-stories', () => {
  it('needs the gallery tier and lists the premium stories that tier may read', async () => {
    const author = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const early = await buildLibraryStory(t.ctx.db, author.user, { accessType: 'premium_early_access' });
    const exclusive = await buildLibraryStory(t.ctx.db, author.user, { accessType: 'premium_exclusive' });
    await buildLibraryStory(t.ctx.db, author.user, { accessType: 'private' });
    await buildLibraryStory(t.ctx.db, author.user);

    expect((await t.api.get('/api/stories/premium-stories')).status).toBe(401);
    for (const subscription of ['free', 'essentiel'] as const) {
      const { token } = await buildUser(t.ctx.db, { subscription });
      const res = await t.api.get('/api/stories/premium-stories', token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PREMIUM_REQUIRED', message: 'Premium subscription required' });
    }
    const ids = (body: Array<{ _id: string }>) => body.map((s) => s._id);
    const seduction = await buildUser(t.ctx.db, { subscription: 'seduction' });
    const seen = ids((await t.api.get('/api/stories/premium-stories?limit=100', seduction.token)).body);
    expect(seen).toContain(early.id);
    expect(seen).not.toContain(exclusive.id);
    const intimacy = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const page = await t.api.get('/api/stories/premium-stories?limit=1', intimacy.token);
    expect(ids(page.body)).toEqual([exclusive.id]);
    const next = await t.api.get(
      `/api/stories/premium-stories?limit=1&cursor=${page.headers.get(NEXT_CURSOR_HEADER)}`,
      intimacy.token,
    );
    expect(ids(next.body)).toEqual([early.id]);
  });
});

describe('lean lists', () => {
  it('carry an excerpt of chapter 1 cut at a word, its whole length and the settings a card shows; the detail carries all', async () => {
    const word = uniqueWord();
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const content = `${word} ${'moonlight '.repeat(300)}ends here.`;
    const story = await buildLibraryStory(t.ctx.db, user, { title: word, chapters: [{ content }] });
    const premium = await buildLibraryStory(t.ctx.db, user, {
      title: `${word} premium`,
      accessType: 'premium_early_access',
      chapters: [{ content }],
    });

    const lists = [
      (await t.api.get(`/api/stories/public?q=${word}`)).body,
      (await t.api.get(`/api/user/stories?q=${word}`, token)).body,
      (await t.api.get('/api/stories/premium-stories?limit=50', token)).body,
    ];
    for (const [list, id] of [
      [lists[0], story.id],
      [lists[1], story.id],
      [lists[2], premium.id],
    ] as const) {
      const item = list.find((s: { _id: string }) => s._id === id);
      expect(item.contentLength).toBe(content.length);
      expect(item.content.length).toBeLessThanOrEqual(200);
      expect(content.startsWith(item.content)).toBe(true);
      expect(content[item.content.length]).toMatch(/\s/);
      expect(item.settings).toEqual({ writingTone: 'Playful', atmosphere: expect.any(String) });
      for (const pageOnly of ['can', 'textLength', 'hasReported']) expect(item).not.toHaveProperty(pageOnly);
    }

    const detail = await t.api.get(`/api/stories/${story.id}`);
    expect(detail.body.content).toBe(content);
    expect(detail.body.contentLength).toBe(content.length);
    expect(detail.body.settings).toHaveProperty('timePeriod');
    expect(detail.body.can).toHaveProperty('edit');
  });
});
