import { type ReactNode, createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Outside a HydrationBoundary (a component test, say) the page is the browser's own: hydrated. */
const HydratedContext = createContext(true);

/**
 * Holds what `useHydrated` answers. While the build renders a page and while React hydrates it,
 * false; then true, flipped once as a transition: the render it causes (the session, the age gate,
 * the cookie banner, the toasts) yields to the browser like the hydration did, where a store's
 * change would have redrawn all of it in one task (190 ms on a phone's CPU).
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the build renders a page and while React hydrates it, true from the render after and
 * in any render on the client alone. What only the browser knows (its storage: the session, the age
 * gate and cookie answers) waits for it, so the hydrating render matches the served HTML.
 */
export const useHydrated = () => useContext(HydratedContext);
