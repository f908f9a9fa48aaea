import { MAX_CHAPTERS_PER_STORY } from '#common/catalogue/limits';
import { ApiError, conflict, forbidden, notFound, unauthenticated } from '#common/errors';
import { canReadStory, isAdmin, isOwner, isPublicAccess, type AccessSubject, type Viewer } from '#common/rules/access';
import { OWN_STORY_REPORT, type Chapter } from '#common/contract';

/** Conclude Story is offered from this many chapters on. */
export const CONCLUDE_MIN_CHAPTERS = 3;

export type StoryAction =
  | 'read'
  | 'edit'
  | 'delete'
  | 'changeVisibility'
  | 'continue'
  | 'conclude'
  | 'choose'
  | 'steer'
  | 'retry'
  | 'regenerate'
  | 'editChapter'
  | 'editMemory'
  | 'editTree'
  | 'report';
type WriteAction = Extract<StoryAction, 'continue' | 'conclude' | 'choose' | 'steer' | 'retry' | 'regenerate'>;

export interface StorySubject extends AccessSubject {
  isConcluded: boolean;
  chapterCount: number;
  lastChapter: { status: Chapter['status']; hasChoices: boolean } | undefined;
}

const ownerOnly = (viewer: Viewer, story: StorySubject) => isOwner(viewer, story);
const ownerOrAdmin = (viewer: Viewer, story: StorySubject) => isOwner(viewer, story) || isAdmin(viewer);
/**
 * Why this viewer may not report the story, or undefined when they may: any signed-in reader but its
 * author, of a story others can find (never a private one, even for an admin who reads it), while it
 * is listed.
 */
export function reportBlocker(viewer: Viewer, story: AccessSubject): ApiError | undefined {
  if (viewer === undefined) return unauthenticated();
  if (isOwner(viewer, story)) return forbidden(OWN_STORY_REPORT);
  if (!canReadStory(viewer, story) || !isPublicAccess(story.accessType)) return notFound('Story not found');
  if (story.hidden) return conflict('This story is already hidden while it is reviewed.');
  return undefined;
}
const reporter = (viewer: Viewer, story: StorySubject) => reportBlocker(viewer, story) === undefined;

const roleRules: Record<StoryAction, (viewer: Viewer, story: StorySubject) => boolean> = {
  read: canReadStory,
  edit: ownerOrAdmin,
  delete: ownerOrAdmin,
  changeVisibility: ownerOnly,
  continue: ownerOnly,
  conclude: ownerOnly,
  choose: ownerOnly,
  steer: ownerOnly,
  retry: ownerOnly,
  report: reporter,
  regenerate: ownerOnly,
  editChapter: ownerOnly,
  editMemory: ownerOnly,
  editTree: ownerOnly,
};

const WRITE_ACTIONS: readonly StoryAction[] = ['continue', 'conclude', 'choose', 'steer', 'retry', 'regenerate'];
const isWriteAction = (action: StoryAction): action is WriteAction => WRITE_ACTIONS.includes(action);

/** Why the story's state forbids writing its next chapter now, or undefined when it allows it. */
export function writeBlocker(action: WriteAction, story: StorySubject): ApiError | undefined {
  const last = story.lastChapter;
  if (last?.status === 'writing') return conflict('A chapter of this story is still being written');
  // The final chapter may be written again; nothing may follow it.
  if (action === 'regenerate') return undefined;
  if (story.isConcluded) return conflict('This story is concluded');
  if (action === 'retry')
    return last?.status === 'failed' ? undefined : conflict('Only a chapter that failed can be retried');
  if (last?.status === 'failed') return conflict('The last chapter could not be written: retry it first');
  if (story.chapterCount >= MAX_CHAPTERS_PER_STORY)
    return conflict(`A story can hold at most ${MAX_CHAPTERS_PER_STORY} chapters`);
  if (action === 'continue' && last?.hasChoices)
    return conflict('This chapter ends with choices: pick one to continue the story');
  if (action === 'choose' && !last?.hasChoices) return conflict('This chapter has no choices');
  if (action === 'conclude' && story.chapterCount < CONCLUDE_MIN_CHAPTERS) {
    return conflict(`A story can be concluded once it has ${CONCLUDE_MIN_CHAPTERS} chapters`);
  }
  return undefined;
}

/** Whether the viewer may do this now: the role rule, then (for writing) the story's state. */
export function can(viewer: Viewer, action: StoryAction, story: StorySubject): boolean {
  if (!canReadStory(viewer, story) || !roleRules[action](viewer, story)) return false;
  return !isWriteAction(action) || writeBlocker(action, story) === undefined;
}

/** Throws 404 when the viewer may not even see the story, 403 when they see it but may not act. */
export function authorize(viewer: Viewer, action: StoryAction, story: StorySubject): void {
  if (!canReadStory(viewer, story)) throw notFound('Story not found');
  if (!roleRules[action](viewer, story)) throw forbidden('Only the author of this story can do this');
}

export function storyPermissions(viewer: Viewer, story: StorySubject) {
  return {
    edit: can(viewer, 'edit', story),
    delete: can(viewer, 'delete', story),
    continue: can(viewer, 'continue', story),
    conclude: can(viewer, 'conclude', story),
    changeVisibility: can(viewer, 'changeVisibility', story),
    report: can(viewer, 'report', story),
    regenerate: can(viewer, 'regenerate', story),
    editMemory: can(viewer, 'editMemory', story),
  };
}
