import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CookieConsent, cookieConsent, rememberCookieConsent } from '#web/lib/consent';
import { useHydrated } from '#web/lib/hydration';
import { Button } from '../ui/button';

export function CookieBanner() {
  const [choice, setChoice] = useState(cookieConsent);
  const hydrated = useHydrated();
  if (choice || !hydrated) return null;

  const choose = (value: CookieConsent) => {
    rememberCookieConsent(value);
    setChoice(value);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="glass fixed inset-x-3 bottom-3 z-50 rounded-xl border border-border p-5 shadow-2xl shadow-black/60 animate-slide-up sm:left-auto sm:max-w-md"
    >
      <div className="flex gap-3">
        <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="font-sans text-sm font-semibold">We value your privacy</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            Reverie keeps a few items in your browser to sign you in and remember your choices. Read our{' '}
            <Link to="/cookie-policy" className="focus-ring rounded text-primary underline underline-offset-4">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => choose('rejected')}>
          Reject
        </Button>
        <Button size="sm" onClick={() => choose('accepted')}>
          Accept
        </Button>
      </div>
    </section>
  );
}
