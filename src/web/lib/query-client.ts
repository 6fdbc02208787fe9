import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The methods HTTP defines as idempotent among those the API uses: sending one twice does it once. */
const IDEMPOTENT = new Set(['PUT', 'DELETE']);

/** Answers that say the request was not handled, only for now: a proxy's or a draining instance's. */
const TRANSIENT = new Set([502, 503, 504]);

/**
 * Whether a failed mutation is sent once more. Only a PUT or a DELETE is, and only when it got
 * no answer or a 502, 503 or 504.
 *
 * A POST (or PATCH) is never sent again by itself. "No answer" does not mean "not done": the
 * connection may drop after the server stored the message, the lead, the payment; a 502 or 504
 * may come from a proxy whose instance finished the work; even our own 503 can come from a
 * database that failed after a first write. Sent again, the seeker's message arrives twice and a
 * company is asked twice for the same call. So a failed POST is shown to the person, who can see
 * what happened and send it again. A PUT or DELETE replaces or removes a whole thing: twice is
 * the same as once, so a transient failure is worth one more try.
 *
 * A 4xx is an answer (the request is wrong, or not allowed): sending it again changes nothing and
 * only doubles the refusal (a second failed sign-in counts against the limit). A 500 is a fault
 * that repeats; it is not retried either.
 */
export function retryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  if (!error.method || !IDEMPOTENT.has(error.method)) return false;
  return error.status === 0 || TRANSIENT.has(error.status);
}

/**
 * Spec §7/§9: 5 min stale, 10 min retention; no retry on 4xx, else up to 3. Mutations depart from
 * the spec's "retry once" as retryMutation says (issue 37.2).
 */
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
      mutations: { retry: retryMutation },
    },
  });
}
