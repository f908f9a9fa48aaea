import { describe, expect, it } from 'vitest';
import { scrollKey } from './scrollKey';

describe('scrollKey', () => {
  it('files the pages of full loads by address, so one page never takes another one’s position', () => {
    const story = scrollKey({ key: 'default', pathname: '/story/a', search: '' });
    const create = scrollKey({ key: 'default', pathname: '/create', search: '' });
    expect(story).not.toBe(create);
    expect(scrollKey({ key: 'default', pathname: '/story/a', search: '' })).toBe(story);
    expect(scrollKey({ key: 'default', pathname: '/discover', search: '?q=moon' })).toBe('/discover?q=moon');
  });

  it('keeps the history key of in-app navigations, so back and forward return to where the reader was', () => {
    expect(scrollKey({ key: 'k7x2', pathname: '/story/a', search: '' })).toBe('k7x2');
  });
});
