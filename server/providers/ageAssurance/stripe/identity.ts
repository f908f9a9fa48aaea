import type Stripe from 'stripe';
import { AGE_LIMIT } from '#common/catalogue/age';
import type { AgeCheckEvent, StartAgeCheckInput, StartedAgeCheck } from '../port';

/** A government ID matched to a live selfie, on Stripe's hosted page. */
export function startIdentityCheck(stripe: Stripe) {
  return async (input: StartAgeCheckInput): Promise<StartedAgeCheck> => {
    const session = await stripe.identity.verificationSessions.create({
      type: 'document',
      options: { document: { require_live_capture: true, require_matching_selfie: true } },
      client_reference_id: input.verificationId,
      metadata: { verificationId: input.verificationId, userId: input.userId },
      return_url: input.returnUrl,
    });
    if (!session.url) throw new Error('Stripe returned no address for the identity check');
    return { reference: session.id, url: session.url };
  };
}

/** Whole years between a date of birth and now. */
function ageOn(dob: Stripe.Identity.VerificationSession.VerifiedOutputs.Dob, now: Date): number | undefined {
  if (!dob.year || !dob.month || !dob.day) return undefined;
  const hadBirthday =
    now.getUTCMonth() + 1 > dob.month || (now.getUTCMonth() + 1 === dob.month && now.getUTCDate() >= dob.day);
  return now.getUTCFullYear() - dob.year - (hadBirthday ? 0 : 1);
}

/**
 * The verdict of a verified session: the date of birth read from the document is asked for, compared
 * with the age limit here, and dropped; only yes or no leaves this function.
 */
export async function identityOutcome(
  stripe: Stripe,
  session: Stripe.Identity.VerificationSession,
  now = new Date(),
): Promise<AgeCheckEvent> {
  const verified = await stripe.identity.verificationSessions.retrieve(session.id, {
    expand: ['verified_outputs.dob'],
  });
  const dob = verified.verified_outputs?.dob;
  const age = dob ? ageOn(dob, now) : undefined;
  const adult = verified.status === 'verified' && age !== undefined && age >= AGE_LIMIT;
  return { type: 'decided', reference: session.id, verificationId: session.metadata?.verificationId, adult };
}
