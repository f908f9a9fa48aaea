import { Gem, Lock, type LucideIcon, Mic, Sparkles } from 'lucide-react';
import { PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { percent } from '#web/lib/price';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'Monthly credits',
    text: 'Fresh text and audio credits every month, added to your balance.',
  },
  {
    icon: Lock,
    title: 'Private stories',
    text: 'Keep any story for your eyes only, and change its visibility at any time.',
  },
  { icon: Mic, title: 'Expressive voices', text: 'Richer narrators that bring every whisper and every sigh to life.' },
  {
    icon: Gem,
    title: 'Premium library',
    text: `Early-access and exclusive stories, and ${percent(PREMIUM_PACK_DISCOUNT)} off every credit pack.`,
  },
];

export function WhyPremium() {
  return (
    <section aria-labelledby="why-premium" className="space-y-6">
      <h2 id="why-premium" className="text-center text-4xl font-semibold">
        Why go Premium?
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-border bg-card/60 p-5">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 text-xl font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-foreground/75">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
