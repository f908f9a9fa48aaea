import { GitBranch, Lock } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { StoryTree, TreeNode } from '#common/contract';
import { cn } from '#web/lib/cn';
import { mapOrder } from './treePaths';

const STEP_LABELS: Record<TreeNode['via']['kind'], string> = {
  choice: 'Choice',
  own: 'Own words',
  continue: 'Continued',
  conclude: 'Finale',
};

function stepOf(node: TreeNode): string {
  if (node.parentId === null) return 'Opening';
  if (node.locked) return 'Locked';
  return node.via.text || STEP_LABELS[node.via.kind];
}

interface StoryMapProps {
  tree: StoryTree;
  /** The node whose chapter is on screen. */
  current: string | undefined;
  onOpen: (node: TreeNode) => void;
}

/**
 * Every chapter of every branch, indented by depth, the main path marked. One tree item takes the
 * focus: arrows move it, Home and End jump, Enter or Space opens that chapter.
 */
export function StoryMap({ tree, current, onOpen }: StoryMapProps) {
  const order = mapOrder(tree);
  const main = new Set(tree.mainPath);
  const [focused, setFocused] = useState(() =>
    Math.max(
      0,
      order.findIndex((node) => node.id === current),
    ),
  );
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const at = Math.min(focused, order.length - 1);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(order.length - 1, index));
    setFocused(next);
    items.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(order.length - 1),
      Enter: () => onOpen(order[index]),
      ' ': () => onOpen(order[index]),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <nav aria-labelledby="story-map-title" className="rounded-xl border border-border bg-card/60 p-3">
      <h2
        id="story-map-title"
        className="mb-2 flex items-center gap-2 font-sans text-xs font-semibold tracking-widest text-muted-foreground uppercase"
      >
        <GitBranch className="size-3.5" aria-hidden="true" />
        Story map
      </h2>
      <ul role="tree" aria-label="Story map" className="max-h-72 space-y-0.5 overflow-y-auto text-xs">
        {order.map((node, index) => (
          <li
            key={node.id}
            ref={(element) => {
              items.current[index] = element;
            }}
            role="treeitem"
            aria-level={node.number}
            aria-selected={node.id === current}
            aria-label={`Chapter ${node.number}: ${stepOf(node)}${main.has(node.id) ? ', main path' : ''}${
              node.versions > 1 ? `, ${node.versions} versions` : ''
            }`}
            tabIndex={index === at ? 0 : -1}
            onClick={() => {
              setFocused(index);
              onOpen(node);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{ paddingLeft: `${Math.min(node.number - 1, 8) * 0.625 + 0.375}rem` }}
            className={cn(
              'focus-ring flex cursor-pointer items-center gap-1.5 rounded-md py-1 pr-1.5',
              node.id === current ? 'bg-primary/15 text-foreground' : 'text-muted-foreground hover:bg-primary/5',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-2 shrink-0 rounded-full',
                main.has(node.id) ? 'bg-primary' : 'border border-primary/60',
              )}
            />
            <span className="shrink-0 font-semibold text-foreground">{node.number}</span>
            <span className="min-w-0 flex-1 truncate">{stepOf(node)}</span>
            {node.versions > 1 && (
              <span aria-hidden="true" className="shrink-0 rounded bg-muted px-1">
                v{node.selectedVersion}/{node.versions}
              </span>
            )}
            {node.locked && <Lock className="size-3 shrink-0 text-primary" aria-hidden="true" />}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-center gap-1.5 text-[0.7rem] text-muted-foreground">
        <span aria-hidden="true" className="size-2 rounded-full bg-primary" /> Main path
      </p>
    </nav>
  );
}
