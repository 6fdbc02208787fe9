import { Globe2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useViewer } from '../../../lib/viewer.ts';
import { hasChosenCountry } from './country-preference.ts';

const CountryChooser = lazy(() => import('./country-chooser.tsx'));

/** How long a first-time visitor sees the page before the welcome dialog asks for a market. */
const GREETING_DELAY_MS = 1500;

/**
 * The 'Choose your market' button and the discovery dialog behind it (spec §2). A first-time
 * signed-out visitor is greeted by the dialog once, after the page has loaded and settled, so it
 * never holds up the first paint; closing it or choosing is remembered and it does not ask again.
 * The open state lives here, not in the home page, so opening it re-renders only this.
 */
export function MarketChooser() {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (viewer.status !== 'signed-out' || hasChosenCountry()) return;
    let timer: number | undefined;
    const greet = () => {
      timer = window.setTimeout(() => setOpen(!hasChosenCountry()), GREETING_DELAY_MS);
    };
    if (document.readyState === 'complete') greet();
    else window.addEventListener('load', greet, { once: true });
    return () => {
      window.removeEventListener('load', greet);
      window.clearTimeout(timer);
    };
  }, [viewer.status]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 font-semibold text-brand-100 underline-offset-4 hover:text-white hover:underline"
      >
        <Globe2 aria-hidden="true" className="size-4" />
        Choose your market
      </button>
      {open && (
        <Suspense fallback={null}>
          <CountryChooser onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
