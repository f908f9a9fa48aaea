import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storySettingsSchema } from '#common/contract';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { renderCover } from './coverArt';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

describe('GET /api/stories/{id}/cover.svg', () => {
  it('is every story’s imageUrl: an SVG, cacheable for good at its versioned address, 304 on a matching ETag', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user, { accessType: 'private' });
    const { imageUrl } = (await t.api.get(`/api/stories/${story.id}`, token)).body;
    expect(imageUrl).toMatch(new RegExp(`^/api/stories/${story.id}/cover\\.svg\\?v=[\\w-]{16}$`));

    // An <img> carries no token: the cover answers without one, even for a private story.
    const res = await get(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect((await get(imageUrl)).headers.get('etag')).toBe(res.headers.get('etag'));
    expect(await (await get(imageUrl)).text()).toBe(svg);

    const cached = await get(imageUrl, { 'If-None-Match': res.headers.get('etag')! });
    expect(cached.status).toBe(304);
    // Without the version its imageUrl gives, nobody can tell whether the story exists.
    expect((await get(`/api/stories/${story.id}/cover.svg`)).status).toBe(404);
    expect((await get(`/api/stories/${story.id}/cover.svg?v=AAAAAAAAAAAAAAAA`)).status).toBe(404);
  });

  it('moves to a new address when the title changes; the old one is gone', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const before = (await t.api.get(`/api/stories/${story.id}`, token)).body.imageUrl;
    await t.api.put(`/api/stories/${story.id}`, { title: 'A Different Night', content: 'Opening.' }, token);
    const after = (await t.api.get(`/api/stories/${story.id}`, token)).body.imageUrl;
    expect(after).not.toBe(before);
    expect((await get(after)).status).toBe(200);
    expect((await get(before)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/stories/00000000-0000-4000-8000-000000000000/cover.svg?v=x')).status).toBe(404);
    const bad = await get('/api/stories/not-a-uuid/cover.svg');
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ message: 'Cover not found' });
  });
});

describe('GET /api/stories/{id}/cover.png', () => {
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
  const pngUrlOf = async (id: string, token: string) =>
    (await t.api.get(`/api/stories/${id}`, token)).body.imageUrl.replace('/cover.svg?', '/cover.png?');

  it('is a public story’s cover as a 1200×750 PNG, drawn once and cacheable for good', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const url = await pngUrlOf(story.id, token);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 750 });
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);

    const again = await get(url);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    expect(again.headers.get('etag')).toBe(res.headers.get('etag'));
    expect((await get(url, { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304);
    expect((await get(`/api/stories/${story.id}/cover.png?v=AAAAAAAAAAAAAAAA`)).status).toBe(404);
  });

  it('is never served for a story without link preview tags: private or premium', async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    for (const accessType of ['private', 'premium_exclusive'] as const) {
      const story = await buildStory(t.ctx.db, user, { accessType });
      const res = await get(await pngUrlOf(story.id, token));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Cover not found' });
    }
  });
});

describe('renderCover', () => {
  const facts = (overrides: Partial<Parameters<typeof renderCover>[0]> = {}) => {
    const { writingTone, atmosphere, location } = storySettingsSchema.parse({});
    return { id: 'a1', title: 'Moonlight', writingTone, atmosphere, location, ...overrides };
  };

  it('draws the same cover for the same story, and different ones for different stories', () => {
    expect(renderCover(facts())).toBe(renderCover(facts()));
    expect(renderCover(facts({ id: 'b2' }))).not.toBe(renderCover(facts()));
    expect(renderCover(facts({ writingTone: 'Intense', atmosphere: 'Mysterious' }))).not.toBe(renderCover(facts()));
  });

  it('never carries the story’s own words, however hostile', () => {
    const hostile = '</svg><script>alert(1)</script>&<"\'>';
    const svg = renderCover(
      facts({ title: hostile, writingTone: hostile, atmosphere: `${hostile} onload=x`, location: hostile }),
    );
    expect(svg).not.toMatch(/script|onload|alert|&(?!#)/i);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
