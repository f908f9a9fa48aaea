import { describe, expect, it } from 'vitest';
import { buildStory } from '#web/test/factories';
import { searchByTitle, storiesByTab } from './myStories';

const stories = [
  buildStory({ _id: '1', title: 'Moonlight in Florence', isPublic: true }),
  buildStory({ _id: '2', title: 'A Paris Affair', isPublic: false, accessType: 'private' }),
  buildStory({ _id: '3', title: 'Florence Again', isPublic: true }),
];

describe('My Stories', () => {
  it('counts stories per tab', () => {
    const tabs = storiesByTab(stories);
    expect(tabs.all).toHaveLength(3);
    expect(tabs.public.map((story) => story._id)).toEqual(['1', '3']);
    expect(tabs.private.map((story) => story._id)).toEqual(['2']);
  });

  it('searches titles ignoring case and surrounding spaces', () => {
    expect(searchByTitle(stories, '  FLORENCE ').map((story) => story._id)).toEqual(['1', '3']);
    expect(searchByTitle(stories, 'paris')).toHaveLength(1);
    expect(searchByTitle(stories, '')).toHaveLength(3);
    expect(searchByTitle(stories, 'venice')).toHaveLength(0);
  });

  it('counts the tabs of a search', () => {
    const tabs = storiesByTab(searchByTitle(stories, 'florence'));
    expect([tabs.all.length, tabs.public.length, tabs.private.length]).toEqual([2, 2, 0]);
  });
});
