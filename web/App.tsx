import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './lib/auth';

/**
 * The whole app around a router holding its routes: what the browser renders (a BrowserRouter), and
 * what the build prerenders (a MemoryRouter).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
