import { Link } from 'react-router';
import { useViewer } from '../../../lib/viewer.ts';
import { useKreditApplyPath } from '../../kredit/components/apply-link.tsx';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { PageCta } from '../components/page-cta.tsx';
import { KreditFactGrid } from '../kredit-facts.tsx';

const sections: InfoSection[] = [
  {
    id: 'what',
    heading: 'What Kredit is',
    body: (
      <>
        <p>
          Kredit is a yearly working-capital limit for franchise owners: up to $10,000 a year that you can
          draw when your business needs it, funded by our licensed lending partners and arranged through
          Franchisio.
        </p>
        <div className="not-prose mt-6">
          <KreditFactGrid narrow />
        </div>
      </>
    ),
  },
  {
    id: 'uses',
    heading: 'What you can use it for',
    body: (
      <>
        <p>Any business expense of your franchise. Owners most often use it for:</p>
        <ul>
          <li>stock and supplies ahead of a busy season;</li>
          <li>payroll while a new location ramps up;</li>
          <li>equipment repairs and replacements;</li>
          <li>local marketing and grand-opening campaigns;</li>
          <li>rent, deposits and utilities.</li>
        </ul>
        <p>Kredit is not for personal spending or for paying the initial franchise fee.</p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who is eligible',
    body: (
      <ul>
        <li>You own and operate a franchise unit in the United States or India.</li>
        <li>The business has traded for at least six months.</li>
        <li>You have a business bank account and can share your last six months of statements.</li>
        <li>You are in good standing with your franchisor and have no unresolved defaults.</li>
        <li>You are at least 18 and have a Franchisio account.</li>
      </ul>
    ),
  },
  {
    id: 'applying',
    heading: 'How applying works',
    body: (
      <ol>
        <li>
          <strong>Sign in or join Franchisio.</strong> Your profile fills in part of the application.
        </li>
        <li>
          <strong>Tell us about the business</strong>: the franchise brand, location, monthly revenue, what
          the money is for, and upload your bank statements.
        </li>
        <li>
          <strong>Get a decision within 24 hours</strong> of a complete application. If we need anything else,
          we ask straight away, by e-mail.
        </li>
        <li>
          <strong>Review and accept.</strong> Your offer shows the limit and every cost in one place. Nothing
          starts until you accept.
        </li>
        <li>
          <strong>Draw funds</strong> to your business account whenever you need them, up to your limit.
        </li>
      </ol>
    ),
  },
  {
    id: 'costs',
    heading: 'Costs and repayment',
    body: (
      <p>
        There are no hidden fees: no application fee, and no charge that is not shown in your offer before you
        accept it. Repayments are taken from your business account on the schedule in your offer, and you can
        repay early at any time without a penalty.
      </p>
    ),
  },
  {
    id: 'renewal',
    heading: 'Renewal',
    body: (
      <p>
        Your limit renews every year. A month before the anniversary we review your repayments and recent
        revenue, and your limit may go up. You can also close Kredit at any time once it is repaid.
      </p>
    ),
  },
  {
    id: 'questions',
    heading: 'Common questions',
    body: (
      <>
        <h3>Does applying affect my credit score?</h3>
        <p>
          Checking your eligibility does not. If you accept an offer, our lending partner may report the
          account to credit bureaus as the law requires.
        </p>
        <h3>Can I apply before I open my franchise?</h3>
        <p>
          Not yet: Kredit is for businesses that have traded for six months. Use{' '}
          <Link to="/about">Franchisio</Link> to find the right franchise first; we will be here when you
          open.
        </p>
        <h3>Who decides on my application?</h3>
        <p>
          Our licensed lending partners make the credit decision. See <Link to="/compliance">Compliance</Link>{' '}
          for how Kredit is regulated.
        </p>
      </>
    ),
  },
];

export function AllAboutKreditPage() {
  const applyPath = useKreditApplyPath();
  const signedIn = useViewer().status === 'signed-in';
  return (
    <InfoPage
      title="All About Kredit"
      eyebrow="Kredit"
      lead={
        <p>
          Everything you need to know before you apply: what Kredit covers, who is eligible, how the decision
          within 24 hours works and how your limit renews.
        </p>
      }
      sections={sections}
    >
      <PageCta
        title="Apply for Kredit"
        action={{ to: applyPath, label: signedIn ? 'Start your application' : 'Sign in or join to apply' }}
        secondary={{ to: '/kredit', label: 'Kredit overview' }}
      >
        <p>It takes about ten minutes with your bank statements to hand.</p>
      </PageCta>
    </InfoPage>
  );
}
