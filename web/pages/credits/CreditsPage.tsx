import { Coins, Crown, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { CREDIT_PACKS, PACK_IDS, PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { CreditsCard } from '#web/components/credits-card/CreditsCard';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { percent } from '#web/lib/price';
import { HowCreditsWork } from './HowCreditsWork';
import { PackCard } from './PackCard';

export default function CreditsPage() {
  const { user, isLoading, isPremium } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <NoticeCard
        icon={Coins}
        title="Credits"
        actions={
          <Button asChild>
            <Link to="/login?redirect=credits">
              <LogIn aria-hidden="true" />
              Log in
            </Link>
          </Button>
        }
      >
        Please log in to view and purchase credits.
      </NoticeCard>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
      <header className="space-y-3">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Credits</p>
        <h1 className="text-5xl font-semibold">Your Credits</h1>
        <p className="text-foreground/75">
          Top up your balance with a one-time pack. Every pack holds both text and audio credits.
        </p>
      </header>

      <CreditsCard textCredits={user.textCredits} audioCredits={user.audioCredits} isPremium={isPremium} />

      <section aria-labelledby="packs-title" className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="packs-title" className="text-3xl font-semibold">
            Credit packs
          </h2>
          <p className="flex items-center gap-2 text-sm text-primary">
            <Crown className="size-4" aria-hidden="true" />
            {isPremium
              ? `Your premium discount of ${percent(PREMIUM_PACK_DISCOUNT)} is applied.`
              : `Premium members get ${percent(PREMIUM_PACK_DISCOUNT)} off every pack.`}
          </p>
        </div>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {PACK_IDS.map((id) => (
            <PackCard key={id} pack={CREDIT_PACKS[id]} premium={isPremium} />
          ))}
        </div>
      </section>

      <HowCreditsWork />
    </div>
  );
}
