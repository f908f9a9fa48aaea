import { Eye, Heart, Play, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStory } from '#common/contract';
import { VISIBILITY_LABELS } from '#web/components/story/labels';
import { DeleteStoryDialog } from '#web/components/story-card/DeleteStoryDialog';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { formatDate } from '#web/lib/format';
import { AdminTable } from './AdminTable';

export interface StoryRowActions {
  onVisibilityChange: (story: AdminStory, isPublic: boolean) => void;
  onDelete: (story: AdminStory) => void;
  /** Stories with a change on its way: their controls wait. */
  busyIds: ReadonlySet<string>;
}

/** The author as the admin view names them, with the spec's fallback for a missing name. */
export const authorOf = (story: AdminStory) => story.userName || `User ${story.userId.slice(0, 6)}`;

function VisibilitySwitch({
  story,
  busyIds,
  onVisibilityChange,
}: { story: AdminStory } & Omit<StoryRowActions, 'onDelete'>) {
  const id = `visibility-${story._id}`;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        aria-label={`Public: ${story.title}`}
        checked={story.isPublic}
        disabled={busyIds.has(story._id)}
        onCheckedChange={(checked) => onVisibilityChange(story, checked)}
      />
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {VISIBILITY_LABELS[story.accessType]}
      </label>
    </div>
  );
}

function Stats({ story }: { story: AdminStory }) {
  const stats = [
    { icon: Heart, value: story.likes, label: 'likes' },
    { icon: Play, value: story.plays, label: 'plays' },
    { icon: ThumbsUp, value: story.upvotes, label: 'upvotes' },
    { icon: ThumbsDown, value: story.downvotes, label: 'downvotes' },
  ];
  return (
    <div className="flex flex-wrap gap-3 text-muted-foreground tabular-nums">
      {stats.map(({ icon: Icon, value, label }) => (
        <span key={label} className="inline-flex items-center gap-1" title={label}>
          <Icon className="size-3.5" aria-hidden="true" />
          {value}
          <span className="sr-only">{label}</span>
        </span>
      ))}
    </div>
  );
}

function Actions({ story, busyIds, onDelete }: { story: AdminStory } & Pick<StoryRowActions, 'busyIds' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" aria-label={`View ${story.title}`}>
        <Link to={`/story/${story._id}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <DeleteStoryDialog
        pending={busyIds.has(story._id)}
        onConfirm={() => onDelete(story)}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${story.title}`}
            className="text-danger hover:text-danger"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}

/** A table on wide screens, a card per story on phones. */
export function StoriesTable({ stories, ...actions }: { stories: AdminStory[] } & StoryRowActions) {
  return (
    <>
      <AdminTable columns={['Story', 'Author', 'Visibility', 'Engagement', 'Created', 'Actions']}>
        {stories.map((story) => (
          <tr key={story._id} className="hover:bg-muted/30">
            <td className="max-w-80 px-4 py-3">
              <p className="truncate font-medium">{story.title}</p>
              <p className="truncate text-muted-foreground">
                {story.chapterCount} {story.chapterCount === 1 ? 'chapter' : 'chapters'}
                {story.content && ` · ${story.content}`}
              </p>
            </td>
            <td className="max-w-44 truncate px-4 py-3">{authorOf(story)}</td>
            <td className="px-4 py-3">
              <VisibilitySwitch
                story={story}
                busyIds={actions.busyIds}
                onVisibilityChange={actions.onVisibilityChange}
              />
            </td>
            <td className="px-4 py-3">
              <Stats story={story} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(story.createdAt)}</td>
            <td className="px-4 py-3">
              <Actions story={story} busyIds={actions.busyIds} onDelete={actions.onDelete} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul className="space-y-3 md:hidden">
        {stories.map((story) => (
          <li key={story._id} className="rounded-xl border border-border bg-card/70 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{story.title}</p>
                <p className="truncate text-sm text-muted-foreground">
                  by {authorOf(story)} · {formatDate(story.createdAt)}
                </p>
              </div>
              <Actions story={story} busyIds={actions.busyIds} onDelete={actions.onDelete} />
            </div>
            {story.content && <p className="mt-2 line-clamp-2 text-sm text-foreground/75">{story.content}</p>}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <VisibilitySwitch
                story={story}
                busyIds={actions.busyIds}
                onVisibilityChange={actions.onVisibilityChange}
              />
              <Stats story={story} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
