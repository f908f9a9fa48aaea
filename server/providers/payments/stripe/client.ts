import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** Another address for the API (a local imitation in tests). */
  apiBase?: string;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { telemetry: false });
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol.replace(':', '') as 'http' | 'https',
    telemetry: false,
    maxNetworkRetries: 0,
  });
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}
