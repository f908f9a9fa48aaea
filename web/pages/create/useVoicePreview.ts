import { useEffect, useRef, useState } from 'react';
import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue';
import type { VoiceOption } from '#common/contract';
import { messageOf } from '#web/api/client';
import { previewVoice } from '#web/api/stories';
import { narrationVoiceId } from './storyForm';

const PREVIEW_FAILED = 'Failed to generate audio. Please try again.';

/** Plays the fixed sample sentence in a voice; one preview at a time. */
export function useVoicePreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [loadingId, setLoadingId] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => () => audio.current?.pause(), []);

  const preview = async (voice: VoiceOption) => {
    audio.current?.pause();
    setLoadingId(voice.id);
    setErrors(({ [voice.id]: _dropped, ...rest }) => rest);
    try {
      const { audioUrl } = await previewVoice(VOICE_PREVIEW_SENTENCE, narrationVoiceId(voice));
      audio.current = new Audio(audioUrl);
      await audio.current.play();
    } catch (error) {
      setErrors((current) => ({ ...current, [voice.id]: messageOf(error, PREVIEW_FAILED) }));
    } finally {
      setLoadingId(undefined);
    }
  };

  return { preview, loadingId, errors };
}
