import type { StoryTree } from '#common/contract';
import { conflict, notFound } from '#common/errors';
import { isChapterLocked } from '#common/rules/access';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import { recordAdminChange } from '../admin/adminAudit.repo';
import { readableStory } from '../stories/stories.service';
import { onAuthorizedStory } from '../stories/storyEditing.service';
import type { UserRow } from '../users/users.repo';
import { countKeptVersions, deleteNodes, findNodes } from './chapterTree.repo';
import { findUnlockedIds } from './chapters.repo';
import { presentTree } from './chapterTree.presenter';
import { moveMainPath } from './mainPath.service';
import { subtreeOf } from './storyTree';

const NODE_NOT_FOUND = 'Chapter not found';

/** The story's tree as this user may see it: a node they may not read carries no text. */
export async function storyTree(db: Database, user: UserRow | undefined, storyId: string): Promise<StoryTree> {
  const view = await readableStory(db, user, storyId);
  const viewer = viewerOf(user);
  const [nodes, unlocked, kept] = await Promise.all([
    findNodes(db, view.story.id),
    findUnlockedIds(db, user?.id, view.story.id),
    countKeptVersions(db, view.story.id),
  ]);
  return presentTree(nodes, kept, (node) =>
    isChapterLocked(viewer, { ownerId: view.story.userId }, node.number, unlocked.has(node.id)),
  );
}

/** The owner makes chapter 1 … `leaf` the main path; nothing is deleted, and nothing is charged. */
export async function chooseMainPath(db: Database, user: UserRow, storyId: string, leaf: string): Promise<StoryTree> {
  await onAuthorizedStory(db, user, storyId, 'editTree', async (tx, story) => {
    const nodes = await findNodes(tx, story.id);
    const node = nodes.find((n) => n.id === leaf);
    if (!node) throw notFound(NODE_NOT_FOUND);
    await moveMainPath(tx, story, nodes, node);
  });
  return storyTree(db, user, storyId);
}

/** The owner removes a branch: the node and everything under it, never the main path's chapters; no refund. */
export async function deleteBranch(db: Database, user: UserRow, storyId: string, nodeId: string): Promise<void> {
  await onAuthorizedStory(db, user, storyId, 'editTree', async (tx, story) => {
    const nodes = await findNodes(tx, story.id);
    const branch = subtreeOf(nodes, nodeId);
    if (branch.length === 0) throw notFound(NODE_NOT_FOUND);
    if (branch.some((node) => node.onMainPath)) throw conflict('The main path cannot be deleted');
    if (branch.some((node) => node.status === 'writing'))
      throw conflict('A chapter of this branch is still being written');
    await deleteNodes(
      tx,
      branch.map((node) => node.id),
    );
    await recordAdminChange(tx, {
      admin: user,
      action: 'story.branch.delete',
      targetType: 'story',
      targetId: story.id,
      before: { branch: nodeId, chapters: branch.map((node) => node.number) },
      after: null,
    });
  });
}
