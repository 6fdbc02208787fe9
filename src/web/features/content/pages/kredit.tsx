import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useKreditApplyPath } from '../../kredit/components/apply-link.tsx';
import { KreditFactGrid } from '../kredit-facts.tsx';

const STEPS = [
  ['Create your account', 'Join Franchisio or sign in; it takes two minutes.'],
  ['Apply online', 'Tell us about your franchise, its revenue and what the money is for.'],
  ['Get a decision in 24 hours', 'See your limit and every cost before you accept.'],
  ['Use it, then renew', 'Draw what you need for any business expense; your limit renews each year.'],
];

export function KreditPage() {
  usePageTitle();
  const applyPath = useKreditApplyPath();
  const signedIn = useViewer().status === 'signed-in';
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            Kredit by Franchisio
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Working capital for franchise owners, decided in a day.
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">
            Kredit gives your franchise business up to $10,000 a year for any business expense, with no hidden
            fees, approval within 24 hours and a limit that renews every year.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={applyPath}>
                Apply for Kredit
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <Link to="/all-about-kredit">All about Kredit</Link>
            </Button>
            {signedIn && (
              <Button asChild variant="inverse" size="lg">
                <Link to="/kredit-applications">Your applications</Link>
              </Button>
            )}
          </div>
          <div className="mt-12">
            <h2 className="sr-only">Kredit at a glance</h2>
            <KreditFactGrid tone="dark" />
          </div>
        </div>
      </section>

      <section aria-labelledby="kredit-how" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="kredit-how" className="text-3xl font-bold tracking-tight text-brand-900">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="kredit-who" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="kredit-who" className="text-3xl font-bold tracking-tight text-brand-900">
              Who can apply
            </h2>
            <p className="mt-4 text-muted">
              Kredit is for franchise businesses that are already trading. You can apply if you:
            </p>
            <ul className="mt-4 space-y-3">
              {[
                'own and run a franchise unit in the United States or India',
                'have been trading for at least six months',
                'have a business bank account and can share recent statements',
                'are in good standing with your franchisor',
              ].map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-brand-900">Ready when you are</h2>
            <p className="mt-3 text-muted">
              Sign in or join Franchisio to start your application. You will see your limit and its full cost
              before you commit to anything.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to={applyPath}>
                Get started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <p className="mt-4 text-sm text-muted">
              Want the details first? Read{' '}
              <Link
                to="/all-about-kredit"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                all about Kredit
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
