import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Headphones, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AudioInfo, Chapter, SpeechGenerateResponse, Story } from '#common/contract';
import { narrationCost } from '#common/rules/listeningTime';
import { ApiRequestError, messageOf } from '#web/api/client';
import { fetchAudioInfo, generateSpeech, narrationKeys } from '#web/api/narration';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
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

/** While a fresh narration is still being made, its marks arrive with the finished audio: ask again until then. */
const MARKS_POLL_MS = 3000;

type Generated = { result: SpeechGenerateResponse } | { failure: string };

/** The narration of the chapter being read: a generate prompt, then a player. */
export function StoryAudio({ story, chapter, autoPlay = false, onFinished }: StoryAudioProps) {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const credits = useCreditDialog();
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<Generated>();
  const infoKey = narrationKeys.audio(story._id, chapter.number);
  // Also holds what this session generated, so coming back to the chapter shows the player.
  const justGenerated = generated !== undefined && 'result' in generated;
  const info = useQuery({
    queryKey: infoKey,
    queryFn: ({ signal }) => fetchAudioInfo(story._id, chapter.number, signal),
    enabled: Boolean(chapter.audioUrl) || justGenerated,
    refetchInterval: (query) => (justGenerated && !query.state.data?.marks.length ? MARKS_POLL_MS : false),
  });
  const cost = narrationCost(chapter.content ?? '');
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
  const playerProps = { storyId: story._id, media, onFinished };

  async function generate() {
    if (!user) return;
    if (user.audioCredits < cost)
      return credits.show('credits', `Narrating this chapter needs ${cost} audio credit${cost === 1 ? '' : 's'}.`);
    setGenerating(true);
    try {
      const result = await generateSpeech({
        text: chapter.content ?? '',
        voiceId: narrationVoiceId(story.settings),
        storyId: story._id,
        chapterNumber: chapter.number,
      });
      setGenerated({ result });
      queryClient.setQueryData<AudioInfo>(infoKey, {
        audioUrl: result.audioUrl,
        fallback: result.fallback,
        message: result.message,
        marks: [],
      });
      toast({ title: 'Audio Generated', description: 'Your narration is ready to play.' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) credits.show('credits', error.message);
      else {
        const failure = messageOf(error, AUDIO_MESSAGES.generateFailed);
        setGenerated({ failure });
        toast({
          title: AUDIO_MESSAGES.generateFailed,
          description: failure === AUDIO_MESSAGES.generateFailed ? undefined : failure,
          variant: 'destructive',
        });
      }
    } finally {
      setGenerating(false);
      void refreshUser();
    }
  }

  if (generated && 'result' in generated) {
    const { result } = generated;
    return (
      <AudioPlayer
        {...playerProps}
        src={result.audioUrl}
        inProgress={result.inProgress}
        autoPlay
        problem={result.fallback ? result.message : undefined}
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
  if (info.isLoading) return null;
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
            Listen to this chapter: narration costs{' '}
            <strong>
              {cost} audio credit{cost === 1 ? '' : 's'}
            </strong>
            . You have {user.audioCredits}.
          </span>
        ) : (
          <span>
            <Link to="/login" className="text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>{' '}
            to have this chapter narrated ({cost} audio credit{cost === 1 ? '' : 's'}).
          </span>
        )}
      </p>
      {user && (
        <Button size="sm" onClick={() => void generate()} disabled={generating}>
          {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Headphones aria-hidden="true" />}
          {generating ? 'Generating…' : 'Generate audio'}
        </Button>
      )}
      <CreditDialog {...credits.dialogProps} />
    </section>
  );
}
