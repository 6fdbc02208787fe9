import { ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MarketCode } from '../../../../shared/markets.ts';
import { countryDestination, rememberCountry } from './country-preference.ts';

const CHOICES: { code: MarketCode; name: string; note: string; flag: string }[] = [
  { code: 'IN', name: 'India', note: 'Indian franchises, investment in lakh and crore', flag: 'IN' },
  { code: 'US', name: 'United States', note: 'US franchises, investment in dollars', flag: 'US' },
];

/**
 * The discovery dialog (spec §2): welcomes a visitor and asks which market to explore. Loaded on
 * demand and mounted open. It is the browser's own modal <dialog> (focus kept inside, Escape
 * closes, the page behind inert) rather than the Radix dialog of the signed-in screens: it is
 * the one dialog of the home page, whose first-load budget has no room for Radix (decision 0007).
 */
export default function CountryChooser({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Unmounting removes the dialog, which ends its modal state; no close() here, since its close
  // event would count as the visitor dismissing it.
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  function choose(code: MarketCode) {
    rememberCountry(code);
    dialog.current?.close();
    navigate(countryDestination(code));
  }

  return (
    // A click on the dialog element itself is a click on the backdrop: its content fills it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => {
        rememberCountry(null);
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-brand-900/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} className="pr-10 text-2xl font-bold tracking-tight text-brand-900">
          Welcome to Franchisio
        </h2>
        <p id={descriptionId} className="mt-2 text-muted">
          Which market would you like to explore? We will remember your choice.
        </p>
        <ul className="mt-6 grid gap-3">
          {CHOICES.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                onClick={() => choose(c.code)}
                className="group flex w-full items-center gap-4 rounded-xl border border-slate-200 p-4 text-left transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-800 text-sm font-bold text-accent-300"
                >
                  {c.flag}
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{c.name}</span>
                  <span className="block text-sm text-muted">{c.note}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 text-brand-600 transition-transform group-hover:translate-x-0.5"
                />
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted">22 more countries are coming soon.</p>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </dialog>
  );
}
