import { Home, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { Button } from '#web/components/ui/button';

/** Stands in for a screen that a later release builds; it says so plainly and offers nothing that does not work. */
export default function ComingSoonPage({ screen }: { screen: string }) {
  return (
    <NoticeCard
      icon={Hourglass}
      title={screen}
      actions={
        <Button asChild variant="outline">
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      }
    >
      <span className="block font-semibold text-primary">Coming soon</span>
      This part of Reverie is still being written and is not available yet. It will open in an upcoming release.
    </NoticeCard>
  );
}
