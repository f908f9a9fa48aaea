import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Story } from '#common/contract';
import { messageOf } from '#web/api/client';
import { editChapter, regenerateChapter } from '#web/api/steering';
import {
  type ChapterWritten,
  chooseChoice,
  continueStory,
  retryChapter,
  storyKeys,
  unlockChapter,
} from '#web/api/stories';
import { useCreditDialog } from '#web/components/story/useCreditDialog';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

/**
 * Everything that writes or unlocks a chapter of this story, with the spec's toasts and the
 * credit-dialog rule; `onChapter` is told which chapter to show next.
 */
export function useChapterActions(story: Story, onChapter: (n: number) => void) {
  const queryClient = useQueryClient();
  const { isAuthenticated, refreshUser } = useAuth();
  const credit = useCreditDialog();
  const navigate = useNavigate();
  const location = useLocation();

  const written = async ({ story: next, chapter }: ChapterWritten) => {
    queryClient.setQueryData(storyKeys.detail(story._id), next);
    await queryClient.invalidateQueries({ queryKey: storyKeys.chapters(story._id) });
    void refreshUser();
    onChapter(chapter.number);
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (credit.offerFor(error)) return;
    toast({ variant: 'destructive', title: fallback, description: messageOf(error, '') || undefined });
  };

  const continuation = useMutation({
    mutationFn: ({ conclude, direction }: { conclude: boolean; direction: string }) =>
      continueStory(story._id, conclude, direction),
    onSuccess: async (answer, { conclude }) => {
      toast({
        title: 'Story Continued',
        description: conclude ? 'The final chapter is being written.' : 'A new chapter is being written.',
      });
      await written(answer);
    },
    onError: failed('Failed to continue story. Please try again.'),
  });

  const choice = useMutation({
    mutationFn: ({ chapter, text }: { chapter: number; text: string }) => chooseChoice(story._id, chapter, text),
    onSuccess: async (answer) => {
      toast({ title: 'Choice Made', description: 'The story follows your choice.' });
      await written(answer);
    },
    onError: failed('Failed to make choice. Please try again.'),
  });

  const retry = useMutation({
    mutationFn: (chapter: number) => retryChapter(story._id, chapter),
    onSuccess: written,
    onError: failed('Failed to continue story. Please try again.'),
  });

  const regenerate = useMutation({
    mutationFn: (chapter: number) => regenerateChapter(story._id, chapter),
    onSuccess: async (answer) => {
      toast({ title: 'Chapter Regenerating', description: 'The chapter is being written again.' });
      await written(answer);
    },
    onError: failed('Failed to regenerate the chapter. Please try again.'),
  });

  const edit = useMutation({
    mutationFn: ({ chapter, content }: { chapter: number; content: string }) =>
      editChapter(story._id, chapter, content),
    onSuccess: async (answer) => {
      toast({ title: 'Chapter Saved', description: 'Your changes have been saved.' });
      await written(answer);
    },
    onError: failed('Failed to save the chapter. Please try again.'),
  });

  const unlock = useMutation({
    mutationFn: (chapter: number) => unlockChapter(story._id, chapter),
    onSuccess: async () => {
      toast({ title: 'Chapter Unlocked', description: 'Enjoy the rest of the story.' });
      await Promise.all([refreshUser(), queryClient.invalidateQueries({ queryKey: storyKeys.chapters(story._id) })]);
    },
    onError: (error) => {
      if (credit.offerFor(error)) return;
      toast({ variant: 'destructive', title: messageOf(error, 'Failed to unlock chapter. Please try again.') });
    },
  });

  const unlockOrLogin = (chapter: number) => {
    if (isAuthenticated) return unlock.mutate(chapter);
    const back = `${location.pathname}${location.search}`.slice(1);
    void navigate(`/login?redirect=${encodeURIComponent(back)}`);
  };

  return {
    continueStory: (direction = '') => continuation.mutate({ conclude: false, direction }),
    concludeStory: (direction = '') => continuation.mutate({ conclude: true, direction }),
    regenerate: (chapter: number) => regenerate.mutate(chapter),
    /** Resolves true once saved, so the editor can close. */
    edit: (chapter: number, content: string) =>
      edit.mutateAsync({ chapter, content }).then(
        () => true,
        () => false,
      ),
    saving: edit.isPending,
    choose: (chapter: number, text: string) => choice.mutate({ chapter, text }),
    retry: (chapter: number) => retry.mutate(chapter),
    unlock: unlockOrLogin,
    pending: continuation.isPending || choice.isPending || retry.isPending || regenerate.isPending,
    unlocking: unlock.isPending,
    pendingChoice: choice.isPending ? choice.variables?.text : undefined,
    creditDialog: credit.dialogProps,
  };
}
