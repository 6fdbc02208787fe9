import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const sections: InfoSection[] = [
  {
    id: 'how-we-are-paid',
    heading: 'How we are paid',
    body: (
      <>
        <p>{BRAND.name} is free for franchise seekers. We earn money from:</p>
        <ul>
          <li>franchisors, who pay for memberships and for extra visibility of their listings;</li>
          <li>partners who sell software, AI tools and business services to franchisors through us;</li>
          <li>our lending partners, for Kredit applications we pass to them.</li>
        </ul>
        <p>
          We take no commission from a franchise sale, and no franchisor can pay to change its figures, its
          reviews or how well it matches your profile.
        </p>
      </>
    ),
  },
  {
    id: 'featured',
    heading: 'What "featured" means',
    body: (
      <p>
        Featured listings are chosen by our team from published listings with complete figures, and some are
        promoted by their franchisor. They are always marked as featured. Being featured does not mean we
        recommend the franchise or have checked it more closely than others.
      </p>
    ),
  },
  {
    id: 'figures',
    heading: 'Where the figures come from',
    body: (
      <p>
        Investment ranges, fees, royalties, unit counts and revenue figures are supplied by the franchisor.
        Revenue figures show their year and source. We check them for completeness and plausibility, but we
        cannot audit them; always compare them with the franchisor's disclosure documents.
      </p>
    ),
  },
  {
    id: 'marketing-claims',
    heading: 'Our marketing claims',
    body: (
      <ul>
        <li>
          The <strong>95% Match Rate</strong> shown on our home page is the share of recommendations that meet
          every must-have criterion a seeker set (budget, market and industry). It says how well we filter; it
          does not promise that a franchise will succeed.
        </li>
        <li>
          Testimonials are the experiences of individual users, shortened with their permission. They are not
          typical results.
        </li>
        <li>
          Kredit is offered up to $10,000 a year, subject to approval; the amount you are offered depends on
          your application.
        </li>
      </ul>
    ),
  },
  {
    id: 'not-advice',
    heading: 'Not advice',
    body: (
      <p>
        Nothing on {BRAND.name} is investment, legal, tax or financial advice. Before you invest, read the
        disclosure documents, talk to existing franchisees and take independent professional advice. See our{' '}
        <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/compliance">Compliance</Link>{' '}
        page.
      </p>
    ),
  },
];

export function DisclosurePage() {
  return (
    <InfoPage
      title="Disclosure"
      eyebrow="Transparency"
      updated={LEGAL_UPDATED}
      lead={
        <p>How {BRAND.name} makes money, what our labels and figures mean, and where their limits are.</p>
      }
      sections={sections}
    />
  );
}
