import { FIRST_SUBSCRIPTION_DISCOUNT, PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { percent } from '#web/lib/price';
import { GuideSection } from './GuideSection';

const questions = [
  {
    q: 'Do purchased credits expire?',
    a: 'No. Purchased credits never expire, and monthly plan credits roll over while you use them.',
  },
  { q: 'Do premium members pay less for packs?', a: `Yes, ${percent(PREMIUM_PACK_DISCOUNT)} off every credit pack.` },
  {
    q: 'Is there an offer for new subscribers?',
    a: `Your first premium subscription gets ${percent(FIRST_SUBSCRIPTION_DISCOUNT)} off its first month.`,
  },
  {
    q: 'Can I get a refund?',
    a: 'Used credits are non-refundable. A refund may be considered within 7 days only for a technical access issue.',
  },
  {
    q: 'What if I cancel my plan?',
    a: 'You keep your plan until the end of the paid period; your stories and credits stay with you.',
  },
];

export function GuideFaqTab() {
  return (
    <GuideSection title="Questions" lead="The short answers about paying for Reverie.">
      <dl className="grid gap-4 md:grid-cols-2">
        {questions.map(({ q, a }) => (
          <div key={q} className="rounded-xl border border-border bg-card/60 p-5">
            <dt className="font-semibold">{q}</dt>
            <dd className="mt-1 text-sm text-foreground/80">{a}</dd>
          </div>
        ))}
      </dl>
    </GuideSection>
  );
}
