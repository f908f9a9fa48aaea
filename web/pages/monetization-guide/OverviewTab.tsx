import { Award, Coins, Crown, type LucideIcon, Mic, PenLine } from 'lucide-react';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { GuideSection } from './GuideSection';

const pillars: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PenLine,
    title: 'Text credits',
    text: 'Pay for writing: a new story, a continuation, a choice or a conclusion.',
  },
  { icon: Mic, title: 'Audio credits', text: 'Pay for narration: one credit per started minute of audio.' },
  { icon: Crown, title: 'Monthly plans', text: 'Fresh credits every month plus premium features.' },
  { icon: Coins, title: 'Credit packs', text: 'One-time top-ups whose credits never expire.' },
  { icon: Award, title: 'Badges', text: 'Earn free credits by writing stories the community loves.' },
];

export function OverviewTab() {
  return (
    <GuideSection
      title="How Reverie is paid for"
      lead={`Every new account starts with ${WELCOME_CREDITS.text} text and ${WELCOME_CREDITS.audio} audio credits. After that, credits come from a monthly plan, a one-time pack, or badges you earn.`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {pillars.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <CardTitle className="text-xl">{title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-foreground/80">{text}</CardContent>
          </Card>
        ))}
      </div>
    </GuideSection>
  );
}
