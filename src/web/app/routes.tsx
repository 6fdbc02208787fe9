import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppErrorBoundary } from '../components/layout/error-boundary.tsx';
import { LayoutSlotsProvider } from '../components/layout/layout-slots.tsx';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { catalogRoutes } from '../features/catalog/routes.ts';
import { franchisorRoutes } from '../features/franchisor/routes.ts';
import { offeringRoutes } from '../features/offerings/routes.ts';
import { layoutSlots } from './layout-slots.tsx';
import { page, routesFor } from './lazy-page.tsx';

/**
 * The whole route table, shared by the browser router and the server renderer. Every page is
 * loaded on demand (spec §2, lazy-page.tsx); a page module may export a `handle` (see
 * route-handle.ts).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <LayoutSlotsProvider slots={layoutSlots}>
        <RootLayout />
      </LayoutSlotsProvider>
    ),
    children: [
      { index: true, ...page(() => import('./routes/home.tsx')) },
      // Public site: information, legal, contact and Kredit pages.
      { path: 'about', ...page(() => import('./routes/about.tsx')) },
      { path: 'our-partners', ...page(() => import('./routes/our-partners.tsx')) },
      { path: 'contact', ...page(() => import('./routes/contact.tsx')) },
      { path: 'kredit', ...page(() => import('./routes/kredit.tsx')) },
      { path: 'all-about-kredit', ...page(() => import('./routes/all-about-kredit.tsx')) },
      { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy.tsx')) },
      { path: 'terms-of-service', ...page(() => import('./routes/terms-of-service.tsx')) },
      { path: 'cookie-policy', ...page(() => import('./routes/cookie-policy.tsx')) },
      { path: 'legal', ...page(() => import('./routes/legal.tsx')) },
      { path: 'compliance', ...page(() => import('./routes/compliance.tsx')) },
      { path: 'disclosure', ...page(() => import('./routes/disclosure.tsx')) },
      // Accounts: sign-in, join, profile, settings and admin access.
      { path: 'auth', ...page(() => import('./routes/auth.tsx')) },
      { path: 'franchisor-auth', ...page(() => import('./routes/franchisor-auth.tsx')) },
      { path: 'profile', ...page(() => import('./routes/profile.tsx')) },
      { path: 'account-settings', ...page(() => import('./routes/account-settings.tsx')) },
      { path: 'account/restore-email', ...page(() => import('./routes/restore-email.tsx')) },
      { path: 'admin/accept-invite', ...page(() => import('./routes/admin-accept-invite.tsx')) },
      {
        path: 'admin',
        ...page(() => import('./routes/admin.tsx')),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', ...page(() => import('./routes/admin-dashboard.tsx')) },
          { path: 'users', ...page(() => import('./routes/admin-users.tsx')) },
          { path: 'users/:id', ...page(() => import('./routes/admin-user.tsx')) },
          { path: 'access', ...page(() => import('./routes/admin-access.tsx')) },
          { path: 'audit-log', ...page(() => import('./routes/admin-audit-log.tsx')) },
          { path: 'jobs', ...page(() => import('./routes/admin-jobs.tsx')) },
          { path: 'listings', ...page(() => import('./routes/admin-listings.tsx')) },
          { path: 'listings/:id', ...page(() => import('./routes/admin-listing-stats.tsx')) },
          { path: 'catalog', ...page(() => import('./routes/admin-catalog.tsx')) },
          { path: 'kredit-applications', ...page(() => import('./routes/admin-kredit-applications.tsx')) },
          { path: 'memberships', ...page(() => import('./routes/admin-memberships.tsx')) },
          { path: 'rewards', ...page(() => import('./routes/admin-rewards.tsx')) },
          { path: 'conversation-reports', ...page(() => import('./routes/admin-conversation-reports.tsx')) },
        ],
      },
      // Marketplace catalog: market lists, franchise details, compare, bookmarks, discover.
      ...catalogRoutes(),
      { path: 'compare', ...page(() => import('./routes/compare.tsx')) },
      { path: 'bookmarks', ...page(() => import('./routes/bookmarks.tsx')) },
      { path: 'discover', ...page(() => import('./routes/discover.tsx')) },
      { path: 'saved-searches', ...page(() => import('./routes/saved-searches.tsx')) },
      {
        path: 'saved-searches/unsubscribe',
        ...page(() => import('./routes/saved-search-unsubscribe.tsx')),
      },
      // Franchisor area: software, AI tools, business services and the dashboard.
      ...offeringRoutes(),
      { path: 'dashboard', ...page(() => import('./routes/dashboard.tsx')) },
      // Vendors' offerings, quotes, earn on spends and rewards.
      { path: 'dashboard/offerings/new', ...page(() => import('./routes/offering-editor.tsx')) },
      { path: 'dashboard/offerings/:id', ...page(() => import('./routes/offering-editor.tsx')) },
      { path: 'my-quotes', ...page(() => import('./routes/my-quotes.tsx')) },
      { path: 'my-calls', ...page(() => import('./routes/my-calls.tsx')) },
      { path: 'earn-on-spends', ...page(() => import('./routes/earn-on-spends.tsx')) },
      { path: 'rewards', ...page(() => import('./routes/rewards.tsx')) },
      // Conversations and notifications.
      { path: 'messages', ...page(() => import('./routes/messages.tsx')) },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe.tsx')) },
      { path: 'network', ...page(() => import('./routes/network.tsx')) },
      // Franchisor listings: create in every market, edit.
      ...franchisorRoutes(),
      // End of franchisor area block.
      // Kredit: the application and the applicant's list.
      { path: 'kredit-application', ...page(() => import('./routes/kredit-application.tsx')) },
      { path: 'kredit-applications', ...page(() => import('./routes/kredit-applications.tsx')) },
      // End of Kredit block.
      // Franchisor onboarding: join pages, registration, payment result.
      { path: 'join-franchisio', ...page(() => import('./routes/join-franchisio.tsx')) },
      { path: 'join-franchisio-us', ...page(() => import('./routes/join-franchisio-us.tsx')) },
      { path: 'join-franchisio-india', ...page(() => import('./routes/join-franchisio-india.tsx')) },
      { path: 'join-franchisio-uk', ...page(() => import('./routes/join-franchisio-uk.tsx')) },
      { path: 'franchisor-registration', ...page(() => import('./routes/franchisor-registration.tsx')) },
      {
        path: 'franchisor-registration-us',
        ...page(() => import('./routes/franchisor-registration-us.tsx')),
      },
      {
        path: 'franchisor-payment-success',
        ...page(() => import('./routes/franchisor-payment-success.tsx')),
      },
      // End of franchisor onboarding block.
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/** The page of the current URL in its layout. A failure of the layout itself shows the error screen too. */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <RouteTree />
    </AppErrorBoundary>
  );
}

function RouteTree() {
  return useRoutes(routesFor(routes, useLocation().pathname));
}
