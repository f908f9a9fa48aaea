import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';

export function CancelButton() {
  return (
    <Button asChild variant="ghost">
      <Link to="/payment/cancel">Cancel</Link>
    </Button>
  );
}
