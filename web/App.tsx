import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './lib/auth';
import { HydrationBoundary } from './lib/hydration';

/**
 * The whole app around a router holding its routes: what the browser renders (a BrowserRouter), and
 * what the build prerenders (a MemoryRouter). `hydrating`: rendered over a page the build drew, or
 * by the build itself.
 */
export function App({
  queryClient,
  hydrating,
  children,
}: {
  queryClient: QueryClient;
  hydrating: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <HydrationBoundary hydrating={hydrating}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </HydrationBoundary>
    </StrictMode>
  );
}
