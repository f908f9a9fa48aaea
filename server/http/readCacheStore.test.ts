import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { GUEST, ReadCache, type CacheScope } from './readCacheStore';

const options = { maxEntries: 3, maxBytes: 1000, ttlMs: 60_000 };
const body = (text: string, scope: CacheScope = 'lists', reader = GUEST) => ({
  body: text,
  headers: {},
  scope,
  reader,
});

describe('ReadCache', () => {
  it('does not keep an answer read before its story or the lists changed', () => {
    const cache = new ReadCache(options);
    const began = cache.now();
    cache.storyChanged('s1', false);
    cache.store('/a', began, body('old', { story: 's1' }));
    cache.store('/b', began, body('other', { story: 's2' }));
    cache.store('/list', began, body('list'));
    expect(cache.get(GUEST, '/a')).toBeUndefined();
    expect(cache.get(GUEST, '/b')?.body.toString()).toBe('other');
    expect(cache.get(GUEST, '/list')?.body.toString()).toBe('list');

    const again = cache.now();
    cache.apply('l:s2');
    cache.store('/list', again, body('stale list'));
    expect(cache.get(GUEST, '/b')).toBeUndefined();
    expect(cache.get(GUEST, '/list')).toBeUndefined();

    const later = cache.now();
    cache.apply('*');
    cache.store('/c', later, body('c', { story: 's3' }));
    expect(cache.get(GUEST, '/c')).toBeUndefined();
  });

  it('stays within its entry and size bounds, dropping the oldest first', () => {
    const cache = new ReadCache(options);
    for (const key of ['/1', '/2', '/3', '/4']) cache.store(key, cache.now(), body('x'));
    expect(cache.get(GUEST, '/1')).toBeUndefined();
    expect(cache.get(GUEST, '/4')?.body.toString()).toBe('x');
    cache.store('/big', cache.now(), body('y'.repeat(990)));
    expect(cache.get(GUEST, '/2')).toBeUndefined();
    expect(cache.get(GUEST, '/big')).toBeDefined();
    cache.store('/huge', cache.now(), body('z'.repeat(5000)));
    expect(cache.get(GUEST, '/huge')).toBeUndefined();
  });

  it('gives the same body the same ETag and another body another', () => {
    const cache = new ReadCache(options);
    const one = cache.store('/1', cache.now(), body('same'));
    const two = cache.store('/2', cache.now(), body('same'));
    const three = cache.store('/3', cache.now(), body('different'));
    expect(one.etag).toBe(two.etag);
    expect(three.etag).not.toBe(one.etag);
  });
});

describe('ReadCache, signed-in readers', () => {
  it('keeps each reader’s answer apart from the guests’ and from other readers’', () => {
    const cache = new ReadCache(options);
    cache.store('/s', cache.now(), body('guest view', { story: 's1' }));
    cache.store('/s', cache.now(), body('alice view', { story: 's1' }, 'alice'));
    expect(cache.get(GUEST, '/s')?.body.toString()).toBe('guest view');
    expect(cache.get('alice', '/s')?.body.toString()).toBe('alice view');
    expect(cache.get('bob', '/s')).toBeUndefined();
  });

  it('drops every answer of a reader whose account changed, and keeps none read before the change', () => {
    const cache = new ReadCache(options);
    const began = cache.now();
    cache.store('/me', began, body('alice', 'account', 'alice'));
    cache.store('/s', began, body('bob', { story: 's1' }, 'bob'));
    cache.apply('u:alice');
    expect(cache.get('alice', '/me')).toBeUndefined();
    expect(cache.get('bob', '/s')?.body.toString()).toBe('bob');
    cache.store('/me', began, body('alice, stale', 'account', 'alice'));
    expect(cache.get('alice', '/me')).toBeUndefined();
    cache.store('/me', cache.now(), body('alice, fresh', 'account', 'alice'));
    expect(cache.get('alice', '/me')?.body.toString()).toBe('alice, fresh');
  });

  it('drops a story’s answers for every reader when it changes', () => {
    const cache = new ReadCache(options);
    cache.store('/s', cache.now(), body('guest', { story: 's1' }));
    cache.store('/s', cache.now(), body('alice', { story: 's1' }, 'alice'));
    cache.apply('s:s1');
    expect(cache.get(GUEST, '/s')).toBeUndefined();
    expect(cache.get('alice', '/s')).toBeUndefined();
  });

  it('ends an answer at the moment given, sooner than its time to live', () => {
    const cache = new ReadCache(options);
    cache.store('/me', cache.now(), body('premium', 'account', 'alice'), Date.now() - 1);
    expect(cache.get('alice', '/me')).toBeUndefined();
  });

  it('compresses a body once per encoding, to bytes that give the body back', () => {
    const cache = new ReadCache(options);
    const entry = cache.store('/l', cache.now(), body('words '.repeat(100)));
    const br = cache.encoded(entry, 'br');
    expect(cache.encoded(entry, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(entry.body.toString());
    expect(gunzipSync(cache.encoded(entry, 'gzip')).toString()).toBe(entry.body.toString());
    expect(br.length).toBeLessThan(entry.body.length / 10);
  });
});
