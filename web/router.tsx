import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, lazy } from 'react';
import { type DataRouter, type RouteObject, createBrowserRouter } from 'react-router';
import { PREMIUM_GALLERY_MIN_TIER } from '#common/catalogue';
import { prefetchStory } from './api/stories';
import { RootLayout } from './components/layout/RootLayout';

// One chunk per page.
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const SignupPage = lazy(() => import('./pages/signup/SignupPage'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email/VerifyEmailPage'));
const AccessibilityPage = lazy(() => import('./pages/accessibility/AccessibilityPage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));
const CreditsPage = lazy(() => import('./pages/credits/CreditsPage'));
const CheckoutPage = lazy(() => import('./pages/checkout/CheckoutPage'));
const PaymentSuccessPage = lazy(() => import('./pages/payment/PaymentSuccessPage'));
const CreditSuccessPage = lazy(() => import('./pages/payment/CreditSuccessPage'));
const SubscriptionSuccessPage = lazy(() => import('./pages/payment/SubscriptionSuccessPage'));
const PaymentCancelPage = lazy(() => import('./pages/payment/PaymentCancelPage'));
const PremiumUpgradePage = lazy(() => import('./pages/premium-upgrade/PremiumUpgradePage'));
const PremiumGalleryPage = lazy(() => import('./pages/premium-gallery/PremiumGalleryPage'));
const SubscriptionPage = lazy(() => import('./pages/subscription/SubscriptionPage'));
const MonetizationGuidePage = lazy(() => import('./pages/monetization-guide/MonetizationGuidePage'));
const DiscoverPage = lazy(() => import('./pages/discover/DiscoverPage'));
const EditStoryPage = lazy(() => import('./pages/edit/EditStoryPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
const CreateStoryPage = lazy(() => import('./pages/create/CreateStoryPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const VerifyAgePage = lazy(() => import('./pages/verify-age/VerifyAgePage'));
const AgeAssurancePage = lazy(() => import('./pages/age-assurance/AgeAssurancePage'));
const AuthorPage = lazy(() => import('./pages/author/AuthorPage'));
const ReadingListPage = lazy(() => import('./pages/reading-list/ReadingListPage'));

// The login guard arrives with the first signed-in page rather than in every visitor's entry; while it
// loads, the layout's page spinner stands where the guard's own spinner would.
const ProtectedRoute = lazy(() =>
  import('./components/layout/guards/ProtectedRoute').then(({ ProtectedRoute }) => ({ default: ProtectedRoute })),
);

/**
 * The pages whose HTML the server sends drawn (the static pages prerendered at build time, and a
 * story's cover: scripts/prerenderWeb.ts) load through the router's own `lazy`, which it resolves
 * before the first render. The client then draws the same page over the served one, in place: a
 * page that suspended instead would take the served elements out for the spinner and put them back,
 * and their largest paint would be painted, and counted, a second time.
 */
const servedPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The paths whose HTML is rendered at build time. */
export const PRERENDERED_PATHS = ['/', '/faq', '/cookie-policy', '/terms-of-use'];

const signedIn = (page: ReactNode, minTier?: number) => <ProtectedRoute minTier={minTier}>{page}</ProtectedRoute>;

/**
 * The route table. A page whose data does not depend on the signed-in check asks for it from its
 * route's loader, so the request travels alongside the page's module instead of after it; the
 * loader returns at once, and the page shows its own loading state.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: servedPage(() => import('./pages/landing/LandingPage')) },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'discover', element: <DiscoverPage /> },
      {
        path: 'story/:id',
        lazy: servedPage(() => import('./pages/story/StoryPage')),
        loader: ({ params }) => {
          prefetchStory(queryClient, params.id ?? '');
          return null;
        },
      },
      { path: 'author/:id', element: <AuthorPage /> },
      { path: 'reading-list', element: signedIn(<ReadingListPage />) },
      { path: 'create', element: signedIn(<CreateStoryPage />) },
      { path: 'edit/:id', element: signedIn(<EditStoryPage />) },
      { path: 'dashboard', element: signedIn(<DashboardPage />) },
      { path: 'profile', element: signedIn(<ProfilePage />) },
      { path: 'admin', element: signedIn(<AdminPage />) },
      // Visitors see the page's own log-in message rather than the guard's redirect.
      { path: 'credits', element: <CreditsPage /> },
      { path: 'premium-gallery', element: signedIn(<PremiumGalleryPage />, PREMIUM_GALLERY_MIN_TIER) },
      { path: 'premium-upgrade', element: signedIn(<PremiumUpgradePage />) },
      { path: 'subscription', element: signedIn(<SubscriptionPage />) },
      { path: 'premium', element: signedIn(<SubscriptionPage />) },
      // Optional segments so that an incomplete address still answers "Missing information".
      { path: 'checkout/:type?/:id?', element: signedIn(<CheckoutPage />) },
      { path: 'payment/success', element: signedIn(<PaymentSuccessPage />) },
      { path: 'payment/credit-success', element: signedIn(<CreditSuccessPage />) },
      { path: 'payment/subscription-success', element: signedIn(<SubscriptionSuccessPage />) },
      { path: 'payment/cancel', element: <PaymentCancelPage /> },
      { path: 'monetization-guide', element: <MonetizationGuidePage /> },
      { path: 'faq', lazy: servedPage(() => import('./pages/faq/FaqPage')) },
      { path: 'cookie-policy', lazy: servedPage(() => import('./pages/cookie-policy/CookiePolicyPage')) },
      { path: 'terms-of-use', lazy: servedPage(() => import('./pages/terms-of-use/TermsOfUsePage')) },
      { path: 'accessibility', element: <AccessibilityPage /> },
      { path: 'verify-age', element: <VerifyAgePage /> },
      { path: 'age-assurance', element: <AgeAssurancePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/** Resolves once the router has loaded the first page's lazy route module. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
