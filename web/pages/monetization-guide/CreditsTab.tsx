import { CREDIT_PACKS, PACK_IDS, PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { packFeatures } from '#common/rules/offers';
import { packPrice } from '#common/rules/pricing';
import { Badge } from '#web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { euro, percent } from '#web/lib/price';
import { GuideSection } from './GuideSection';

export function CreditsTab() {
  return (
    <GuideSection
      title="Credit packs"
      lead={
        <>
          Every Reverie pack is a <strong className="text-foreground">combo pack</strong>: text and audio credits
          together, so you can write a story and hear it. There are no separate text-only or audio-only packs. Purchased
          credits never expire, and premium members pay {percent(PREMIUM_PACK_DISCOUNT)} less.
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        {PACK_IDS.map((id) => {
          const pack = CREDIT_PACKS[id];
          const premium = packPrice(id, { premium: true });
          return (
            <Card key={id}>
              <CardHeader>
                <div className="flex items-center gap-2">
                  <CardTitle className="text-2xl">{pack.name}</CardTitle>
                  <Badge variant="muted">Combo</Badge>
                </div>
              </CardHeader>
              <CardContent className="space-y-1 text-sm">
                <p>{packFeatures(pack).slice(0, 2).join(' + ')}</p>
                <p className="text-2xl font-semibold text-primary">{euro(pack.priceCents)}</p>
                <p className="text-muted-foreground">Premium members: {euro(premium.amountCents)}</p>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </GuideSection>
  );
}
