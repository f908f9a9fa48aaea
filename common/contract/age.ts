import { z } from 'zod';
import { AGE_METHODS, AGE_VERIFICATION_STATUSES } from '../catalogue/age';

export const ageMethodSchema = z.enum(AGE_METHODS, { error: `method must be one of ${AGE_METHODS.join(', ')}` });

/** What the current visitor (guest or user) needs, and has, to read and hear stories here. */
export const ageStatusSchema = z.object({
  /** Whether the gate applies to this visitor (the setting and, when regional, their country). */
  required: z.boolean(),
  /** Whether the signed-in user is a verified adult (false for a guest). */
  verified: z.boolean(),
  /** The methods this site offers, best first. */
  methods: z.array(ageMethodSchema),
  /** How and when the user was verified, when they are. */
  verification: z.object({ method: ageMethodSchema, verifiedAt: z.string() }).nullable(),
});
export type AgeStatus = z.infer<typeof ageStatusSchema>;

export const startAgeVerificationBodySchema = z.object({ method: ageMethodSchema });

export const ageVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(AGE_VERIFICATION_STATUSES),
  /** The provider's hosted page, where the method has one. */
  url: z.string().optional(),
});
export type AgeVerification = z.infer<typeof ageVerificationSchema>;

export const demoAgeCompleteBodySchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required'),
});

export const ageRevokeResponseSchema = z.object({ revoked: z.boolean() });
export type AgeRevokeResponse = z.infer<typeof ageRevokeResponseSchema>;
