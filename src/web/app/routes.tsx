import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteErrorScreen } from '../components/layout/route-error.tsx';
import { catalogRoutes } from '../features/catalog/routes.ts';
import { offeringRoutes } from '../features/offerings/routes.ts';

/**
 * The whole route table, shared by the browser router and the server renderer. Every page is
 * loaded on demand (spec §2); a page module may export a `handle` (see route-handle.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      // Public site: information, legal, contact and Kredit pages (issue #3).
      { path: 'about', lazy: () => import('./routes/about.tsx') },
      { path: 'our-partners', lazy: () => import('./routes/our-partners.tsx') },
      { path: 'contact', lazy: () => import('./routes/contact.tsx') },
      { path: 'kredit', lazy: () => import('./routes/kredit.tsx') },
      { path: 'all-about-kredit', lazy: () => import('./routes/all-about-kredit.tsx') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
      { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service.tsx') },
      { path: 'cookie-policy', lazy: () => import('./routes/cookie-policy.tsx') },
      { path: 'legal', lazy: () => import('./routes/legal.tsx') },
      { path: 'compliance', lazy: () => import('./routes/compliance.tsx') },
      { path: 'disclosure', lazy: () => import('./routes/disclosure.tsx') },
      // End of issue #3 block.
      // Accounts: sign-in, join, profile, settings and admin access (issue #4).
      { path: 'auth', lazy: () => import('./routes/auth.tsx') },
      { path: 'franchisor-auth', lazy: () => import('./routes/franchisor-auth.tsx') },
      { path: 'profile', lazy: () => import('./routes/profile.tsx') },
      { path: 'account-settings', lazy: () => import('./routes/account-settings.tsx') },
      { path: 'admin/accept-invite', lazy: () => import('./routes/admin-accept-invite.tsx') },
      {
        path: 'admin',
        lazy: () => import('./routes/admin.tsx'),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/admin-dashboard.tsx') },
          { path: 'access', lazy: () => import('./routes/admin-access.tsx') },
        ],
      },
      // End of issue #4 block.
      // Marketplace catalog: market lists, franchise details, compare, bookmarks, discover (issue #5).
      ...catalogRoutes(),
      { path: 'compare', lazy: () => import('./routes/compare.tsx') },
      { path: 'bookmarks', lazy: () => import('./routes/bookmarks.tsx') },
      { path: 'discover', lazy: () => import('./routes/discover.tsx') },
      // End of issue #5 block.
      // Franchisor area: software, AI tools, business services and the dashboard.
      ...offeringRoutes(),
      { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
      // End of franchisor area block.
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
