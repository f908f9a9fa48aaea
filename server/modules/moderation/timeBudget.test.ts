import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinModerator } from '#server/providers/moderation/builtin/builtinModerator';
import type { Moderator } from '#server/providers/moderation/port';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findChapter } from '../chapters/chapters.repo';

/** 50,000 characters of what makes careless patterns backtrack: repeated phrases, punctuation runs, spaces, digits, combining marks. */
const ADVERSARIAL = [
  'she is she is she is ',
  '!!!!!!!!....????,,,,;;;;::::',
  ' '.repeat(400),
  '1 2 3 4 5 6 7 8 9 10 11 12 13 ',
  'e\u0301\u0302\u0303\u0304\u0305',
  'the teacher sighed and the bar closed ',
  'a b c d e f g h i j k l m n ',
  'x.'.repeat(100),
  '- - -- --- ',
]
  .map((piece) => piece.repeat(Math.ceil(5_600 / piece.length)).slice(0, 5_556))
  .join('')
  .slice(0, 50_000);

let judged = 0;
const counting = (inner: Moderator): Moderator => ({
  name: inner.name,
  check: (texts) => {
    judged++;
    return inner.check(texts);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, moderation: counting(defaults.moderation) }),
  });
});
afterAll(() => t.close());

/** Asks for /api/health every few milliseconds until `until` settles; the slowest answer. */
async function slowestHealth(until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    expect((await t.api.get('/api/health')).status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return slowest;
}

describe('a long adversarial text', () => {
  it('is judged quickly through the API while other requests are answered', async () => {
    expect(ADVERSARIAL).toHaveLength(50_000);
    const owner = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user);
    // Once to warm the rules up, as a running server is; then measured.
    await t.api.put(`/api/stories/${story.id}/chapters/1`, { content: ADVERSARIAL }, owner.token);
    await t.api.put(`/api/stories/${story.id}/chapters/1`, { content: 'The tide came in.' }, owner.token);
    const started = performance.now();
    const edit = t.api.put(`/api/stories/${story.id}/chapters/1`, { content: ADVERSARIAL }, owner.token);
    const health = await slowestHealth(edit);
    const res = await edit;
    const elapsed = performance.now() - started;
    console.info(
      `50 KB edit answered in ${elapsed.toFixed(0)} ms; slowest /api/health meanwhile ${health.toFixed(0)} ms`,
    );
    expect(res.status).toBe(200);
    // Generous bounds for a shared test machine; the figures above are what counts.
    expect(elapsed).toBeLessThan(3_000);
    expect(health).toBeLessThan(500);
  });

  it('is not even read when the sender may not edit the story', async () => {
    const owner = await buildUser(t.ctx.db);
    const stranger = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user, { accessType: 'private' });
    const before = judged;
    const res = await t.api.put(`/api/stories/${story.id}/chapters/1`, { content: ADVERSARIAL }, stranger.token);
    expect(res.status).toBe(404);
    const publicStory = await buildStory(t.ctx.db, owner.user);
    const other = await t.api.put(
      `/api/stories/${publicStory.id}/chapters/1`,
      { content: ADVERSARIAL },
      stranger.token,
    );
    expect(other.status).toBe(403);
    const memory = await t.api.put(
      `/api/stories/${publicStory.id}/memory`,
      { memory: ADVERSARIAL.slice(0, 4_000) },
      stranger.token,
    );
    expect(memory.status).toBe(403);
    expect(judged).toBe(before);
  });
});

describe('the time budget', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({
      providers: (_config, defaults) => ({ ...defaults, moderation: new BuiltinModerator(0) }),
    });
  });
  afterAll(() => slow.close());

  it('lets nothing through unchecked when the checks run out of time', async () => {
    const owner = await buildUser(slow.ctx.db);
    const story = await buildStory(slow.ctx.db, owner.user);
    const res = await slow.api.put(`/api/stories/${story.id}/chapters/1`, { content: ADVERSARIAL }, owner.token);
    expect(res.status).toBe(502);
    expect((await findChapter(slow.ctx.db, story.id, 1))!.content).not.toBe(ADVERSARIAL);
    const short = await slow.api.put(
      `/api/stories/${story.id}/chapters/1`,
      { content: 'The tide came in.' },
      owner.token,
    );
    expect(short.status).toBe(200);
  });
});
