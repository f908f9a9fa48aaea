import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Headphones, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { Story, StoryNarrationPrice } from '#common/contract';
import { ApiRequestError, messageOf } from '#web/api/client';
import { fetchStoryNarrationPrice, generateStorySpeech, narrationKeys } from '#web/api/narration';
import { storyKeys, storyQueries } from '#web/api/stories';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { CreditDialog } from '../story/CreditDialog';
import { useCreditDialog } from '../story/useCreditDialog';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../ui/dialog';
import { narrationVoiceId } from './audioState';

const AWAIT_AUDIO_POLL_MS = 3000;

const credits = (n: number) => `${n} audio credit${n === 1 ? '' : 's'}`;

/** The author narrates every ready chapter in one go, after seeing the total price. */
export default function WholeStoryNarration({ story }: { story: Story }) {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const creditDialog = useCreditDialog();
  const [price, setPrice] = useState<StoryNarrationPrice>();
  const [busy, setBusy] = useState(false);
  const voiceId = narrationVoiceId(story.settings);
  // Chapters show their player once their narration is stored: ask for them again until then.
  const [awaiting, setAwaiting] = useState<number[]>([]);
  const chapters = useQuery({
    ...storyQueries.chapters(story._id),
    refetchInterval: awaiting.length ? AWAIT_AUDIO_POLL_MS : false,
  });
  const stillAwaiting = awaiting.some((n) => !chapters.data?.find((c) => c.number === n)?.audioUrl);
  if (awaiting.length && !stillAwaiting) setAwaiting([]);

  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 402) creditDialog.show('credits', error.message);
    else toast({ variant: 'destructive', title: messageOf(error, 'Failed to generate audio. Please try again.') });
  };

  async function quote() {
    setBusy(true);
    try {
      setPrice(await fetchStoryNarrationPrice(story._id, voiceId));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function narrateAll() {
    if (!price || !user) return;
    if (price.totalAudioCredits > user.audioCredits) {
      setPrice(undefined);
      return creditDialog.show('credits', `Narrating the whole story needs ${credits(price.totalAudioCredits)}.`);
    }
    setBusy(true);
    try {
      const result = await generateStorySpeech({ storyId: story._id, voiceId });
      setPrice(undefined);
      setAwaiting(result.chapters.filter((c) => c.inProgress).map((c) => c.number));
      toast({
        title: 'Audio Generated',
        description: `${result.chapters.length} chapters narrated for ${credits(result.charged)}.`,
      });
      await queryClient.invalidateQueries({ queryKey: storyKeys.detail(story._id) });
      await queryClient.invalidateQueries({ queryKey: narrationKeys.story(story._id) });
    } catch (error) {
      setPrice(undefined);
      fail(error);
    } finally {
      setBusy(false);
      void refreshUser();
    }
  }

  const toNarrate = price?.chapters.filter((c) => !c.narrated).length ?? 0;
  return (
    <>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void quote()}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Headphones aria-hidden="true" />}
        Listen to the whole story
      </Button>
      <Dialog open={price !== undefined} onOpenChange={(open) => !open && setPrice(undefined)}>
        <DialogContent>
          <DialogTitle>Listen to the whole story</DialogTitle>
          <DialogDescription>
            {price && toNarrate === 0
              ? 'Every chapter is already narrated in this voice: it costs nothing.'
              : `Narrating ${toNarrate} of ${price?.chapters.length ?? 0} chapters costs ${credits(price?.totalAudioCredits ?? 0)}. You have ${user?.audioCredits ?? 0}.`}
          </DialogDescription>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setPrice(undefined)}>
              Cancel
            </Button>
            <Button disabled={busy} onClick={() => void narrateAll()}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Narrate for {credits(price?.totalAudioCredits ?? 0)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <CreditDialog {...creditDialog.dialogProps} />
    </>
  );
}
