import { BadgeDollarSign, Building2, Cpu, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '../../../../shared/brand.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PageCta } from '../components/page-cta.tsx';

const PARTNER_TYPES: { icon: ReactNode; title: string; text: string; points: string[] }[] = [
  {
    icon: <Building2 aria-hidden="true" className="size-6" />,
    title: 'Franchise brands',
    text: 'Franchisors in the United States and India who list their opportunities with full investment figures.',
    points: [
      'Leads that already match your budget and territory',
      'Zero commission on franchises sold',
      'Listing review that builds trust',
    ],
  },
  {
    icon: <BadgeDollarSign aria-hidden="true" className="size-6" />,
    title: 'Lending partners',
    text: 'Licensed lenders who fund Kredit, our working-capital programme for franchise owners.',
    points: [
      'Pre-qualified applications',
      'Decisions within 24 hours',
      'Up to $10,000 a year per business, renewable',
    ],
  },
  {
    icon: <Cpu aria-hidden="true" className="size-6" />,
    title: 'Software, AI and service providers',
    text: 'Point-of-sale, scheduling, accounting, marketing and AI tools, and the services franchise networks buy.',
    points: [
      'Reach franchisors across both markets',
      'Franchisors earn up to 25% back on spends',
      'Listed alongside the franchises that use you',
    ],
  },
  {
    icon: <Scale aria-hidden="true" className="size-6" />,
    title: 'Advisers',
    text: 'Franchise lawyers, accountants and consultants who help seekers review disclosure documents and numbers.',
    points: [
      'Meet buyers at the decision stage',
      'Clear, fixed-scope introductions',
      'No referral fees charged to seekers',
    ],
  },
];

export function OurPartnersPage() {
  usePageTitle();
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Partners</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Our Partners</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
            {BRAND.name} works with four kinds of partners, each chosen because it makes buying, running or
            funding a franchise easier. Here is who they are and how to join them.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {PARTNER_TYPES.map((p) => (
            <li key={p.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <div className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                {p.icon}
              </div>
              <h2 className="mt-5 text-xl font-bold text-brand-900">{p.title}</h2>
              <p className="mt-2 text-muted">{p.text}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {p.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <section aria-labelledby="how-heading" className="mt-16 max-w-3xl">
          <h2 id="how-heading" className="text-2xl font-bold text-brand-900">
            How partnerships work
          </h2>
          <ol className="mt-6 space-y-5">
            {[
              [
                'Tell us about your business',
                'Write to us with what you offer and to whom; we reply within one business day.',
              ],
              [
                'We check the fit',
                'We look at your licences, references and terms, the same way we review franchise listings.',
              ],
              [
                'Go live',
                'You are listed for franchisors or seekers, and we agree how we report results to you.',
              ],
            ].map(([title, text], i) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <PageCta title="Become a partner" action={{ to: '/contact', label: 'Contact our partnerships team' }}>
          <p>Tell us what you offer; we answer within one business day.</p>
        </PageCta>
      </div>
    </>
  );
}
