import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AGE_LIMIT } from '#common/catalogue/age';
import { isAgeVerified, rememberAgeVerified } from '#web/lib/consent';
import { useHydrated } from '#web/lib/useHydrated';
import { Button } from '../ui/button';

const LEAVE_URL = 'https://www.google.com';

/**
 * A native modal <dialog>: it traps focus and makes the page beneath inert without the
 * injected <style> elements that the Content-Security-Policy would refuse.
 */
export function AgeGate() {
  const [verified, setVerified] = useState(isAgeVerified);
  const shown = useHydrated() && !verified;
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return;
    if (!element.open) element.showModal?.();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [shown]);

  if (!shown) return null;

  const enter = () => {
    rememberAgeVerified();
    dialog.current?.close?.();
    setVerified(true);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-description"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-primary/30 bg-card p-8 text-center text-foreground shadow-2xl shadow-black/70 animate-slide-up"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-gradient-to-br from-[#f2c6b4] to-wine text-plum">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-5 font-display text-5xl font-semibold text-gradient">{AGE_LIMIT}+</p>
      <h2 id="age-gate-title" className="mt-2 text-3xl font-semibold">
        Adults only
      </h2>
      <p id="age-gate-description" className="mt-3 text-sm leading-relaxed text-muted-foreground">
        Reverie contains sensual and explicit stories written for adults. Please confirm that you are at least{' '}
        {AGE_LIMIT} years old, and of legal age to view such content where you live.
      </p>
      <div className="mt-7 grid gap-3">
        <Button size="lg" onClick={enter} autoFocus>
          I am 18 or older – Enter
        </Button>
        <Button variant="ghost" onClick={() => window.location.assign(LEAVE_URL)}>
          Leave
        </Button>
      </div>
    </dialog>
  );
}
