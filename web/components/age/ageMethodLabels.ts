import type { AgeMethod } from '#common/catalogue/age';

/** How each method is offered, in plain words. */
export const AGE_METHOD_LABELS: Record<AgeMethod, { title: string; detail: string }> = {
  identity: {
    title: 'Photo ID and selfie',
    detail: 'Show a passport, driving licence or ID card and take a selfie, on Stripe Identity’s secure page.',
  },
  card: {
    title: 'Credit card check',
    detail: 'Confirm a credit card on Stripe’s secure page. Nothing is charged; only credit cards are accepted.',
  },
  demo: {
    title: 'Demo check',
    detail: 'This site runs in demo mode: nothing is checked, and one tap marks your account as verified.',
  },
};
