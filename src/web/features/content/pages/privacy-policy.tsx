import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const sections: InfoSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <p>
          {BRAND.name} is a franchise discovery marketplace operated from {BRAND.address.line1},{' '}
          {BRAND.address.line2}, {BRAND.address.city}, {BRAND.address.region} {BRAND.address.postalCode},{' '}
          {BRAND.address.country}. We decide why and how the personal data described here is processed, so we
          are its controller (a "data fiduciary" under India's Digital Personal Data Protection Act, 2023).
        </p>
        <p>
          This policy covers our website, our apps and the e-mails we send. It does not cover the websites of
          franchisors or partners you reach through us; their own policies apply there.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address, password (stored only as a salted
            hash), country and phone number.
          </li>
          <li>
            <strong>Your investment profile</strong>: budget, timeline, preferred industries and locations,
            business experience and whether you need financing. We use it to match you with franchises.
          </li>
          <li>
            <strong>Listings</strong>: if you are a franchisor, the details, figures, documents and images of
            the franchises you publish, and your company's contact details.
          </li>
          <li>
            <strong>Messages</strong>: what you send to franchisors through us, and messages sent with our{' '}
            <Link to="/contact">contact form</Link> (name, e-mail address, subject and message).
          </li>
          <li>
            <strong>Kredit applications</strong>: the business and financial information you provide when you
            apply for working capital.
          </li>
        </ul>
        <h3>Information collected when you use the site</h3>
        <ul>
          <li>
            <strong>Page views</strong>: the page you open, the page you came from, a random visitor id kept
            in your browser and whether you use a phone, tablet or computer. We measure this ourselves; there
            is no third-party analytics or advertising script on {BRAND.name}.
          </li>
          <li>
            <strong>Activity in your account</strong>: franchises you view, bookmark, compare or contact, so
            that recommendations and your insights reflect what you are looking for.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and browser, kept in our server logs and used to
            keep the service secure, to limit abuse (for example, how many messages one address may send) and
            to diagnose errors. When the site fails in your browser, it sends us an error report with the
            error id shown on screen.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it and why',
    body: (
      <>
        <ul>
          <li>
            <strong>To provide the service you asked for</strong> (performing our contract with you): your
            account, matching, bookmarks, comparison, messages to franchisors, listings and Kredit
            applications.
          </li>
          <li>
            <strong>With your consent</strong>: to share your details with a franchisor when you ask to be
            contacted, and to send you newsletters. You can withdraw consent at any time.
          </li>
          <li>
            <strong>For our legitimate interests</strong>: to keep the service secure, prevent fraud and fake
            listings, understand which pages help people and improve them.
          </li>
          <li>
            <strong>To meet legal obligations</strong>: for example, keeping records required by tax law or
            answering a lawful request from an authority.
          </li>
        </ul>
        <p>We do not sell your personal data, and we do not use it to show you third-party advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <ul>
        <li>
          <strong>Franchisors</strong> you contact or ask to hear from: your name, contact details and the
          parts of your investment profile needed to answer you.
        </li>
        <li>
          <strong>Kredit lending partners</strong>, when you apply for Kredit: the information in your
          application, so they can decide on it.
        </li>
        <li>
          <strong>Service providers</strong> who run parts of our service for us under contract (hosting,
          storage, e-mail delivery). They may use the data only to provide that service.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it, and professional advisers under a duty of
          confidentiality.
        </li>
        <li>
          <strong>A buyer of our business</strong>, if {BRAND.name} is sold or merged; this policy would
          continue to protect your data.
        </li>
      </ul>
    ),
  },
  {
    id: 'transfers',
    heading: 'Where your data is kept',
    body: (
      <p>
        Our service is operated from India and serves people in India and the United States. Your data may be
        stored or processed in either country. Where data leaves the country in which it was collected, we use
        the safeguards the applicable law requires and transfer it only to countries not restricted under it.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account and investment profile</td>
              <td>While your account is open, then deleted within 30 days of closing it</td>
            </tr>
            <tr>
              <td>Messages to franchisors and contact-form messages</td>
              <td>24 months after the last message in the conversation</td>
            </tr>
            <tr>
              <td>Kredit applications</td>
              <td>As long as the law on lending records requires (usually 8 years)</td>
            </tr>
            <tr>
              <td>Page views and error reports</td>
              <td>13 months for page views, 90 days for error reports</td>
            </tr>
            <tr>
              <td>Server logs with IP addresses</td>
              <td>30 days</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <p>
        Connections to {BRAND.name} are encrypted. Passwords are stored only as salted hashes, sessions use
        secure, http-only cookies, and access to personal data inside our team is limited to the people who
        need it. If a breach affects your data, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you can ask us to:</p>
        <ul>
          <li>give you a summary or a copy of the personal data we hold about you;</li>
          <li>correct, complete or update it;</li>
          <li>delete it, or close your account;</li>
          <li>stop using it for a purpose based on consent or on our legitimate interests;</li>
          <li>name someone to exercise these rights for you if you die or become unable to (India).</li>
        </ul>
        <p>
          Residents of California and other US states with privacy laws have the right to know, delete and
          correct their data and to opt out of its sale or sharing for advertising; we do neither. We will not
          treat you differently for using these rights.
        </p>
        <p>
          Write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or use our{' '}
          <Link to="/contact">contact form</Link>. We answer within 30 days. If you are not satisfied, you may
          complain to the Data Protection Board of India or the authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        {BRAND.name} is for adults making business decisions. We do not knowingly collect data from anyone
        under 18; if we learn we have, we delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change matters to how we use your data,
        we tell account holders by e-mail before it takes effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      eyebrow="Legal"
      updated={LEGAL_UPDATED}
      lead={
        <p>
          What personal data we collect, why we need it, who sees it, how long we keep it and how you stay in
          control.
        </p>
      }
      sections={sections}
    />
  );
}
