import { describe, expect, it } from 'vitest';
import { escapeLike } from './like';

describe('escapeLike', () => {
  it.each([
    ['100%', '100\\%'],
    ['snake_case', 'snake\\_case'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ['plain words', 'plain words'],
  ])('takes %s literally', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});
