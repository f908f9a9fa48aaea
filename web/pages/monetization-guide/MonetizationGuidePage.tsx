import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { CreditsTab } from './CreditsTab';
import { EarnFreeTab } from './EarnFreeTab';
import { ExamplesTab } from './ExamplesTab';
import { GuideFaqTab } from './GuideFaqTab';
import { OverviewTab } from './OverviewTab';
import { PlansTab } from './PlansTab';

const tabs = [
  { value: 'overview', label: 'Overview', content: <OverviewTab /> },
  { value: 'plans', label: 'Plans', content: <PlansTab /> },
  { value: 'credits', label: 'Credits', content: <CreditsTab /> },
  { value: 'earn', label: 'Earn Free', content: <EarnFreeTab /> },
  { value: 'examples', label: 'Examples', content: <ExamplesTab /> },
  { value: 'faq', label: 'FAQ', content: <GuideFaqTab /> },
];

export default function MonetizationGuidePage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <header className="space-y-3">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Pricing guide</p>
        <h1 className="text-5xl font-semibold">Plans, Credits &amp; Rewards</h1>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to="/premium-upgrade">See Plans</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/credits">Buy Credits</Link>
          </Button>
        </div>
      </header>
      <Tabs defaultValue="overview">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
