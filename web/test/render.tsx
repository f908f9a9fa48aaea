import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../lib/auth';

/** Renders routes inside the app's real providers, starting at `path`. */
export function renderApp(routes: RouteObject[], path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function withProviders(children: ReactNode) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
