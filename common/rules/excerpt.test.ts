import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a text that fits whole', () => {
    expect(excerpt('Short and sweet.')).toBe('Short and sweet.');
    expect(excerpt('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('cuts at the last word that fits in 200 characters', () => {
    const text = `${'word '.repeat(39)}lastword tail`; // 195 + 'lastword' crosses 200
    const cut = excerpt(text);
    expect(cut).toBe('word '.repeat(39).trimEnd());
    expect(text.startsWith(cut)).toBe(true);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(195)} abcd next`;
    expect(excerpt(text)).toBe(`${'a'.repeat(195)} abcd`);
  });

  it('cuts a single overlong word at the limit without splitting a surrogate pair', () => {
    expect(excerpt('y'.repeat(500))).toBe('y'.repeat(200));
    const text = `${'z'.repeat(199)}😀${'z'.repeat(10)}`;
    expect(excerpt(text)).toBe('z'.repeat(199));
  });
});
