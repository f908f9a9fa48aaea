import { FIRST_SUBSCRIPTION_DISCOUNT, PLAN_IDS, PLANS } from '#common/catalogue/plans';
import { planFeatures } from '#common/rules/offers';
import { euro, percent } from '#web/lib/price';
import { GuideSection } from './GuideSection';

export function PlansTab() {
  return (
    <GuideSection
      title="Monthly plans"
      lead={`Plans add their credits to your balance each month. Your first premium subscription gets ${percent(FIRST_SUBSCRIPTION_DISCOUNT)} off its first month; upgrades apply at once, downgrades at the next billing date.`}
    >
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-muted/60 text-xs tracking-wider text-muted-foreground uppercase">
            <tr>
              <th className="px-4 py-3">Plan</th>
              <th className="px-4 py-3">Price</th>
              <th className="px-4 py-3">Monthly credits</th>
              <th className="px-4 py-3">Highlights</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              return (
                <tr key={id}>
                  <td className="px-4 py-4">
                    <p className="text-lg font-semibold">{plan.name}</p>
                    <p className="text-xs text-muted-foreground italic">{plan.tagline}</p>
                  </td>
                  <td className="px-4 py-4 font-semibold text-primary">{euro(plan.priceCents)}/month</td>
                  <td className="px-4 py-4">{planFeatures(plan)[0]}</td>
                  <td className="px-4 py-4 text-foreground/80">{planFeatures(plan).slice(1).join(' · ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </GuideSection>
  );
}
