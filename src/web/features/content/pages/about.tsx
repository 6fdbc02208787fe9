import { BRAND } from '../../../../shared/brand.ts';
import { COMING_SOON_COUNTRIES } from '../../../../shared/markets.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { PageCta } from '../components/page-cta.tsx';

const sections: InfoSection[] = [
  {
    id: 'why',
    heading: 'Why we built Franchisio',
    body: (
      <>
        <p>
          Buying a franchise is often the biggest investment a family makes, yet the numbers that matter are
          hard to find: total investment hides behind enquiry forms, royalties are buried in long documents,
          and comparing two brands means weeks of phone calls.
        </p>
        <p>
          {BRAND.name} puts those numbers in one place, in the same format for every franchise, so you can
          shortlist in an evening what used to take a month, and spend your time on the conversations that
          decide.
        </p>
      </>
    ),
  },
  {
    id: 'seekers',
    heading: 'What we do for franchise seekers',
    body: (
      <ul>
        <li>
          <strong>Transparent listings</strong>: investment range, franchise fee, royalty and marketing fund,
          liquid capital and net worth required, units and years in franchising, with revenue figures that
          state their source.
        </li>
        <li>
          <strong>Smart matching</strong>: tell us your budget, timeline, industries and locations once; we
          rank franchises by how well they fit.
        </li>
        <li>
          <strong>Side-by-side comparison</strong> of up to three franchises, bookmarks and direct messages to
          franchisors.
        </li>
        <li>
          <strong>Kredit</strong>: up to $10,000 a year of working capital once you are running your business.
        </li>
      </ul>
    ),
  },
  {
    id: 'franchisors',
    heading: 'What we do for franchisors',
    body: (
      <p>
        Franchisors list their opportunities in the United States and India, receive enquiries from prospects
        whose budget and goals already fit, and pay no commission on the franchises they sell through us.
        Members can also earn up to 25% back on spends on the software, AI tools and business services their
        network needs.
      </p>
    ),
  },
  {
    id: 'markets',
    heading: 'Where we work',
    body: (
      <p>
        We are live in the United States and India, and preparing {COMING_SOON_COUNTRIES.length} more
        countries, starting with {COMING_SOON_COUNTRIES.slice(0, 4).join(', ')} and {COMING_SOON_COUNTRIES[4]}
        . Prices are always shown in the local currency, with Indian figures in lakh and crore.
      </p>
    ),
  },
  {
    id: 'principles',
    heading: 'How we work',
    body: (
      <ul>
        <li>
          <strong>Numbers first.</strong> A listing without its investment figures is not published.
        </li>
        <li>
          <strong>No pay-to-rank.</strong> Franchisors can pay for visibility, never for a better match or
          better reviews, and paid placements are labelled.
        </li>
        <li>
          <strong>Your data stays yours.</strong> No third-party trackers, no selling of personal data;
          franchisors see your details only when you contact them.
        </li>
      </ul>
    ),
  },
  {
    id: 'team',
    heading: 'Our team',
    body: (
      <p>
        {BRAND.name} is built by a small team of product people, engineers and franchise advisers in{' '}
        {BRAND.address.city}, India, working with franchisors and franchisees in both of our markets. We read
        every message sent to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
      </p>
    ),
  },
];

export function AboutPage() {
  return (
    <InfoPage title="About Us" eyebrow="About Franchisio" lead={<p>{BRAND.blurb}</p>} sections={sections}>
      <PageCta
        title="Questions, ideas or a franchise to list?"
        action={{ to: '/contact', label: 'Contact us' }}
        secondary={{ to: '/our-partners', label: 'Our partners' }}
      >
        <p>We answer every message within one business day.</p>
      </PageCta>
    </InfoPage>
  );
}
