import { EpubCheck } from '@likecoin/epubcheck-ts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { waitForAudio } from '#server/test/narrationKit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Downloads a file: its status, headers and bytes. */
async function download(path: string, token?: string) {
  const res = await fetch(t.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const chapterText = (n: number) => `Chapter ${n} & "quotes" <tags>.\n\nA second paragraph of ${n}.`;

describe('GET /api/stories/{id}/export', () => {
  it('gives the author a valid EPUB 3 of the written chapters, mimetype first and stored', async () => {
    const { user, token } = await buildUser(t.ctx.db, { name: 'Ava <Rose>' });
    const story = await buildStory(t.ctx.db, user, {
      title: 'Moonlight & Wine',
      chapters: [{ content: chapterText(1) }, { content: chapterText(2) }, { status: 'writing', content: 'draft' }],
    });
    const res = await download(`/api/stories/${story.id}/export?format=epub`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/epub+zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="moonlight-wine-[0-9a-f]{8}\.epub"$/);

    // The zip's first local header names `mimetype`, stored (method 0), its content right after.
    const view = new DataView(res.bytes.buffer);
    expect(view.getUint16(8, true)).toBe(0);
    expect(strFromU8(res.bytes.slice(30, 38))).toBe('mimetype');
    expect(strFromU8(res.bytes.slice(38, 58))).toBe('application/epub+zip');

    const result = await EpubCheck.validate(res.bytes);
    expect(result.messages.filter((m) => m.severity === 'error' || m.severity === 'fatal')).toEqual([]);
    expect(result.valid).toBe(true);

    const files = unzipSync(res.bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['EPUB/package.opf', 'EPUB/nav.xhtml', 'EPUB/chapter-1.xhtml', 'EPUB/chapter-2.xhtml']),
    );
    expect(files['EPUB/chapter-3.xhtml']).toBeUndefined();
    const opf = strFromU8(files['EPUB/package.opf']);
    expect(opf).toContain('<dc:title>Moonlight &amp; Wine</dc:title>');
    expect(opf).toContain('<dc:creator>Ava &lt;Rose&gt;</dc:creator>');
    expect(strFromU8(files['EPUB/chapter-1.xhtml'])).toContain('<p>A second paragraph of 1.</p>');
  });

  it('gives plain text, and refuses readers other than the author with 403, strangers with 404', async () => {
    const { user, token } = await buildUser(t.ctx.db, { name: 'Ava', subscription: 'intimacy' });
    const story = await buildStory(t.ctx.db, user, {
      title: 'Plain',
      chapters: [{ content: 'One.' }, { content: 'Two.' }],
    });
    const res = await download(`/api/stories/${story.id}/export?format=txt`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(strFromU8(res.bytes)).toBe('Plain\nby Ava\n\nChapter 1\n\nOne.\n\nChapter 2\n\nTwo.\n');

    const { token: reader } = await buildUser(t.ctx.db);
    const refused = await t.api.get(`/api/stories/${story.id}/export`, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the author can export this story');
    const secret = await buildStory(t.ctx.db, user, { accessType: 'private' });
    expect((await t.api.get(`/api/stories/${secret.id}/export`, reader)).status).toBe(404);
    expect((await t.api.get(`/api/stories/${story.id}/export`)).status).toBe(401);
    const badFormat = await t.api.get(`/api/stories/${story.id}/export?format=pdf`, token);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toContain('format');
  });
});

describe('GET /api/user/export', () => {
  it("holds the account's data as JSON and each of its stories as EPUB, and nothing of other accounts", async () => {
    const { user, token } = await buildUser(t.ctx.db, { name: 'Exporter', subscription: 'intimacy' });
    const { user: author } = await buildUser(t.ctx.db, { name: 'Someone Else' });
    const mine = await buildStory(t.ctx.db, user, { title: 'Mine', accessType: 'private' });
    const theirs = await buildStory(t.ctx.db, author, { title: 'Theirs' });
    await t.api.put(`/api/stories/${theirs.id}/saved`, undefined, token);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, token);

    const res = await download('/api/user/export', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(res.bytes);
    const account = JSON.parse(strFromU8(files['account.json']));
    expect(account.profile).toMatchObject({ _id: user.id, name: 'Exporter', email: user.email });
    expect(account.stories.map((s: { title: string }) => s.title)).toEqual(['Mine']);
    expect(account.stories[0].chapters[0].content).toContain('Chapter 1 text.');
    expect(account.saved.map((s: { storyId: string }) => s.storyId)).toEqual([theirs.id]);
    expect(account.following.map((f: { authorId: string }) => f.authorId)).toEqual([author.id]);
    expect(JSON.stringify(account)).not.toContain('passwordHash');

    const epubs = Object.keys(files).filter((name) => name.endsWith('.epub'));
    expect(epubs).toEqual([`stories/mine-${mine.id.slice(0, 8)}.epub`]);
    expect((await EpubCheck.validate(files[epubs[0]])).valid).toBe(true);
    expect((await t.api.get('/api/user/export')).status).toBe(401);
  });

  it("carries each narrated chapter's MP3 beside its story's EPUB, the very file the player plays", async () => {
    const { user, token } = await buildUser(t.ctx.db, { name: 'Listener', audioCredits: 10 });
    const story = await buildStory(t.ctx.db, user, {
      title: 'Heard Aloud',
      chapters: [{ content: 'She laughed, and the lanterns swayed.' }, { content: 'He never told her.' }],
    });
    const narrated = await t.api.post(
      '/api/speech/generate',
      { text: '', voiceId: 'offline-deep-male', storyId: story.id, chapterNumber: 1 },
      token,
    );
    expect(narrated.status).toBe(202);
    await waitForAudio(t.api, story.id, 1, token, 60_000);
    const played = await download(narrated.body.audioUrl, token);
    expect(played.status).toBe(200);

    const files = unzipSync((await download('/api/user/export', token)).bytes);
    const stem = `heard-aloud-${story.id.slice(0, 8)}`;
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith(`stories/${stem}`))
        .sort(),
    ).toEqual([`stories/${stem}.epub`, `stories/${stem}/chapter-1.mp3`]);
    expect(files[`stories/${stem}/chapter-1.mp3`]).toEqual(played.bytes);
  }, 90_000);
});
