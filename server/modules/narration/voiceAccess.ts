import { ApiError } from '#common/errors';
import { mayUseVoice } from '#common/rules/voiceTier';
import { viewerOf } from '#server/policies/viewer';
import { VOICE_ERROR_MESSAGES } from '#server/providers/voice/errors';
import type { VoiceProvider } from '#server/providers/voice/port';
import type { UserRow } from '../users/users.repo';

/**
 * Refuses a premium voice to a plan below Seduction, before anything is charged or synthesised.
 * An id the provider does not list is left to the provider (the built-in voice reads it in its first, free voice).
 */
export async function assertVoiceAllowed(voice: VoiceProvider, user: UserRow, voiceId: string): Promise<void> {
  const chosen = (await voice.listVoices()).find((v) => v.id === voiceId);
  if (chosen && !mayUseVoice(viewerOf(user), chosen.category))
    throw new ApiError('PREMIUM_REQUIRED', VOICE_ERROR_MESSAGES.plan);
}
