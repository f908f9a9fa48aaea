import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, isValidElement, lazy, useMemo } from 'react';
import { type RouteObject, matchRoutes, useParams, useRoutes } from 'react-router';
import { PREMIUM_GALLERY_MIN_TIER } from '#common/catalogue/access';
import { prefetchStory } from './api/stories';
import { RootLayout } from './components/layout/RootLayout';

// One chunk per page.
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const SignupPage = lazy(() => import('./pages/signup/SignupPage'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email/VerifyEmailPage'));
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
 * A page whose HTML the server sends drawn (the static pages prerendered at build time, and a story's
 * cover: scripts/prerenderWeb.ts). The first load awaits its module before rendering (`loadFirstPage`),
 * so React draws the same page over the served one, in place: a page that suspended instead would take
 * the served elements out for the spinner and put them back, and their largest paint would be painted,
 * and counted, a second time. Reached by a link, it loads like any other page.
 */
function servedPage(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | undefined;
  const loading = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loading);
  const ServedPage = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(ServedPage, { load: loading });
}

const LandingPage = servedPage(() => import('./pages/landing/LandingPage'));
const StoryPage = servedPage(() => import('./pages/story/StoryPage'));
const FaqPage = servedPage(() => import('./pages/faq/FaqPage'));
const CookiePolicyPage = servedPage(() => import('./pages/cookie-policy/CookiePolicyPage'));
const TermsOfUsePage = servedPage(() => import('./pages/terms-of-use/TermsOfUsePage'));
const AccessibilityPage = servedPage(() => import('./pages/accessibility/AccessibilityPage'));

/** A story's data is asked for alongside the page's module, not after it. */
const StoryRoute = Object.assign(
  function StoryRoute() {
    const { id = '' } = useParams();
    const queryClient = useQueryClient();
    // prefetchStory asks only for what the cache lacks: rendering it again costs nothing.
    useMemo(() => prefetchStory(queryClient, id), [queryClient, id]);
    return <StoryPage />;
  },
  { load: StoryPage.load },
);

/** The paths whose HTML is rendered at build time. */
export const PRERENDERED_PATHS = ['/', '/faq', '/cookie-policy', '/terms-of-use', '/accessibility'];

const signedIn = (page: ReactNode, minTier?: number) => <ProtectedRoute minTier={minTier}>{page}</ProtectedRoute>;

/** The route table. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'discover', element: <DiscoverPage /> },
      { path: 'story/:id', element: <StoryRoute /> },
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
      { path: 'faq', element: <FaqPage /> },
      { path: 'cookie-policy', element: <CookiePolicyPage /> },
      { path: 'terms-of-use', element: <TermsOfUsePage /> },
      { path: 'accessibility', element: <AccessibilityPage /> },
      { path: 'verify-age', element: <VerifyAgePage /> },
      { path: 'age-assurance', element: <AgeAssurancePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the module of the page at `pathname` if the server sends it drawn; resolves at once otherwise. */
export async function loadFirstPage(pathname: string): Promise<void> {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const page: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof page === 'function' && 'load' in page && typeof page.load === 'function') await page.load();
  }
}

/**
 * The app's pages, the table above rendered by the router around it. The declarative router: the
 * data router's loaders, lazy routes and navigation state cost every page 17 kB (gzip) of JavaScript.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
