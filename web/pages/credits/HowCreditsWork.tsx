import { Crown, Hourglass, type LucideIcon, PenLine, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHOICE_TEXT_COST, CONCLUDE_TEXT_COST, CONTINUE_TEXT_COST, STORY_LENGTHS } from '#common/catalogue/costs';
import { PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { percent } from '#web/lib/price';
import { narrationPriceText } from '#common/rules/offers';

function Block({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-2 text-xl font-semibold text-foreground">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h3>
      <div className="space-y-1 text-sm leading-relaxed text-foreground/80">{children}</div>
    </div>
  );
}

export function HowCreditsWork() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-3xl">How credits work</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        <Block icon={PenLine} title="Usage">
          <p>Text credits pay for writing your stories; audio credits pay for their narration.</p>
        </Block>
        <Block icon={Crown} title="Premium benefits">
          <p>
            Premium members save {percent(PREMIUM_PACK_DISCOUNT)} on every pack, receive monthly credits with their plan
            and can keep stories private.
          </p>
        </Block>
        <Block icon={Receipt} title="Credit costs">
          <ul className="list-disc space-y-1 pl-5">
            {Object.values(STORY_LENGTHS).map((length) => (
              <li key={length.label}>
                {length.label} story: {length.textCredits} text credit{length.textCredits > 1 ? 's' : ''}
              </li>
            ))}
            <li>
              Continuing: {CONTINUE_TEXT_COST}, a choice: {CHOICE_TEXT_COST}, the conclusion: {CONCLUDE_TEXT_COST} text
              credit
            </li>
            <li>Narration, by its length: {narrationPriceText()}</li>
          </ul>
        </Block>
        <Block icon={Hourglass} title="Expiration">
          <p>
            Purchased credits never expire. Monthly plan credits are added to your balance and roll over while you use
            them.
          </p>
        </Block>
      </CardContent>
    </Card>
  );
}
