import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '#server/providers/storage/port';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function* slowly(parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    yield Buffer.from(part);
  }
}

/** What every BlobStore promises, run against a real store. */
export function describeBlobStore(name: string, store: () => BlobStore): void {
  describe(name, () => {
    it('puts bytes and gets them back with their size and type', async () => {
      const info = await store().put('audio/abc.mp3', Buffer.from('0123456789'), 'audio/mpeg');
      expect(info).toEqual({ size: 10, contentType: 'audio/mpeg' });
      const blob = await store().get('audio/abc.mp3');
      expect(blob).toMatchObject({ size: 10, contentType: 'audio/mpeg' });
      expect(blob?.range).toBeUndefined();
      expect(await text(blob!.body)).toBe('0123456789');
    });

    it('puts a stream of chunks', async () => {
      const info = await store().put('audio/streamed.mp3', slowly(['ab', 'cd', 'ef']), 'audio/mpeg');
      expect(info.size).toBe(6);
      expect(await text((await store().get('audio/streamed.mp3'))!.body)).toBe('abcdef');
    });

    it('replaces a blob stored under the same key', async () => {
      await store().put('audio/replaced.mp3', Buffer.from('old old old'), 'audio/mpeg');
      await store().put('audio/replaced.mp3', Buffer.from('new'), 'audio/mpeg');
      expect(await store().head('audio/replaced.mp3')).toEqual({ size: 3, contentType: 'audio/mpeg' });
    });

    it('reads byte ranges, clamping the end', async () => {
      await store().put('audio/range.mp3', Buffer.from('0123456789'), 'audio/mpeg');
      const middle = await store().get('audio/range.mp3', { start: 2, end: 5 });
      expect(middle).toMatchObject({ size: 10, contentType: 'audio/mpeg', range: { start: 2, end: 5 } });
      expect(await text(middle!.body)).toBe('2345');
      const tail = await store().get('audio/range.mp3', { start: 7 });
      expect(tail?.range).toEqual({ start: 7, end: 9 });
      expect(await text(tail!.body)).toBe('789');
      const clamped = await store().get('audio/range.mp3', { start: 8, end: 100 });
      expect(await text(clamped!.body)).toBe('89');
      await expect(store().get('audio/range.mp3', { start: 10 })).rejects.toThrow(RangeError);
    });

    it('answers head and exists, and forgets deleted blobs', async () => {
      await store().put('audio/gone.mp3', Buffer.from('bytes'), 'audio/mpeg');
      expect(await store().exists('audio/gone.mp3')).toBe(true);
      await store().delete('audio/gone.mp3');
      expect(await store().exists('audio/gone.mp3')).toBe(false);
      expect(await store().head('audio/gone.mp3')).toBeUndefined();
      expect(await store().get('audio/gone.mp3')).toBeUndefined();
      expect(await store().get('audio/gone.mp3', { start: 0 })).toBeUndefined();
      await store().delete('audio/gone.mp3');
    });

    it('knows nothing of keys never stored', async () => {
      expect(await store().head('audio/never.mp3')).toBeUndefined();
      expect(await store().exists('audio/never.mp3')).toBe(false);
    });

    it('refuses keys that could escape their place', async () => {
      for (const key of ['../secret', 'audio/../../x', '/etc/passwd', '', 'audio//x', 'a\\b']) {
        await expect(store().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid blob key');
      }
    });
  });
}
