import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const { address } = BRAND;

const sections: InfoSection[] = [
  {
    id: 'operator',
    heading: 'Who runs this site',
    body: (
      <>
        <p>{BRAND.name} is operated from our office in Noida, India:</p>
        <address className="mt-4 not-italic">
          {BRAND.name}
          <br />
          {address.line1}, {address.line2}
          <br />
          {address.city}, {address.region} {address.postalCode}
          <br />
          {address.country}
        </address>
        <p>
          E-mail: <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          <br />
          Phone: <a href={BRAND.phoneHref}>{BRAND.phone}</a>
        </p>
      </>
    ),
  },
  {
    id: 'notices',
    heading: 'Legal notices',
    body: (
      <p>
        Formal notices should be sent to the address above, with a copy by e-mail to{' '}
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> and the subject "Legal notice". We confirm receipt
        within two business days.
      </p>
    ),
  },
  {
    id: 'grievances',
    heading: 'Grievance officer',
    body: (
      <p>
        Under India's Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules,
        2021, you may raise a complaint about content on {BRAND.name} or about how we handle your data with
        our Grievance Officer at <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> (subject "Grievance") or
        at the postal address above. We acknowledge complaints within 24 hours and resolve them within 15
        days.
      </p>
    ),
  },
  {
    id: 'content-complaints',
    heading: 'Reporting a listing or content',
    body: (
      <>
        <p>
          If a listing is false, misleading, infringes your rights or breaks the law, tell us through the{' '}
          <Link to="/contact">contact form</Link> with:
        </p>
        <ul>
          <li>the address of the page and what is wrong with it;</li>
          <li>for an intellectual-property complaint, the right you hold and proof of it;</li>
          <li>your name and how to reach you.</li>
        </ul>
        <p>
          We review every report, may pause the listing while we check, and tell both sides what we decided.
        </p>
      </>
    ),
  },
  {
    id: 'trademarks',
    heading: 'Trademarks',
    body: (
      <p>
        {BRAND.name} and its logo are our trademarks. Franchise names and logos shown in listings belong to
        their owners and appear with their permission; their use does not mean those owners endorse{' '}
        {BRAND.name}.
      </p>
    ),
  },
  {
    id: 'other-documents',
    heading: 'Other legal documents',
    body: (
      <ul>
        <li>
          <Link to="/terms-of-service">Terms of Service</Link>: the rules for using {BRAND.name}.
        </li>
        <li>
          <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cookie-policy">Cookie Policy</Link>:
          your data.
        </li>
        <li>
          <Link to="/compliance">Compliance</Link>: franchise rules, listing review and anti-fraud checks.
        </li>
        <li>
          <Link to="/disclosure">Disclosure</Link>: how we are paid and what featured listings mean.
        </li>
      </ul>
    ),
  },
];

export function LegalPage() {
  return (
    <InfoPage
      title="Legal Information"
      eyebrow="Legal"
      updated={LEGAL_UPDATED}
      lead={
        <p>
          Who is behind {BRAND.name}, how to reach us formally and how to report a problem with a listing.
        </p>
      }
      sections={sections}
    />
  );
}
