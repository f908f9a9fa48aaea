import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '#common/contract';
import { communityQueries, useReadNotifications } from '#web/api/community';
import { cn } from '#web/lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

function sentence(item: Notification): string {
  if (item.kind === 'story_published') return `${item.authorName} published “${item.storyTitle}”`;
  if (item.kind === 'story_continued')
    return `${item.authorName} added chapter ${item.chapterNumber ?? ''} to “${item.storyTitle}”`;
  return `“${item.storyTitle}” earned you the ${item.badge?.name ?? ''} badge`;
}

/** The bell: news of followed authors and badges, with the unread count. */
export default function NotificationBell() {
  const { data } = useQuery(communityQueries.notifications());
  const read = useReadNotifications();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        className="focus-ring relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-foreground/85 hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground"
          >
            {unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">No notifications yet.</p>
        ) : (
          items.map((item) => (
            <DropdownMenuItem key={item._id} asChild onSelect={() => !item.read && read.mutate([item._id])}>
              <Link to={`/story/${item.storyId}`} className={cn('whitespace-normal', !item.read && 'font-semibold')}>
                {sentence(item)}
              </Link>
            </DropdownMenuItem>
          ))
        )}
        {unread > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => read.mutate(undefined)}>Mark all as read</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
