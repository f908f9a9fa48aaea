import { isPlanId, type PlanId } from '#common/catalogue/plans';

interface GalleryCopy {
  title: string;
  badge: string;
  intro: string;
  /** Lower plans are invited to the full library. */
  upsell: boolean;
}

const copy: Record<Exclude<PlanId, 'free'>, GalleryCopy> = {
  essentiel: {
    title: 'Premium Gallery',
    badge: 'Essential · Basic Access',
    intro: 'A first taste of the premium library, written by our most inspired members.',
    upsell: true,
  },
  seduction: {
    title: 'Seduction Gallery',
    badge: 'Seduction · Early Access',
    intro: 'Premium stories before anyone else: early access to the library’s newest tales.',
    upsell: true,
  },
  intimacy: {
    title: 'Intimacy Collection',
    badge: 'Intimacy · Full Access',
    intro: 'The whole premium library, exclusive stories included. Nothing held back.',
    upsell: false,
  },
};

/** The gallery's heading and badge for a plan; anything else reads as the basic gallery. */
export function galleryCopy(plan: string | undefined): GalleryCopy {
  return plan && isPlanId(plan) && plan !== 'free' ? copy[plan] : copy.essentiel;
}
