import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { MiniPlayer } from '#web/components/audio/MiniPlayer';
import { useHydrated } from '#web/lib/hydration';
import { useAgeDialogOpen } from '#web/lib/ageDialog';
import { useOpenedOnce } from '#web/lib/useOpenedOnce';
import { whenIdle } from '#web/lib/whenIdle';
import { AgeGate } from './AgeGate';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSpinner } from './PageSpinner';
import { UpgradeBanner } from './UpgradeBanner';
import { usePageTitle } from './usePageTitle';
import { useScrollRestoration } from './useScrollRestoration';

// Radix Toast is not needed for the first paint, so it loads once the page is idle; a toast raised
// before it arrives waits in the store. It is no part of a built page's HTML, which React hydrates.
const Toaster = lazy(() => whenIdle(() => import('../ui/toaster')).then(({ Toaster }) => ({ default: Toaster })));

// Only a visitor the age gate stops needs the dialog: it loads when first opened.
const VerifyAgeDialog = lazy(() =>
  import('../age/VerifyAgeDialog').then(({ VerifyAgeDialog }) => ({ default: VerifyAgeDialog })),
);

function AgeDialogHost() {
  const opened = useOpenedOnce(useAgeDialogOpen());
  return opened ? (
    <Suspense>
      <VerifyAgeDialog />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  usePageTitle();
  const hydrated = useHydrated();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      {/* At least the viewport below the header (h-16): the banner and footer start below the fold, so a lazily loaded page does not push them around on screen. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <UpgradeBanner />
      <Footer />
      <MiniPlayer />
      <CookieBanner />
      <AgeGate />
      <AgeDialogHost />
      {hydrated && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
