import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Story, VoiceOption } from '#common/contract';
import { ApiRequestError } from '#web/api/client';
import { generateStory, storyKeys, storyQueries } from '#web/api/stories';
import { useIntentMutation } from '#web/api/useIntentMutation';
import { priceFor, shortReason } from '#web/components/price/actionPrice';
import { useCreditDialog } from '#web/components/story/useCreditDialog';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { accessNotice } from './accessOptions';
import { type StoryForm, generateBody } from './storyForm';

/** A refusal worth showing in the server's words (safety, validation, limits); 5xx stay generic. */
const serverReason = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;

/** Said when the wizard is sent without a title (the field itself shows the contract's message). */
export const announceMissingTitle = () =>
  toast({ variant: 'destructive', title: 'Missing Title', description: 'Please provide a title for your story.' });

/** Takes the checked wizard, applies the credit-dialog rule, then creates the story and opens it. */
export function useGenerateStory({ onMissingVoice }: { onMissingVoice: () => void }) {
  const { user, isPremium, hasCredits, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const credit = useCreditDialog();
  const tier = user?.tier ?? 0;

  const mutation = useIntentMutation({
    mutationFn: generateStory,
    onSuccess: async (story: Story) => {
      queryClient.setQueryData(storyQueries.detail(story._id).queryKey, story);
      toast({ title: 'Story Generated', description: 'Your story is being written — watch it appear.' });
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: storyKeys.public });
      await navigate(`/story/${story._id}`);
    },
    onError: (error) => {
      if (credit.offerFor(error)) return;
      toast({
        variant: 'destructive',
        title: 'Failed to generate story. Please try again.',
        description: serverReason(error),
      });
    },
  });

  const submit = (form: StoryForm, voice: VoiceOption | undefined) => {
    if (!voice) {
      toast({
        variant: 'destructive',
        title: 'Missing Voice',
        description: 'Please select a narration voice for your story.',
      });
      onMissingVoice();
      return;
    }
    if (!isPremium && !hasCredits) {
      credit.show('credits');
      return;
    }
    const price = priceFor({ kind: 'generate', length: form.length }, user);
    if (price.short) {
      credit.show('credits', shortReason(price));
      return;
    }
    const notice = accessNotice(tier, form.accessType);
    if (notice) {
      credit.show('premium', notice);
      return;
    }
    mutation.mutate(generateBody(form, voice));
  };

  return { submit, generating: mutation.isPending, tier, creditDialog: credit.dialogProps };
}
