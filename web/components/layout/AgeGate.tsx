import { ShieldAlert } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AGE_LIMIT } from '#common/catalogue/age';
import { isAgeVerified, rememberAgeVerified } from '#web/lib/consent';
import { useHydrated } from '#web/lib/hydration';
import { Button } from '../ui/button';

const LEAVE_URL = 'https://www.google.com';

/** While the gate is up, the app beneath is hidden from assistive technology and cannot scroll. */
function useHideAppBeneath(shown: boolean) {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!shown || !app) return;
    app.setAttribute('aria-hidden', 'true');
    document.body.style.overflow = 'hidden';
    return () => {
      app.removeAttribute('aria-hidden');
      document.body.style.overflow = '';
    };
  }, [shown]);
}

/** Focus stays on the gate's buttons: Tab cycles through them, and focus that leaves is brought back. */
function useKeepFocusIn(panel: React.RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const bringBack = (event: FocusEvent) => {
      const element = panel.current;
      if (element && !element.contains(event.target as Node)) element.querySelector('button')?.focus();
    };
    document.addEventListener('focusin', bringBack);
    return () => document.removeEventListener('focusin', bringBack);
  }, [panel, shown]);
}

function cycleFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const [first, last] = [buttons[0], buttons.at(-1)];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * A modal of its own rather than a native <dialog>: `showModal()` makes the whole page inert at
 * once, a style pass over every element that cost a phone 50–75 ms in one task on a first visit
 * (measured at 4× CPU slowdown). This overlay covers the page, keeps focus, hides the app from
 * assistive technology and injects no <style> element, which the Content-Security-Policy refuses.
 */
export function AgeGate() {
  const [verified, setVerified] = useState(isAgeVerified);
  const shown = useHydrated() && !verified;
  const panel = useRef<HTMLDivElement>(null);
  useHideAppBeneath(shown);
  useKeepFocusIn(panel, shown);

  if (!shown) return null;

  const enter = () => {
    rememberAgeVerified();
    setVerified(true);
  };

  return createPortal(
    <div className="fixed inset-0 z-[100] grid place-items-center overflow-y-auto bg-[rgb(10_4_9/0.94)] p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-description"
        onKeyDown={cycleFocus}
        className="w-full max-w-md rounded-xl border border-primary/30 bg-card p-8 text-center text-foreground shadow-2xl shadow-black/70 animate-slide-up"
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
      </div>
    </div>,
    document.body,
  );
}
