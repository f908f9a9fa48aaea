import { ChevronDown } from 'lucide-react';
import { FIRST_SUBSCRIPTION_DISCOUNT } from '#common/catalogue/plans';
import { percent } from '#web/lib/price';

const questions = [
  {
    q: 'When does a plan change take effect?',
    a: 'Upgrades apply immediately, with the extra credits of the bigger plan. Downgrades take effect at the next billing cycle.',
  },
  {
    q: 'What happens if I cancel?',
    a: 'You keep your plan and its benefits until the end of the period you paid for, then return to the free plan. Your stories and credits stay with you.',
  },
  {
    q: 'Is there a discount for new members?',
    a: `Yes: your first premium subscription gets ${percent(FIRST_SUBSCRIPTION_DISCOUNT)} off its first month.`,
  },
  {
    q: 'Do unused monthly credits disappear?',
    a: 'No. Monthly credits are added to your balance and roll over; purchased credits never expire.',
  },
];

export function UpgradeFaq() {
  return (
    <section aria-labelledby="upgrade-faq" className="mx-auto max-w-3xl space-y-4">
      <h2 id="upgrade-faq" className="text-center text-4xl font-semibold">
        Questions
      </h2>
      {questions.map(({ q, a }) => (
        <details key={q} className="group rounded-xl border border-border bg-card/60 open:border-primary/30">
          <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium">
            {q}
            <ChevronDown
              className="size-4 shrink-0 text-primary transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-sm text-foreground/80">{a}</p>
        </details>
      ))}
    </section>
  );
}
