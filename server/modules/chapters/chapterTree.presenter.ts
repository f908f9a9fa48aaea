import type { StoryTree } from '#common/contract';
import type { ChapterRow } from './chapters.repo';

/** The tree as one reader sees it; `kept` counts each node's versions besides the one its row holds. */
export function presentTree(
  nodes: ChapterRow[],
  kept: Map<string, number>,
  isLocked: (node: ChapterRow) => boolean,
): StoryTree {
  return {
    nodes: nodes.map((node) => {
      const locked = isLocked(node);
      return {
        id: node.id,
        parentId: node.parentId,
        number: node.number,
        via: { kind: node.viaKind, text: locked ? '' : node.viaText },
        status: node.status,
        versions: (kept.get(node.id) ?? 0) + 1,
        selectedVersion: node.version,
        locked,
      };
    }),
    mainPath: nodes.filter((node) => node.onMainPath).map((node) => node.id),
  };
}
