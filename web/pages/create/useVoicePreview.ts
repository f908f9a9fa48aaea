import { useEffect, useRef, useState } from 'react';
import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import type { VoiceOption } from '#common/contract';
import { messageOf } from '#web/api/client';
import { previewVoice } from '#web/api/stories';
import { narrationVoiceId } from './storyForm';

const PREVIEW_FAILED = 'Failed to generate audio. Please try again.';

/** Plays the fixed sample sentence in a voice; one preview at a time; pressing the playing one again stops it. */
export function useVoicePreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [loadingId, setLoadingId] = useState<string>();
  const [playingId, setPlayingId] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    setPlayingId(undefined);
  };

  useEffect(() => () => audio.current?.pause(), []);

  const preview = async (voice: VoiceOption) => {
    const wasPlaying = playingId === voice.id;
    stop();
    if (wasPlaying) return;
    setLoadingId(voice.id);
    setErrors(({ [voice.id]: _dropped, ...rest }) => rest);
    try {
      const { audioUrl } = await previewVoice(VOICE_PREVIEW_SENTENCE, narrationVoiceId(voice));
      const element = new Audio(audioUrl);
      audio.current = element;
      const finished = () => {
        if (audio.current === element) stop();
      };
      element.addEventListener('ended', finished);
      element.addEventListener('error', finished);
      await element.play();
      if (audio.current === element) setPlayingId(voice.id);
    } catch (error) {
      setErrors((current) => ({ ...current, [voice.id]: messageOf(error, PREVIEW_FAILED) }));
    } finally {
      setLoadingId(undefined);
    }
  };

  return { preview, loadingId, playingId, errors };
}
