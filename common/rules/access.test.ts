import { describe, expect, it } from 'vitest';
import { ACCESS_TYPES } from '../catalogue/access';
import { canCreateWithAccess, canReadStory, isChapterLocked, requestedAccessType, type Viewer } from './access';

const viewer = (tier: number, role: 'user' | 'admin' = 'user', id = 'someone'): Viewer => ({ id, role, tier });

describe('access rules', () => {
  it('reading: a truth table of access type × viewer', () => {
    const viewers: Viewer[] = [
      undefined,
      viewer(0),
      viewer(1),
      viewer(2),
      viewer(3),
      viewer(0, 'user', 'owner'),
      viewer(0, 'admin'),
    ];
    const table = Object.fromEntries(
      ACCESS_TYPES.map((accessType) => [
        accessType,
        viewers.map((v) => canReadStory(v, { ownerId: 'owner', accessType, hidden: false })),
      ]),
    );
    expect(table).toEqual({
      public: [true, true, true, true, true, true, true],
      private: [false, false, false, false, false, true, true],
      premium_early_access: [false, false, true, true, true, true, true],
      premium_exclusive: [false, false, false, false, true, true, true],
    });
  });

  it('reading a hidden story: only its owner and admins, whatever its access type', () => {
    const viewers: Viewer[] = [undefined, viewer(3), viewer(0, 'user', 'owner'), viewer(0, 'admin')];
    for (const accessType of ACCESS_TYPES) {
      expect(
        viewers.map((v) => canReadStory(v, { ownerId: 'owner', accessType, hidden: true })),
        accessType,
      ).toEqual([false, false, true, true]);
    }
  });

  it('creating: the tier each access type needs', () => {
    const table = Object.fromEntries(
      ACCESS_TYPES.map((accessType) => [accessType, [0, 1, 2, 3].map((tier) => canCreateWithAccess(tier, accessType))]),
    );
    expect(table).toEqual({
      public: [true, true, true, true],
      private: [false, true, true, true],
      premium_early_access: [false, true, true, true],
      premium_exclusive: [false, false, true, true],
    });
  });

  it('reads the requested access from accessType, else isPublic', () => {
    expect(requestedAccessType({})).toBe('public');
    expect(requestedAccessType({ isPublic: true })).toBe('public');
    expect(requestedAccessType({ isPublic: false })).toBe('private');
    expect(requestedAccessType({ isPublic: true, accessType: 'premium_exclusive' })).toBe('premium_exclusive');
  });

  it('locks chapters after the first for readers who have not unlocked them', () => {
    const story = { ownerId: 'owner' };
    expect(isChapterLocked(undefined, story, 1, false)).toBe(false);
    expect(isChapterLocked(undefined, story, 2, false)).toBe(true);
    expect(isChapterLocked(viewer(3), story, 2, false)).toBe(true);
    expect(isChapterLocked(viewer(0), story, 2, true)).toBe(false);
    expect(isChapterLocked(viewer(0, 'user', 'owner'), story, 5, false)).toBe(false);
    expect(isChapterLocked(viewer(0, 'admin'), story, 5, false)).toBe(false);
  });
});
