import type { Story, ListedStory } from '#common/contract';
import { isPublicAccess, type Viewer } from '#common/rules/access';
import { listeningSeconds } from '#common/rules/listeningTime';
import { excerpt } from '#common/rules/excerpt';
import { storyPermissions, type StorySubject } from '#server/policies/story.policy';
import { presentBadges } from '../badges/badge.presenter';
import { coverUrl } from '../covers/cover.presenter';
import type { StoryView } from './stories.repo';

/** What the policies need to know about a story. */
export function storySubject(view: StoryView): StorySubject {
  return {
    ownerId: view.story.userId,
    accessType: view.story.accessType,
    hidden: view.story.hiddenAt !== null,
    isConcluded: view.story.isConcluded,
    chapterCount: view.chapterCount,
    lastChapter: view.lastStatus ? { status: view.lastStatus, hasChoices: view.lastHasChoices } : undefined,
  };
}

/** The owner's name, or 'User' and the start of their id when they have none. */
export const authorName = (name: string, userId: string) => name.trim() || `User${userId.slice(0, 6)}`;

/** What a story and its card share: everything but the text, the settings, the reader's report and permissions. */
function presentStoryFacts(view: StoryView) {
  const { story } = view;
  return {
    _id: story.id,
    title: story.title,
    listeningSeconds: listeningSeconds(view),
    contentLength: view.contentLength,
    userId: story.userId,
    userName: authorName(view.ownerName, story.userId),
    imageUrl: story.imageUrl ?? coverUrl(story),
    isPublic: isPublicAccess(story.accessType),
    accessType: story.accessType,
    category: story.category,
    tags: story.tags,
    likes: story.likes,
    upvotes: story.upvotes,
    downvotes: story.downvotes,
    plays: story.plays,
    hasLiked: view.hasLiked,
    hasUpvoted: view.vote === 1,
    hasDownvoted: view.vote === -1,
    currentChapter: view.chapterCount,
    isConcluded: story.isConcluded,
    audioUrl: story.audioUrl,
    authorBadges: presentBadges(view.authorBadges),
    hiddenReason: story.hiddenReason,
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
  };
}

export function presentStory(view: StoryView, viewer: Viewer): Story {
  return {
    ...presentStoryFacts(view),
    content: view.content,
    textLength: view.textLength,
    settings: view.story.settings,
    hasReported: view.hasReported,
    can: storyPermissions(viewer, storySubject(view)),
  };
}

/** A story as lists show it: chapter 1 as an excerpt (with its whole length), the settings a card shows. */
export function presentStoryCard(view: StoryView): ListedStory {
  const { writingTone, atmosphere } = view.story.settings;
  return { ...presentStoryFacts(view), content: excerpt(view.content), settings: { writingTone, atmosphere } };
}
