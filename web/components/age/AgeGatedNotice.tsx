import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { openAgeDialog } from '#web/lib/ageDialog';
import { Button } from '../ui/button';

/** The call to verify on a screen the age gate keeps closed. */
export function AgeGatedNotice({ what }: { what: string }) {
  return (
    <section
      aria-labelledby="age-gated-title"
      className="rounded-xl border border-primary/40 bg-card p-6 text-center shadow-lg shadow-black/40"
    >
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 id="age-gated-title" className="mt-3 text-3xl font-semibold">
        Verify your age
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-sm leading-relaxed text-muted-foreground">
        Where you are, the law asks us to check that you are an adult before you read or listen to {what}. It takes a
        minute, and you only do it once.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button onClick={openAgeDialog}>Verify your age</Button>
        <Button asChild variant="outline">
          <Link to="/age-assurance">Why we ask</Link>
        </Button>
      </div>
    </section>
  );
}
