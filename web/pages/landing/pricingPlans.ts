import { PLANS, type Plan } from '#common/catalogue';

/** The landing page's monthly offers, in the words the spec advertises them with. */
export const LANDING_PLANS: { plan: Plan; bullets: string[] }[] = [
  {
    plan: PLANS.essentiel,
    bullets: [
      'Up to 2 personalised text stories',
      '1 free audio of about 1 to 2 min',
      'Standard voice',
      'No premium library',
      'Welcome bonus: +2 audios in the first month',
    ],
  },
  {
    plan: PLANS.seduction,
    bullets: [
      'Up to 12 text stories',
      '12 audio credits (about 30 minutes)',
      'Expressive voices',
      'Partial premium audio library',
    ],
  },
  {
    plan: PLANS.intimacy,
    bullets: [
      'Up to 25 text stories',
      '24 audio credits (about 60 minutes)',
      'Expressive and immersive voices',
      'Full premium library',
      'Tailored suggestions and exclusive stories',
    ],
  },
];
