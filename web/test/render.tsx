import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../lib/auth';

/** Where the app is: updated on every navigation. */
interface Seen {
  location: Location;
}

function Routed({ routes, seen }: { routes: RouteObject[]; seen: Seen }) {
  const location = useLocation();
  useLayoutEffect(() => {
    seen.location = location;
  }, [location, seen]);
  return useRoutes(routes);
}

/**
 * Renders routes inside the app's real providers, starting at `path`, with the declarative router
 * the app uses (web/router.tsx); `seen.location` is where it has navigated since.
 */
export function renderApp(routes: RouteObject[], path = '/') {
  const queryClient = createQueryClient();
  const seen = {} as Seen;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routed routes={routes} seen={seen} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, seen, queryClient };
}

export function withProviders(children: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
