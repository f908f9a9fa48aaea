import { FIXED_VOICE_IDS } from '#common/catalogue/voices';
import { ApiError, badRequest } from '#common/errors';
import type { VoiceProvider } from '#server/providers/voice/port';

export const UNKNOWN_VOICE_MESSAGE = 'voiceId must be one of the voices offered';

/** A voice the voice list offers (or one of the fixed ids the client maps names to); anything else is a 400. */
export async function requireKnownVoice(voice: VoiceProvider, voiceId: string): Promise<void> {
  if (Object.values(FIXED_VOICE_IDS).includes(voiceId)) return;
  let offered;
  try {
    offered = await voice.listVoices();
  } catch {
    throw new ApiError('PROVIDER_FAILED', 'Could not load the voices. Please try again.');
  }
  if (!offered.some((option) => option.id === voiceId)) throw badRequest(UNKNOWN_VOICE_MESSAGE);
}
