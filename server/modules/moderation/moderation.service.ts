import type { StorySettings } from '#common/contract';
import { ApiError, badRequest } from '#common/errors';
import { ModerationUnavailableError, type Moderator, type RefusalReason } from '#server/providers/moderation/port';

export const MINOR_REFUSAL = 'Stories cannot involve anyone under 18. Every character must be a consenting adult.';
export const REAL_PERSON_REFUSAL = 'Stories cannot be about real, named people. Please use fictional characters.';
export const MODERATION_UNAVAILABLE =
  'Content checks are unavailable right now, so nothing was saved or charged. Please try again in a moment.';

export const NON_CONSENT_REFUSAL =
  'Stories cannot depict sexual acts without consent. Every character must be a consenting adult.';
export const ILLEGAL_REFUSAL = 'Stories cannot depict illegal acts of this kind. Please change the request.';

export const REFUSALS: Record<RefusalReason, string> = {
  minor: MINOR_REFUSAL,
  real_person: REAL_PERSON_REFUSAL,
  non_consent: NON_CONSENT_REFUSAL,
  illegal: ILLEGAL_REFUSAL,
};

/** Every text of a story's settings, voice names included: they are shown to readers too. */
export function settingsTexts(settings: Partial<StorySettings> | undefined): string[] {
  return Object.values(settings ?? {}).filter((v): v is string => typeof v === 'string');
}

export const NAME_REFUSALS: Record<RefusalReason, string> = {
  minor: 'This name cannot be used: names must not refer to anyone under 18.',
  real_person: 'This name belongs to a well-known real person. Please choose another name.',
  non_consent: 'This name cannot be used. Please choose another name.',
  illegal: 'This name cannot be used. Please choose another name.',
};

/**
 * Refuses, with a 400 and the rule's message, texts that involve anyone under 18 or name a real
 * person. Runs before anything is charged or stored; when the moderation service cannot answer,
 * nothing passes unchecked (a 502).
 */
export async function assertAllowed(
  moderator: Moderator,
  texts: (string | null | undefined)[],
  messages: Record<RefusalReason, string> = REFUSALS,
): Promise<void> {
  const present = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  if (present.length === 0) return;
  let verdict;
  try {
    verdict = await moderator.check(present);
  } catch (error) {
    if (error instanceof ModerationUnavailableError) throw new ApiError('PROVIDER_FAILED', MODERATION_UNAVAILABLE);
    throw error;
  }
  if (!verdict.allowed) throw badRequest(messages[verdict.reason]);
}
