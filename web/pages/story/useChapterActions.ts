import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { PaidAction } from '#common/rules/actionCost';
import type { Chapter, ChapterWritten, Story } from '#common/contract';
import { messageOf } from '#web/api/client';
import { editChapter, regenerateChapter } from '#web/api/steering';
import { chooseChoice, continueStory, retryChapter, storyKeys, storyQueries, unlockChapter } from '#web/api/stories';
import { keepVersion, takePath, treeQueries } from '#web/api/tree';
import { useIntentMutation } from '#web/api/useIntentMutation';
import { priceFor, shortReason } from '#web/components/price/actionPrice';
import { useCreditDialog } from '#web/components/story/useCreditDialog';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

/**
 * Everything that writes or unlocks a chapter of this story, with the spec's toasts and the
 * credit-dialog rule; `onChapter` is told which chapter to show next. Each click is one intent:
 * repeats while it runs are ignored, and a price the balance does not cover opens the credit
 * dialog without asking the server.
 */
export function useChapterActions(story: Story, onChapter: (n: number) => void) {
  const queryClient = useQueryClient();
  const { user, isAuthenticated, refreshUser } = useAuth();
  const credit = useCreditDialog();
  const navigate = useNavigate();
  const location = useLocation();

  const written = async ({ story: next, chapter }: ChapterWritten) => {
    queryClient.setQueryData(storyQueries.detail(story._id).queryKey, next);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: storyKeys.chapters(story._id) }),
      queryClient.invalidateQueries({ queryKey: storyKeys.tree(story._id) }),
    ]);
    void refreshUser();
    onChapter(chapter.number);
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (credit.offerFor(error)) return;
    toast({ variant: 'destructive', title: fallback, description: messageOf(error, '') || undefined });
  };
  /** Runs `send` unless the balance is short of the action's price, in which case the credit dialog opens. */
  const paid = (action: PaidAction, send: () => void) => {
    const price = priceFor(action, user);
    if (price.short) return credit.show('credits', shortReason(price));
    send();
  };

  const continuation = useIntentMutation({
    mutationFn: ({ conclude, direction }: { conclude: boolean; direction: string }, key: string) =>
      continueStory(story._id, conclude, direction, key),
    onSuccess: async (answer, { conclude }) => {
      toast({
        title: 'Story Continued',
        description: conclude ? 'The final chapter is being written.' : 'A new chapter is being written.',
      });
      await written(answer);
    },
    onError: failed('Failed to continue story. Please try again.'),
  });

  const choice = useIntentMutation({
    mutationFn: ({ chapter, text, own }: { chapter: number; text: string; own: boolean }, key: string) =>
      chooseChoice(story._id, chapter, text, key, own),
    onSuccess: async (answer) => {
      toast({ title: 'Choice Made', description: 'The story follows your choice.' });
      await written(answer);
    },
    onError: failed('Failed to make choice. Please try again.'),
  });

  const retry = useIntentMutation({
    mutationFn: (chapter: number, key: string) => retryChapter(story._id, chapter, key),
    onSuccess: written,
    onError: failed('Failed to continue story. Please try again.'),
  });

  const regenerate = useIntentMutation({
    mutationFn: (chapter: number, key: string) => regenerateChapter(story._id, chapter, key),
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

  const unlock = useIntentMutation({
    mutationFn: ({ chapter, leaf }: { chapter: number; leaf?: string }, key: string) =>
      unlockChapter(story._id, chapter, key, leaf),
    onSuccess: async () => {
      toast({ title: 'Chapter Unlocked', description: 'Enjoy the rest of the story.' });
      await Promise.all([
        refreshUser(),
        queryClient.invalidateQueries({ queryKey: storyKeys.chapters(story._id) }),
        queryClient.invalidateQueries({ queryKey: storyKeys.tree(story._id) }),
      ]);
    },
    onError: (error) => {
      if (credit.offerFor(error)) return;
      toast({ variant: 'destructive', title: messageOf(error, 'Failed to unlock chapter. Please try again.') });
    },
  });

  const version = useMutation({
    mutationFn: ({ chapter, version: v }: { chapter: number; version: number }) => keepVersion(story._id, chapter, v),
    onSuccess: async (answer) => {
      toast({ title: 'Version Kept', description: 'Readers now read this version.' });
      await written(answer);
    },
    onError: failed('Failed to keep this version. Please try again.'),
  });

  const path = useMutation({
    mutationFn: (leaf: string) => takePath(story._id, leaf),
    onSuccess: async (tree) => {
      queryClient.setQueryData(treeQueries.tree(story._id).queryKey, tree);
      toast({ title: 'Main Path Changed', description: 'Readers now follow this path.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.chapters(story._id) }),
        queryClient.invalidateQueries({ queryKey: storyQueries.detail(story._id).queryKey, exact: true }),
      ]);
    },
    onError: failed('Failed to change the main path. Please try again.'),
  });

  /** `leaf` names the branch the chapter is on, when it is not the main path. */
  const unlockOrLogin = (chapter: Chapter, leaf?: string) => {
    if (isAuthenticated)
      return paid({ kind: 'unlock', chapterTextCreditsCost: chapter.textCreditsCost }, () =>
        unlock.mutate({ chapter: chapter.number, leaf }),
      );
    const back = `${location.pathname}${location.search}`.slice(1);
    void navigate(`/login?redirect=${encodeURIComponent(back)}`);
  };

  return {
    continueStory: (direction = '') =>
      paid({ kind: 'continue' }, () => continuation.mutate({ conclude: false, direction })),
    concludeStory: (direction = '') =>
      paid({ kind: 'conclude' }, () => continuation.mutate({ conclude: true, direction })),
    regenerate: (chapter: Chapter) =>
      paid({ kind: 'rewrite', chapterTextCreditsCost: chapter.textCreditsCost }, () =>
        regenerate.mutate(chapter.number),
      ),
    /** Resolves true once saved, so the editor can close. */
    edit: (chapter: number, content: string) =>
      edit.mutateAsync({ chapter, content }).then(
        () => true,
        () => false,
      ),
    saving: edit.isPending,
    /** `own`: the owner's own words instead of one of the choices. */
    choose: (chapter: number, text: string, own = false) =>
      paid({ kind: 'choice' }, () => choice.mutate({ chapter, text, own })),
    keepVersion: (chapter: number, v: number) => version.mutate({ chapter, version: v }),
    keeping: version.isPending,
    /** Resolves once chapter 1 … `leaf` is the main path. */
    takePath: (leaf: string) => path.mutateAsync(leaf),
    retry: (chapter: Chapter) =>
      paid({ kind: 'rewrite', chapterTextCreditsCost: chapter.textCreditsCost }, () => retry.mutate(chapter.number)),
    unlock: unlockOrLogin,
    pending: continuation.isPending || choice.isPending || retry.isPending || regenerate.isPending,
    unlocking: unlock.isPending,
    pendingChoice: choice.isPending ? choice.variables?.text : undefined,
    creditDialog: credit.dialogProps,
  };
}
