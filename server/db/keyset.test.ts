import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset';

const id = '0b7e3f4c-5d1a-4c2b-9e8f-1a2b3c4d5e6f';

describe('keyset cursors', () => {
  it('round-trips a key through its opaque cursor', () => {
    const key = { at: '2026-11-21T10:00:00.123456', id };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it('keeps the last day of February in a leap year', () => {
    const key = { at: '2024-02-29T23:59:59.999999', id };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('reads no cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it.each([
    'nonsense',
    Buffer.from(`2026-13-45T00:00:00.000000_${id}`).toString('base64url'),
    Buffer.from(`2025-02-29T00:00:00.000000_${id}`).toString('base64url'),
    Buffer.from(`0000-01-01T00:00:00.000000_${id}`).toString('base64url'),
    Buffer.from(`2026-01-01T24:00:00.000000_${id}`).toString('base64url'),
    Buffer.from('2026-01-01T00:00:00.000000_not-a-uuid').toString('base64url'),
    Buffer.from(`2026-01-01T00:00:00.000000_${id}_more`).toString('base64url'),
    Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', id])).toString('base64url'),
  ])('refuses the cursor %s with 400', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ status: 400, message: 'Invalid cursor' }));
  });
});

describe('scored keyset cursors', () => {
  it('round-trips a key with its score', () => {
    const key = { at: '2026-11-21T10:00:00.123456', id, score: -3 };
    expect(decodeCursor(encodeCursor(key), true)).toEqual(key);
  });

  it("refuses another list's cursor: a scored one where none is ranked, and an unscored one where one is", () => {
    const plain = encodeCursor({ at: '2026-11-21T10:00:00.123456', id });
    const scored = encodeCursor({ at: '2026-11-21T10:00:00.123456', id, score: 4 });
    expect(() => decodeCursor(scored)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => decodeCursor(plain, true)).toThrow(expect.objectContaining({ status: 400 }));
    const notANumber = Buffer.from(`2026-01-01T00:00:00.000000_${id}_1e9`).toString('base64url');
    expect(() => decodeCursor(notANumber, true)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
