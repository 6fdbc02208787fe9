import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { useToastsWanted } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Mounted with the first toast (see lib/toast.ts), so pages that never toast never load it. */
function LazyToaster() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right (full width at the bottom on phones): clear of the header's links. */}
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
