import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Headphones, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AudioInfo, Chapter, SpeechGenerateBody, SpeechGenerateResponse, Story } from '#common/contract';
import { ApiRequestError, messageOf } from '#web/api/client';
import { audioInfoPath, audioInfoQuery, generateSpeech } from '#web/api/narration';
import { useIntentMutation } from '#web/api/useIntentMutation';
import { useAuth } from '#web/lib/auth';
import { keepNarrationForOffline } from '#web/lib/offline';
import { toast } from '#web/lib/toast';
import { priceFor } from '../price/actionPrice';
import { CreditDialog } from '../story/CreditDialog';
import { useCreditDialog } from '../story/useCreditDialog';
import { Button } from '../ui/button';
import { AUDIO_MESSAGES, narrationVoiceId } from './audioState';
import { AudioPlayer, type PlayerMedia } from './AudioPlayer';
import { useReadAlong } from './readAlong';

export interface StoryAudioProps {
  story: Story;
  chapter: Chapter;
  /** Start playing at once (the previous chapter just finished). */
  autoPlay?: boolean;
  /** The chapter played to its end; `stop` when the sleep timer asked to stop there. */
  onFinished?(stop: boolean): void;
}

/**
 * A fresh narration is answered as soon as it is accepted: its state (still in progress, ready with
 * its marks, or failed with the reason) is asked for again until it settles.
 */
const NARRATION_POLL_MS = 2000;

const settled = (info: AudioInfo | undefined) =>
  info !== undefined && !info.inProgress && (info.fallback || info.marks.length > 0 || info.audioUrl === null);

type Generated = { result: SpeechGenerateResponse } | { failure: string };

/** The narration of the chapter being read: a generate prompt, then a player. */
export function StoryAudio({ story, chapter, autoPlay = false, onFinished }: StoryAudioProps) {
  const { user, refreshUser, isLoading: sessionLoading } = useAuth();
  const queryClient = useQueryClient();
  const credits = useCreditDialog();
  const [generated, setGenerated] = useState<Generated>();
  const infoQuery = audioInfoQuery(story._id, chapter.number);
  // Also holds what this session generated, so coming back to the chapter shows the player. A
  // signed-in reader may have a narration of their own even where the owner shows none.
  const justGenerated = generated !== undefined && 'result' in generated;
  const info = useQuery({
    ...infoQuery,
    enabled: Boolean(chapter.audioUrl) || Boolean(user) || justGenerated,
    refetchInterval: (query) => (justGenerated && !settled(query.state.data) ? NARRATION_POLL_MS : false),
  });
  const price = priceFor({ kind: 'narrate', text: chapter.content ?? '' }, user);
  const publish = useReadAlong()?.publish;
  const marks = info.data?.marks;
  useEffect(() => {
    if (marks) publish?.({ marks });
  }, [marks, publish]);
  const media: PlayerMedia = {
    chapter: chapter.number,
    title: `Chapter ${chapter.number}`,
    storyTitle: story.title,
    artworkUrl: story.imageUrl,
    atmosphere: story.settings.atmosphere,
  };
  // Played once, a finished narration is kept to play again offline.
  const [played, setPlayed] = useState(false);
  const infoData = info.data;
  useEffect(() => {
    if (!played || !infoData?.audioUrl || infoData.inProgress || infoData.fallback) return;
    void keepNarrationForOffline(audioInfoPath(story._id, chapter.number), {
      ...infoData,
      audioUrl: infoData.audioUrl,
    });
  }, [played, infoData, story._id, chapter.number]);
  const playerProps = { storyId: story._id, media, onFinished, onPlayed: () => setPlayed(true) };

  const narration = useIntentMutation({
    mutationFn: (body: SpeechGenerateBody, key: string) => generateSpeech(body, key),
    onSuccess: (result) => {
      setGenerated({ result });
      queryClient.setQueryData(infoQuery.queryKey, (known) => ({
        ...known,
        audioUrl: result.audioUrl,
        fallback: result.fallback,
        message: result.message,
        marks: [],
        inProgress: result.inProgress,
      }));
      toast({
        title: 'Audio Generated',
        description: result.inProgress ? 'Your narration plays as it is made.' : 'Your narration is ready to play.',
      });
      void refreshUser();
    },
    onError: (error) => {
      void refreshUser();
      if (error instanceof ApiRequestError && error.status === 402) return credits.show('credits', error.message);
      const failure = messageOf(error, AUDIO_MESSAGES.generateFailed);
      setGenerated({ failure });
      toast({
        title: AUDIO_MESSAGES.generateFailed,
        description: failure === AUDIO_MESSAGES.generateFailed ? undefined : failure,
        variant: 'destructive',
      });
    },
  });
  const generating = narration.isPending;

  function generate() {
    if (!user) return;
    if (price.short) return credits.show('credits', `Narrating this chapter needs ${price.label}.`);
    narration.mutate({
      text: chapter.content ?? '',
      voiceId: narrationVoiceId(story.settings),
      storyId: story._id,
      chapterNumber: chapter.number,
    });
  }

  if (generated && 'result' in generated) {
    const { result } = generated;
    // A narration that fails after it was accepted reports why through the audio info (another
    // instance's failure only by its absence).
    const failed = info.data?.fallback
      ? info.data.message
      : info.data?.audioUrl === null
        ? AUDIO_MESSAGES.generateFailed
        : undefined;
    return (
      <AudioPlayer
        {...playerProps}
        src={result.audioUrl}
        inProgress={result.inProgress}
        autoPlay
        problem={result.fallback ? result.message : failed}
      />
    );
  }
  if (generated) return <AudioPlayer {...playerProps} src={null} problem={generated.failure} />;
  if (info.data?.audioUrl)
    return (
      <AudioPlayer
        {...playerProps}
        src={info.data.audioUrl}
        autoPlay={autoPlay}
        problem={info.data.fallback ? info.data.message : undefined}
      />
    );
  // A signed-in reader whose session is still loading is neither asked to sign in nor shown a price yet.
  if (info.isLoading || sessionLoading) return null;
  // Without the audio info, the player's own size check still guards the file.
  if (chapter.audioUrl) return <AudioPlayer {...playerProps} src={chapter.audioUrl} autoPlay={autoPlay} />;

  return (
    <section
      aria-label="Narration"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-primary/40 bg-card/50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm">
        <Headphones className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        {user ? (
          <span>
            Listen to this chapter: narration costs <strong>{price.label}</strong>. You have {user.audioCredits}
            {price.short && ', not enough'}.
          </span>
        ) : (
          <span>
            <Link to="/login" className="text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>{' '}
            to have this chapter narrated ({price.label}).
          </span>
        )}
      </p>
      {user && (
        <Button size="sm" onClick={generate} disabled={generating}>
          {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Headphones aria-hidden="true" />}
          {generating ? 'Generating…' : 'Generate audio'}
        </Button>
      )}
      <CreditDialog {...credits.dialogProps} />
    </section>
  );
}
