import { STORY_LENGTHS } from '#common/catalogue/costs';
import { CREDIT_PACKS, PACK_IDS, PAID_PLAN_IDS, PLANS } from '#common/catalogue/plans';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { GuideSection } from './GuideSection';

/** What a number of credits buys, from the catalogue's costs. */
function creditsBuy(textCredits: number, audioCredits: number) {
  return {
    shortStories: Math.floor(textCredits / STORY_LENGTHS[2].textCredits),
    longStories: Math.floor(textCredits / STORY_LENGTHS[4].textCredits),
    narrationMinutes: audioCredits,
  };
}

const examples = [
  ...PACK_IDS.map((id) => ({
    name: CREDIT_PACKS[id].name,
    when: 'once',
    text: CREDIT_PACKS[id].textCredits,
    audio: CREDIT_PACKS[id].audioCredits,
  })),
  ...PAID_PLAN_IDS.map((id) => ({
    name: `${PLANS[id].name} plan`,
    when: 'every month',
    text: PLANS[id].monthlyTextCredits,
    audio: PLANS[id].monthlyAudioCredits,
  })),
];

export function ExamplesTab() {
  return (
    <GuideSection
      title="What your credits buy"
      lead={`A short story costs ${STORY_LENGTHS[2].textCredits} text credit, a long one ${STORY_LENGTHS[4].textCredits}; narration costs 1 audio credit per started minute.`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {examples.map((example) => {
          const buys = creditsBuy(example.text, example.audio);
          return (
            <Card key={example.name}>
              <CardHeader>
                <CardTitle className="text-xl">{example.name}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-foreground/80">
                {example.text} text + {example.audio} audio credits {example.when}: {buys.shortStories} short stories or{' '}
                {buys.longStories} long ones, and up to {buys.narrationMinutes} minutes of narration.
              </CardContent>
            </Card>
          );
        })}
      </div>
    </GuideSection>
  );
}
