import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * React Router's useSearchParams, but a change starts from the address bar, not from the URL
 * last rendered. Navigations are transitions, so on a slow phone a second filter chosen before
 * the first has rendered would start from the old parameters and drop the first one.
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(next(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, change] as const;
}
