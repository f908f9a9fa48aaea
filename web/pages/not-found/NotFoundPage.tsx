import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-8xl font-semibold text-gradient">404</p>
      <h1 className="mt-4 text-4xl font-semibold">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        This page slipped away into the night. Let us take you somewhere lovelier.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
