import { type ReactElement, Suspense } from 'react';

/**
 * Hydration in slices. Preact hydrates a page in one task (decision 0013); on a phone that task
 * held the main thread for hundreds of milliseconds (Lighthouse's Total Blocking Time). A part
 * wrapped in HydrateLater is skipped by that task: it suspends, Preact keeps its server HTML on
 * screen as it is, and it hydrates in a task of its own right after, in page order, so the
 * browser can paint and answer input in between. Only the render that adopts the server's HTML
 * is sliced; later renders (client navigations) render the part at once.
 */
let hydrating = false;

/** The browser task after this one (setTimeout 0 is not clamped unless timers nest). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate`, slicing off the parts wrapped in HydrateLater, and calls `done` once those
 * have hydrated too: their tasks were queued first, and timers run in order.
 */
export function hydrateInSlices(hydrate: () => void, done: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  setTimeout(done, 0);
}

function Gate({ children }: { children: ReactElement }) {
  if (hydrating) throw nextTask();
  return children;
}

/**
 * Hydrates `children` in a task of its own (see above). `children` must render exactly one
 * root element: while suspended, Preact keeps the one server element at its place, no more.
 * Each has its own Suspense boundary, since a boundary resumes all its parts in one render.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
