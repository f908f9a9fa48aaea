import { planTier } from '#common/catalogue/plans';
import { type ListedStory, listedStorySchema, type Story, type User } from '#common/contract';
import { abilitiesOf } from '#common/rules/access';

export function buildUser(overrides: Partial<User> = {}): User {
  const tier = overrides.tier ?? planTier(overrides.subscription ?? 'free');
  return {
    _id: 'u1',
    name: 'Ava Rose',
    email: 'ava@example.com',
    emailVerified: true,
    phone: null,
    role: 'user',
    subscription: 'free',
    isPremium: tier >= 1,
    tier,
    can: abilitiesOf(tier),
    textCredits: 3,
    audioCredits: 3,
    unlockedChapters: [],
    badges: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function buildStory(overrides: Partial<Story> = {}): Story {
  const content = overrides.content ?? 'The terrace was silver with moonlight when she first heard his voice.';
  return {
    _id: 's1',
    title: 'Moonlight in Florence',
    content,
    contentLength: content.length,
    textLength: content.length,
    listeningSeconds: 5,
    userId: 'u1',
    userName: 'Ava Rose',
    imageUrl: null,
    settings: {
      timePeriod: 'Contemporary',
      location: 'Beach Resort',
      atmosphere: 'Romantic',
      protagonistGender: 'Female',
      partnerGender: 'Male',
      relationship: 'Strangers',
      fantasy: '',
      writingTone: 'Romantic',
      narrationVoice: '',
      narrationVoiceId: '',
      length: 3,
      settingDescription: '',
      protagonistDescription: '',
      loveInterestDescription: '',
      explicitLevel: 50,
    },
    isPublic: true,
    accessType: 'public',
    category: 'romance',
    tags: [],
    likes: 0,
    upvotes: 0,
    downvotes: 0,
    plays: 0,
    hasLiked: false,
    hasUpvoted: false,
    hasDownvoted: false,
    currentChapter: 1,
    isConcluded: false,
    audioUrl: null,
    authorBadges: [],
    hiddenReason: null,
    hasReported: false,
    can: {
      edit: false,
      delete: false,
      continue: false,
      conclude: false,
      changeVisibility: false,
      regenerate: false,
      editMemory: false,
      report: false,
    },
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A story as the server's lists carry it: exactly those fields, as the list schema keeps them. */
export function buildListedStory(overrides: Partial<Story> = {}): ListedStory {
  return listedStorySchema.parse(buildStory(overrides));
}
