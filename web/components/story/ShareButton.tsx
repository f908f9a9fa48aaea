import { Share2 } from 'lucide-react';
import type { Story } from '#common/contract';
import { toast } from '#web/lib/toast';
import { Button } from '../ui/button';

/** Shares the story's address through the device's share sheet, or copies it; private stories have none to share. */
export function ShareButton({ story }: { story: Pick<Story, '_id' | 'title' | 'accessType'> }) {
  if (story.accessType === 'private') return null;
  const share = async () => {
    const url = `${window.location.origin}/story/${story._id}`;
    if (navigator.share) {
      try {
        await navigator.share({ title: story.title, url });
      } catch {
        // The reader closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({ title: 'Copy this link', description: url });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
