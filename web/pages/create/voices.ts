import type { VoiceOption } from '#common/contract';

export const isFreeVoice = (voice: VoiceOption) => voice.category === 'premade';

export const voiceTierLabel = (voice: VoiceOption) => (isFreeVoice(voice) ? 'Free Voice' : 'Premium Voice');

/** The first premade voice, else the first voice. */
export function defaultVoice(voices: readonly VoiceOption[]): VoiceOption | undefined {
  return voices.find(isFreeVoice) ?? voices[0];
}

/** The voice's labels in the spec's order: gender, accent, age, use case. */
export function voiceLabels(voice: VoiceOption): string[] {
  const { gender, accent, age, use_case } = voice.labels;
  return [gender, accent, age, use_case].filter((label): label is string => Boolean(label));
}
