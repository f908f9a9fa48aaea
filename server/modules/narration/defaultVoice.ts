import type { StorySettings } from '#common/contract';
import { voiceTier } from '#common/rules/voiceTier';
import type { VoiceProvider } from '#server/providers/voice/port';

/**
 * A story asked for without a narration voice (the settings' default) gets the first Free Voice on offer,
 * so every client can narrate it as written. If the voices cannot be listed, the story is made without one.
 */
export async function withNarrationVoice(voice: VoiceProvider, settings: StorySettings): Promise<StorySettings> {
  if (settings.narrationVoiceId || settings.narrationVoice) return settings;
  const offered = await voice.listVoices().catch(() => []);
  const first = offered.find((option) => voiceTier(option.category) === 'Free Voice');
  return first ? { ...settings, narrationVoice: first.name, narrationVoiceId: first.id } : settings;
}
