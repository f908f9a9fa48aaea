import type { Story } from '#common/contract';
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

export function presentStory(view: StoryView, viewer: Viewer): Story {
  const { story } = view;
  return {
    _id: story.id,
    title: story.title,
    content: view.content,
    textLength: view.textLength,
    listeningSeconds: listeningSeconds(view),
    contentLength: view.contentLength,
    userId: story.userId,
    userName: authorName(view.ownerName, story.userId),
    imageUrl: story.imageUrl ?? coverUrl(story),
    settings: story.settings,
    isPublic: isPublicAccess(story.accessType),
    accessType: story.accessType,
    category: story.category,
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
    hasReported: view.hasReported,
    can: storyPermissions(viewer, storySubject(view)),
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
  };
}

/** A story as lists show it: chapter 1 as an excerpt, with its whole length. */
export function presentStoryCard(view: StoryView, viewer: Viewer): Story {
  return { ...presentStory(view, viewer), content: excerpt(view.content) };
}
