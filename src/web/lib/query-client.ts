import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Spec §7/§9: 5 min stale, 10 min retention; no retry on 4xx, else up to 3; mutations once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
      },
      mutations: { retry: 1 },
    },
  });
}
