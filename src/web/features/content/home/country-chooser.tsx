import { ArrowRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import type { MarketCode } from '../../../../shared/markets.ts';
import { countryDestination, rememberCountry } from './country-preference.ts';

const CHOICES: { code: MarketCode; name: string; note: string; flag: string }[] = [
  { code: 'IN', name: 'India', note: 'Indian franchises, investment in lakh and crore', flag: 'IN' },
  { code: 'US', name: 'United States', note: 'US franchises, investment in dollars', flag: 'US' },
];

/** The discovery dialog (spec §2): welcomes a visitor and asks which market to explore. Loaded on demand. */
export default function CountryChooser({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  function choose(code: MarketCode) {
    rememberCountry(code);
    onOpenChange(false);
    navigate(countryDestination(code));
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) rememberCountry(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight text-brand-900">
            Welcome to Franchisio
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Which market would you like to explore? We will remember your choice.
          </Dialog.Description>
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
          <Dialog.Close className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
