import { randomBytes } from 'node:crypto';
import { InvalidAgeWebhookError, type AgeAssuranceProvider } from './port';

/**
 * The embedded default, clearly a stand-in: it checks nothing. Its checks are completed by
 * POST /api/age/demo/complete, as a provider's webhook would; production refuses it (server/config.ts).
 */
export function createDemoAgeAssurance(): AgeAssuranceProvider {
  return {
    name: 'demo',
    demo: true,
    methods: ['demo'],
    async start() {
      return { reference: `demo_age_${randomBytes(12).toString('hex')}` };
    },
    async parseWebhook() {
      throw new InvalidAgeWebhookError('The demo age check sends no webhooks');
    },
  };
}
