import { ArrowRight, Headphones, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { Button } from '#web/components/ui/button';
import { DemoGenerator } from './DemoGenerator';

const promises = [
  { icon: Sparkles, text: `${WELCOME_CREDITS.text} stories free` },
  { icon: ShieldCheck, text: 'No credit card' },
  { icon: Headphones, text: 'Narrated for you' },
];

export function Hero() {
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wider text-primary uppercase">
          18+ · Stories for adults
        </p>
        <h1 className="mt-6 text-5xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
          Your fantasies, <span className="text-gradient italic">beautifully told.</span>
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/75">
          Describe what stirs you. Reverie writes a romantic, sensual story made only for you, chapter by chapter, and
          reads it aloud in the voice you choose.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/create">
              Start writing
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/discover">Explore stories</Link>
          </Button>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <DemoGenerator />
    </section>
  );
}
