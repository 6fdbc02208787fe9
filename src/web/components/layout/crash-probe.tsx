import { useSearchParams } from 'react-router';
import { testHooksEnabled } from '../../lib/test-hooks.ts';

/** null until the first render decides; then whether the probe keeps failing. */
let armed: boolean | null = null;

/**
 * Test hook for the Application Error journey: a page opened with `?__crash=1` fails to render
 * until the error screen's Try Again disarms the probe (see RootLayout). Honoured only when the
 * server enables test hooks, i.e. never with NODE_ENV=production.
 */
export function CrashProbe() {
  const [params] = useSearchParams();
  if (armed === null) armed = params.get('__crash') === '1' && testHooksEnabled();
  if (armed) throw new Error('Forced render failure (test hook __crash)');
  return null;
}

export function disarmCrashProbe() {
  armed = false;
}
