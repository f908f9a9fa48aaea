import { describe, expect, it } from 'vitest';
import { GuestReadCache } from './guestReadCache';

const options = { maxEntries: 3, maxChars: 1000, ttlMs: 60_000 };
const body = (text: string, scope: { story: string } | 'lists' = 'lists') => ({ body: text, headers: {}, scope });

describe('GuestReadCache', () => {
  it('does not keep an answer read before its story or the lists changed', () => {
    const cache = new GuestReadCache(options);
    const began = cache.now();
    cache.storyChanged('s1', false);
    cache.store('/a', began, body('old', { story: 's1' }));
    cache.store('/b', began, body('other', { story: 's2' }));
    cache.store('/list', began, body('list'));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body).toBe('other');
    expect(cache.get('/list')?.body).toBe('list');

    const again = cache.now();
    cache.apply('l:s2');
    cache.store('/list', again, body('stale list'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/list')).toBeUndefined();

    const later = cache.now();
    cache.apply('*');
    cache.store('/c', later, body('c', { story: 's3' }));
    expect(cache.get('/c')).toBeUndefined();
  });

  it('stays within its entry and size bounds, dropping the oldest first', () => {
    const cache = new GuestReadCache(options);
    for (const key of ['/1', '/2', '/3', '/4']) cache.store(key, cache.now(), body('x'));
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/4')?.body).toBe('x');
    cache.store('/big', cache.now(), body('y'.repeat(990)));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/big')).toBeDefined();
    cache.store('/huge', cache.now(), body('z'.repeat(5000)));
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('gives the same body the same ETag and another body another', () => {
    const cache = new GuestReadCache(options);
    const one = cache.store('/1', cache.now(), body('same'));
    const two = cache.store('/2', cache.now(), body('same'));
    const three = cache.store('/3', cache.now(), body('different'));
    expect(one.etag).toBe(two.etag);
    expect(three.etag).not.toBe(one.etag);
  });
});
