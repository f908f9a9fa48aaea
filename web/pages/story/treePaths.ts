import type { StoryTree, TreeNode } from '#common/contract';

const childrenOf = (tree: StoryTree, id: string) => tree.nodes.filter((node) => node.parentId === id);

/** The nodes from chapter 1 down to `leaf`. */
export function pathTo(tree: StoryTree, leaf: string): TreeNode[] {
  const byId = new Map(tree.nodes.map((node) => [node.id, node]));
  const path: TreeNode[] = [];
  for (let node = byId.get(leaf); node; node = node.parentId ? byId.get(node.parentId) : undefined) path.unshift(node);
  return path;
}

/** Where reading a branch from `node` leads: down through the first child each time, to a leaf. */
export function branchLeaf(tree: StoryTree, node: TreeNode): TreeNode {
  let end = node;
  for (let next = childrenOf(tree, end.id)[0]; next; next = childrenOf(tree, end.id)[0]) end = next;
  return end;
}

/** Every node in reading order: each followed by its branches, the main path's child first. */
export function mapOrder(tree: StoryTree): TreeNode[] {
  const main = new Set(tree.mainPath);
  const order: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    order.push(node);
    const children = childrenOf(tree, node.id);
    for (const child of [...children.filter((c) => main.has(c.id)), ...children.filter((c) => !main.has(c.id))]) {
      visit(child);
    }
  };
  for (const root of tree.nodes.filter((node) => node.parentId === null)) visit(root);
  return order;
}
