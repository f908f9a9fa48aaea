import type { ChapterRow } from './chapters.repo';

type Node = Pick<ChapterRow, 'id' | 'parentId' | 'viaKind' | 'viaText' | 'updatedAt'>;

/** The nodes from chapter 1 down to `leafId`, or undefined when the story has no such node. */
export function pathTo<T extends Node>(nodes: readonly T[], leafId: string): T[] | undefined {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: T[] = [];
  for (let node = byId.get(leafId); node; node = node.parentId ? byId.get(node.parentId) : undefined) {
    path.unshift(node);
  }
  return path.length > 0 ? path : undefined;
}

/** The node and every node under it. */
export function subtreeOf<T extends Node>(nodes: readonly T[], rootId: string): T[] {
  const found = nodes.filter((node) => node.id === rootId);
  for (let i = 0; i < found.length; i++) found.push(...nodes.filter((node) => node.parentId === found[i].id));
  return found;
}

/**
 * Where a path onto an existing branch ends: down from `node`, each time through the child most
 * recently changed (the one last left, when the owner comes back to a branch), to a leaf.
 */
export function branchEnd<T extends Node>(nodes: readonly T[], node: T): T {
  let end = node;
  for (;;) {
    const children = nodes.filter((child) => child.parentId === end.id);
    if (children.length === 0) return end;
    end = children.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
  }
}

/** The choice a node stands for on its parent (a choice or the owner's own words), if any. */
export function choiceTaken(node: Pick<Node, 'viaKind' | 'viaText'> | undefined): string | null {
  return node && (node.viaKind === 'choice' || node.viaKind === 'own') ? node.viaText : null;
}
