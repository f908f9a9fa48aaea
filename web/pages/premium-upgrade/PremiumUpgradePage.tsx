import { FIRST_SUBSCRIPTION_DISCOUNT, PLAN_IDS, PLANS } from '#common/catalogue/plans';
import { percent } from '#web/lib/price';
import { PlanCard } from './PlanCard';
import { UpgradeFaq } from './UpgradeFaq';
import { WhyPremium } from './WhyPremium';
import { usePlanChoice } from './usePlanChoice';

export default function PremiumUpgradePage() {
  const { current, firstMonthOffer, processing, choose, labelFor } = usePlanChoice();
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Plans</p>
        <h1 className="text-5xl font-semibold">Upgrade Your Experience</h1>
        <p className="text-foreground/75">Monthly credits, private stories, richer voices and the premium library.</p>
        {firstMonthOffer && (
          <p className="inline-block rounded-full bg-emerald-400/10 px-4 py-1.5 text-sm font-medium text-emerald-300">
            First-time premium upgrade gets {percent(FIRST_SUBSCRIPTION_DISCOUNT)} off your first month!
          </p>
        )}
      </header>
      <div className="grid gap-6 pt-3 md:grid-cols-2 xl:grid-cols-4">
        {PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            current={id === current}
            firstMonthOffer={firstMonthOffer}
            label={labelFor(id)}
            processing={processing === id}
            // The free plan's button stays clickable for free users: it answers "Already Active".
            disabled={processing !== null || (id === current && id !== 'free')}
            onChoose={() => choose(id)}
          />
        ))}
      </div>
      <WhyPremium />
      <UpgradeFaq />
    </div>
  );
}
