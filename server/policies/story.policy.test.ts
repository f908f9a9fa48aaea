import { describe, expect, it } from 'vitest';
import { MAX_CHAPTERS_PER_STORY } from '#common/catalogue/limits';
import type { Viewer } from '#common/rules/access';
import { authorize, can, writeBlocker, type StoryAction, type StorySubject } from './story.policy';

const owner: Viewer = { id: 'owner', role: 'user', tier: 0 };
const reader: Viewer = { id: 'reader', role: 'user', tier: 0 };
const admin: Viewer = { id: 'admin', role: 'admin', tier: 0 };
const story = (changes: Partial<StorySubject> = {}): StorySubject => ({
  ownerId: 'owner',
  accessType: 'public',
  hidden: false,
  isConcluded: false,
  chapterCount: 3,
  lastChapter: { status: 'ready', hasChoices: false },
  ...changes,
});

describe('story policy', () => {
  const roles: Array<[StoryAction, boolean, boolean, boolean, boolean]> = [
    // action, owner, reader, admin, guest
    ['read', true, true, true, true],
    ['edit', true, false, true, false],
    ['delete', true, false, true, false],
    ['changeVisibility', true, false, false, false],
    ['continue', true, false, false, false],
    ['conclude', true, false, false, false],
  ];
  it.each(roles)('%s on a public story: owner %s, reader %s, admin %s, guest %s', (action, o, r, a, g) => {
    expect([owner, reader, admin, undefined].map((v) => can(v, action, story()))).toEqual([o, r, a, g]);
  });

  const states: Array<[string, Partial<StorySubject>, boolean, boolean, boolean, boolean]> = [
    // state, continue, conclude, choose, retry
    ['3 ready chapters', {}, true, true, false, false],
    ['2 chapters', { chapterCount: 2 }, true, false, false, false],
    ['last has choices', { lastChapter: { status: 'ready', hasChoices: true } }, false, true, true, false],
    ['last writing', { lastChapter: { status: 'writing', hasChoices: false } }, false, false, false, false],
    ['last failed', { lastChapter: { status: 'failed', hasChoices: false } }, false, false, false, true],
    ['concluded', { isConcluded: true }, false, false, false, false],
    ['the most chapters', { chapterCount: MAX_CHAPTERS_PER_STORY }, false, false, false, false],
    [
      'the most chapters, choices',
      { chapterCount: MAX_CHAPTERS_PER_STORY, lastChapter: { status: 'ready', hasChoices: true } },
      false,
      false,
      false,
      false,
    ],
  ];
  it.each(states)(
    'for the owner, with %s: continue %s, conclude %s, choose %s, retry %s',
    (_state, changes, c, k, ch, r) => {
      const actions: StoryAction[] = ['continue', 'conclude', 'choose', 'retry'];
      expect(actions.map((action) => can(owner, action, story(changes)))).toEqual([c, k, ch, r]);
    },
  );

  it('explains the blocked states', () => {
    expect(writeBlocker('continue', story({ isConcluded: true }))?.message).toBe('This story is concluded');
    expect(writeBlocker('continue', story({ lastChapter: { status: 'writing', hasChoices: false } }))?.status).toBe(
      409,
    );
  });

  it('hides unreadable stories as 404 and refuses non-owners with 403', () => {
    expect(() => authorize(reader, 'continue', story({ accessType: 'private' }))).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => authorize(reader, 'continue', story())).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(owner, 'continue', story({ accessType: 'private' }))).not.toThrow();
  });
});
