import { FREE_VOICE_CATEGORY, PREMIUM_VOICE_MIN_TIER } from '../catalogue/access';

/** The spec's label for a voice's category. */
export type VoiceTier = 'Free Voice' | 'Premium Voice';

export function voiceTier(category: string): VoiceTier {
  return category === FREE_VOICE_CATEGORY ? 'Free Voice' : 'Premium Voice';
}

/** Free voices narrate for everyone; premium voices only from the Seduction tier up (admins always). */
export function mayUseVoice(viewer: { tier: number; role: string } | undefined, category: string): boolean {
  if (voiceTier(category) === 'Free Voice') return true;
  return viewer !== undefined && (viewer.role === 'admin' || viewer.tier >= PREMIUM_VOICE_MIN_TIER);
}
