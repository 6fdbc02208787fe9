import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const sections: InfoSection[] = [
  {
    id: 'agreement',
    heading: 'These terms',
    body: (
      <p>
        These terms are an agreement between you and {BRAND.name}. By creating an account or using the site
        you accept them, together with our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/cookie-policy">Cookie Policy</Link>. If you use {BRAND.name} for a company, you confirm
        that you may accept these terms for it.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 and give accurate information when you sign up.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account; tell us at
          once if you think someone else has used it.
        </li>
        <li>One person or company, one account, unless we agree otherwise in writing.</li>
      </ul>
    ),
  },
  {
    id: 'seekers',
    heading: 'For franchise seekers',
    body: (
      <>
        <p>
          {BRAND.name} helps you find and compare franchises. The listings, figures and recommendations are
          information, not investment, legal or financial advice. Buying a franchise is a serious commitment:
        </p>
        <ul>
          <li>
            read the franchisor's disclosure documents (in the United States, the Franchise Disclosure
            Document, which you must receive at least 14 calendar days before you sign or pay anything);
          </li>
          <li>speak to existing franchisees, and to a lawyer and an accountant of your own choosing;</li>
          <li>check the figures yourself: past results of other units do not promise your results.</li>
        </ul>
        <p>
          Any franchise agreement is made between you and the franchisor; {BRAND.name} is not a party to it.
        </p>
      </>
    ),
  },
  {
    id: 'franchisors',
    heading: 'For franchisors',
    body: (
      <ul>
        <li>
          Your listings must be accurate, complete and lawful, and must match the disclosure documents you
          give to prospects. Investment figures must state their year and source.
        </li>
        <li>
          You must be entitled to offer the franchise in each market where you list it, including any
          registration your state or country requires.
        </li>
        <li>
          We review listings before they are published and may reject, pause or remove a listing that breaks
          these terms or our <Link to="/compliance">compliance rules</Link>.
        </li>
        <li>
          You give us a licence to show your listing content (text, logos, images, documents) on {BRAND.name}{' '}
          and in search engines and social previews, for as long as the listing is published.
        </li>
        <li>Leads we pass to you may be used only to answer the person who sent them.</li>
      </ul>
    ),
  },
  {
    id: 'kredit',
    heading: 'Kredit and rewards',
    body: (
      <p>
        <Link to="/kredit">Kredit</Link> working capital is offered under a separate agreement that sets out
        the amount, the cost and the repayment terms before you accept it. Applying does not guarantee
        approval. Rewards of up to 25% back on spends on software, AI tools and business services bought
        through {BRAND.name} follow the rules shown with each offer.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>publish false, misleading or infringing content, or pose as someone else;</li>
          <li>send spam, or collect other users' details to contact them outside {BRAND.name};</li>
          <li>scrape the site, overload it, probe it for weaknesses or get around its limits;</li>
          <li>
            use {BRAND.name} for anything unlawful, including offering unregistered franchises where
            registration is required.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Our content',
    body: (
      <p>
        The {BRAND.name} name, logo, design and software belong to us. You may use the site for your own
        franchise research or business; anything else needs our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimers and liability',
    body: (
      <>
        <p>
          We work to keep {BRAND.name} available and its information accurate, but we provide it "as is": we
          do not promise that it is free of errors or always available, and listing content is the
          franchisor's responsibility.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, lost profits or
          business decisions you make based on the site, and our total liability to you is limited to the
          amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that
          cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending your use',
    body: (
      <p>
        You can close your account at any time. We may suspend or close an account that breaks these terms,
        and will tell you why unless the law or safety prevents it.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Before going to court, please write to us so we can try
        to resolve the matter; if we cannot, the courts at {BRAND.address.city}, {BRAND.address.region}, have
        jurisdiction. If you are a consumer, you keep the protection of the mandatory laws of the place where
        you live.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; important changes are announced by e-mail at least 14 days before they
        apply. Questions: <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <InfoPage
      title="Terms of Service"
      eyebrow="Legal"
      updated={LEGAL_UPDATED}
      lead={
        <p>
          The rules for using {BRAND.name}, whether you are looking for a franchise, listing one or applying
          for Kredit.
        </p>
      }
      sections={sections}
    />
  );
}
