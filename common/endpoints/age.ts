import type { z } from 'zod';
import type {
  AgeStatus,
  AgeVerification,
  demoAgeCompleteBodySchema,
  startAgeVerificationBodySchema,
} from '../contract';
import { endpoint } from '../endpoint';

/** Age assurance: the visitor's standing and the checks that establish it. */
export const ageEndpoints = {
  status: endpoint<AgeStatus>()('GET', '/api/age/status'),
  startVerification: endpoint<AgeVerification, z.input<typeof startAgeVerificationBodySchema>>()(
    'POST',
    '/api/age/verifications',
  ),
  completeDemo: endpoint<AgeVerification, z.input<typeof demoAgeCompleteBodySchema>>()(
    'POST',
    '/api/age/demo/complete',
  ),
};
