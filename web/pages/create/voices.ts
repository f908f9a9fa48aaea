import { planTier } from '#common/catalogue/plans';
import type { User, VoiceOption } from '#common/contract';
import { mayUseVoice, voiceTier } from '#common/rules/voiceTier';

export const voiceTierLabel = (voice: VoiceOption) => voiceTier(voice.category);

export const isFreeVoice = (voice: VoiceOption) => voiceTierLabel(voice) === 'Free Voice';

/** Whether this user's plan may narrate in the voice (the server refuses otherwise). */
export function voiceAllowedFor(user: Pick<User, 'subscription' | 'role'> | null | undefined, voice: VoiceOption) {
  return mayUseVoice(user ? { tier: planTier(user.subscription), role: user.role } : undefined, voice.category);
}

/** The first premade voice, else the first voice. */
export function defaultVoice(voices: readonly VoiceOption[]): VoiceOption | undefined {
  return voices.find(isFreeVoice) ?? voices[0];
}

/** The voice's labels in the spec's order: gender, accent, age, use case. */
export function voiceLabels(voice: VoiceOption): string[] {
  const { gender, accent, age, use_case } = voice.labels;
  return [gender, accent, age, use_case].filter((label): label is string => Boolean(label));
}
