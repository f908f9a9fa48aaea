import { describe, expect, it } from 'vitest';
import { badgeColor, badgeName, isTopAuthor } from './badges';

describe('badges', () => {
  it('recognises Top Author from strings and from objects', () => {
    expect(isTopAuthor(['Popular Author'])).toBe(true);
    expect(isTopAuthor([{ name: 'Legend Author' }])).toBe(true);
    expect(isTopAuthor(['Storyteller', { name: 'First Heart' }])).toBe(false);
    expect(isTopAuthor(undefined)).toBe(false);
  });

  it('reads a name and a colour, blue by default', () => {
    expect(badgeName('Storyteller')).toBe('Storyteller');
    expect(badgeName({ name: 'First Heart', color: 'pink' })).toBe('First Heart');
    expect(badgeColor('Storyteller')).toBe('blue');
    expect(badgeColor({ name: 'First Heart', color: 'pink' })).toBe('pink');
  });
});
