import { FileText, PiggyBank, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useQuotes } from '../../quotes/api/quotes.ts';

const linkClass =
  'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** The dashboard's way to quotes, spends and rewards, with the quote requests waiting for an answer. */
export function MemberLinks() {
  const quotes = useQuotes();
  const waiting = quotes.data?.received.filter((q) => q.status === 'requested').length ?? 0;
  return (
    <nav aria-label="Quotes and cashback" className="grid gap-3 sm:grid-cols-3">
      <Link to="/my-quotes" className={linkClass} data-testid="dashboard-quotes-link">
        <FileText aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
        <span>
          <span className="block font-semibold">Quotes</span>
          <span className="text-sm text-muted">
            {waiting > 0
              ? `${waiting} request${waiting === 1 ? '' : 's'} waiting for your price`
              : 'Asked and received'}
          </span>
        </span>
      </Link>
      <Link to="/earn-on-spends" className={linkClass}>
        <Receipt aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
        <span>
          <span className="block font-semibold">Earn on spends</span>
          <span className="text-sm text-muted">Record a purchase, earn up to 25% back</span>
        </span>
      </Link>
      <Link to="/rewards" className={linkClass}>
        <PiggyBank aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
        <span>
          <span className="block font-semibold">Rewards</span>
          <span className="text-sm text-muted">Balances, ledger and payouts</span>
        </span>
      </Link>
    </nav>
  );
}
