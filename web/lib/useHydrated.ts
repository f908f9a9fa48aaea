import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the build renders a page and while React hydrates it, true from the render after and
 * in any render on the client alone. What only the browser knows (its storage: the session, the age
 * gate and cookie answers) waits for it, so the hydrating render matches the served HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
