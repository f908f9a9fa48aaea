import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import { Button } from '#web/components/ui/button';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-5xl px-4 py-24 sm:px-6">
      <div className="relative overflow-hidden rounded-xl border border-primary/25 bg-gradient-to-br from-wine/60 via-plum to-background px-6 py-16 text-center shadow-2xl shadow-black/50">
        <h2 id="cta-title" className="text-4xl font-semibold sm:text-5xl">
          Your next fantasy is <span className="text-gradient italic">one sentence away</span>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-foreground/75">
          Start with {FREE_STORY_LIMIT} free stories. No credit card, no commitment, just your imagination.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/create">
              Try 3 Stories Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/premium-upgrade">View Plans</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
