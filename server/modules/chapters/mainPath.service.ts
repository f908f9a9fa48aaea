import type { Executor } from '#server/db/client';
import { touchStory, type StoryRow } from '../stories/stories.repo';
import { findNodes, setMainPath } from './chapterTree.repo';
import { updateChapter, type ChapterRow } from './chapters.repo';
import { branchEnd, choiceTaken, pathTo } from './storyTree';

/**
 * Inside the caller's transaction, with the story locked: the main path becomes chapter 1 … `leaf`.
 * Each chapter on it shows the choice that leads on along it, and the story takes the memory and
 * the conclusion of the path's end.
 */
export async function moveMainPath(tx: Executor, story: StoryRow, nodes: ChapterRow[], leaf: ChapterRow) {
  const path = pathTo(nodes, leaf.id) ?? [];
  await setMainPath(
    tx,
    story.id,
    path.map((node) => node.id),
  );
  for (const [index, node] of path.entries()) {
    const chosen = choiceTaken(path[index + 1]);
    if (node.chosenChoice !== chosen) await updateChapter(tx, node.id, { chosenChoice: chosen });
  }
  await touchStory(tx, story.id, {
    ...(leaf.status === 'ready' && { memory: leaf.memory }),
    isConcluded: leaf.isFinal && leaf.status === 'ready',
  });
}

/** Moves the main path onto the branch that starts at `node`, down to the end last followed there. */
export async function followBranch(tx: Executor, story: StoryRow, node: ChapterRow): Promise<ChapterRow> {
  const nodes = await findNodes(tx, story.id);
  await moveMainPath(tx, story, nodes, branchEnd(nodes, node));
  return node;
}

/** Before a new branch is written after `at`: the main path ends at `at`, the chapters after it stay as a branch. */
export async function branchFrom(tx: Executor, story: StoryRow, at: ChapterRow): Promise<void> {
  await moveMainPath(tx, story, await findNodes(tx, story.id), at);
}
