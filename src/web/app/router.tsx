import { createBrowserRouter, RouterProvider } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';

/** The whole route table. Every page is loaded on demand (spec §2). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
