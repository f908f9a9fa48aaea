import { Home, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/layout/NoticeCard';

export default function PaymentCancelPage() {
  return (
    <NoticeCard
      icon={XCircle}
      title="Payment Cancelled"
      actions={
        <>
          <Button asChild>
            <Link to="/credits">
              <RotateCcw aria-hidden="true" />
              Try Again
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </>
      }
    >
      <p>Your payment was cancelled and nothing was charged. You can try again whenever you like.</p>
    </NoticeCard>
  );
}
