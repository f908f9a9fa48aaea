/** Why a text was refused: it involves someone under 18, names a real person, or (by a model judge) lacks consent or is otherwise illegal. */
export type RefusalReason = 'minor' | 'real_person' | 'non_consent' | 'illegal';

export type Verdict = { allowed: true } | { allowed: false; reason: RefusalReason };

/** Checks text users send and text the writer writes. Implementations: the built-in rules, alone or with a remote service. */
export interface Moderator {
  readonly name: string;
  /** Judges the texts together; refuses when any one of them breaks the rules. */
  check(texts: string[]): Promise<Verdict>;
}

/** The moderation service could not give an answer; nothing may pass unchecked. */
export class ModerationUnavailableError extends Error {}

export const ALLOWED: Verdict = { allowed: true };
