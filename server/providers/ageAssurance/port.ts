import type { AgeMethod } from '#common/catalogue/age';

export interface StartAgeCheckInput {
  method: AgeMethod;
  /** Our verification's id, echoed back by the provider's events. */
  verificationId: string;
  userId: string;
  /** Where the provider's hosted page sends the user afterwards. */
  returnUrl: string;
}

export interface StartedAgeCheck {
  /** The provider's id for this check. */
  reference: string;
  /** Its hosted page, when it has one. */
  url?: string;
}

/** A provider's verdict on one check. Only the verdict: never a document, a face or a date of birth. */
export type AgeCheckEvent =
  | { type: 'decided'; reference: string; verificationId?: string; adult: boolean }
  | { type: 'ignored'; providerType: string };

/** Thrown by parseWebhook when the signature does not match the payload (or is too old: a replay). */
export class InvalidAgeWebhookError extends Error {}

/** Age assurance: starts checks and reads their signed outcomes. It never sees the database. */
export interface AgeAssuranceProvider {
  name: string;
  /** True for the built-in stand-in that checks nothing. */
  demo: boolean;
  /** The methods it offers, best first. */
  methods: AgeMethod[];
  start(input: StartAgeCheckInput): Promise<StartedAgeCheck>;
  /** Verifies the signature and reads the verdict (asking the provider for what the event leaves out). */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): Promise<AgeCheckEvent>;
}
