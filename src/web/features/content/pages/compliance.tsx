import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const sections: InfoSection[] = [
  {
    id: 'role',
    heading: 'What role we play',
    body: (
      <p>
        {BRAND.name} is a marketplace where franchisors advertise franchises and seekers find them. We are not
        a franchise broker, we do not sell franchises and we are not a party to any franchise agreement.
        Franchisors remain responsible for complying with the franchise laws of every market where they offer
        a franchise.
      </p>
    ),
  },
  {
    id: 'united-states',
    heading: 'Franchise rules in the United States',
    body: (
      <>
        <p>
          The Federal Trade Commission's Franchise Rule (16 CFR Part 436) requires a franchisor to give a
          prospective franchisee its Franchise Disclosure Document (FDD) at least 14 calendar days before the
          prospect signs a binding agreement or pays any money. About a dozen states, including California,
          Illinois, Maryland, Minnesota, New York, Virginia and Washington, also require the franchise to be
          registered, and some require advertising to be filed, before it is offered there.
        </p>
        <p>US franchisors listing on {BRAND.name} confirm that:</p>
        <ul>
          <li>they have a current FDD and will give it to prospects in time;</li>
          <li>
            they are registered, or exempt, in every state where registration is required and they offer the
            franchise;
          </li>
          <li>
            any financial performance figure in their listing is one they also make in Item 19 of their FDD.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'india',
    heading: 'Franchise rules in India',
    body: (
      <p>
        India has no law written only for franchising. Franchise relationships are governed by the Indian
        Contract Act, 1872, the Trade Marks Act, 1999, the Competition Act, 2002, the Consumer Protection Act,
        2019 and, for franchisors based abroad, the Foreign Exchange Management Act, 1999. Indian franchisors
        listing on {BRAND.name} confirm that they hold the rights to the brand they license and that their
        figures for investment, fees and returns are accurate and current.
      </p>
    ),
  },
  {
    id: 'listing-review',
    heading: 'How we review listings',
    body: (
      <>
        <p>
          Every new listing, and every change to its figures, is reviewed by our team before it is published:
        </p>
        <ol>
          <li>We check that the company exists and that the person listing it may act for it.</li>
          <li>
            We check that investment ranges, fees and royalties are complete and plausible, and that revenue
            figures state their year and source.
          </li>
          <li>
            We publish the listing, or reject it with reasons the franchisor can fix. Published listings can
            be paused or archived later, by the franchisor or by us after a complaint.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'fraud',
    heading: 'Fraud and fake opportunities',
    body: (
      <p>
        We remove listings that ask for money before disclosure, promise guaranteed returns or impersonate a
        known brand, and we close the accounts behind them. If something looks wrong, report it through our{' '}
        <Link to="/contact">contact form</Link>; see also <Link to="/legal">how we handle complaints</Link>.
      </p>
    ),
  },
  {
    id: 'kredit',
    heading: 'Kredit',
    body: (
      <p>
        Kredit working capital is provided with licensed lending partners, who make the credit decision and
        follow the lending, fair-practice and anti-money-laundering rules that apply to them. We show every
        cost of a Kredit offer before you accept it. {BRAND.name} does not take deposits.
      </p>
    ),
  },
  {
    id: 'data-protection',
    heading: 'Data protection',
    body: (
      <p>
        We handle personal data under India's Digital Personal Data Protection Act, 2023 and the US state
        privacy laws that apply to us. Our <Link to="/privacy-policy">Privacy Policy</Link> explains what we
        collect and your rights.
      </p>
    ),
  },
];

export function CompliancePage() {
  return (
    <InfoPage
      title="Compliance"
      eyebrow="Trust and safety"
      updated={LEGAL_UPDATED}
      lead={
        <p>
          The rules franchises listed on {BRAND.name} must follow, and what we do to keep the marketplace
          honest.
        </p>
      }
      sections={sections}
    />
  );
}
