import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { InfoPage, type InfoSection } from '../components/info-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const sections: InfoSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    body: (
      <p>
        {BRAND.name} uses only what it needs to work: a sign-in cookie and a few items stored in your browser.
        There are no advertising cookies, no social-media trackers and no third-party analytics, so there is
        nothing to accept or decline.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    heading: 'What we store in your browser',
    body: (
      // Focusable, so keyboard users can scroll it on a narrow screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
      <section className="table-wrap" tabIndex={0} aria-label="What we store in your browser">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">What it is for</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Session cookie</td>
              <td>Cookie (http-only, secure)</td>
              <td>Keeps you signed in. Set only when you sign in.</td>
              <td>Until you sign out, or 7 days without use</td>
            </tr>
            <tr>
              <td>franchisio.visitorId</td>
              <td>Local storage</td>
              <td>A random id that lets us count visits without knowing who you are.</td>
              <td>Until you clear it</td>
            </tr>
            <tr>
              <td>franchisio.compare</td>
              <td>Local storage</td>
              <td>The franchises you picked to compare (up to three), so the list survives a reload.</td>
              <td>Until you clear it or empty the list</td>
            </tr>
            <tr>
              <td>
                franchisio.countrySelected,
                <br />
                franchisio.selectedCountry
              </td>
              <td>Local storage</td>
              <td>Remembers the market you chose (India or the United States) so we do not ask again.</td>
              <td>Until you clear it</td>
            </tr>
            <tr>
              <td>franchisio.scrollPositions</td>
              <td>Session storage</td>
              <td>Where you left each page you visited, so Back returns you to the same spot.</td>
              <td>Until you close the tab</td>
            </tr>
          </tbody>
        </table>
      </section>
    ),
  },
  {
    id: 'why-no-banner',
    heading: 'Why there is no cookie banner',
    body: (
      <p>
        The items above are strictly necessary for the service you use, or measure visits without identifying
        you and without sharing anything with another company. If we ever add something that needs your
        consent, we will ask first.
      </p>
    ),
  },
  {
    id: 'removing',
    heading: 'How to remove them',
    body: (
      <>
        <p>
          Signing out removes the session cookie. You can delete everything {BRAND.name} stored in your
          browser in its settings (look for "site data" or "cookies and site data"). The site keeps working:
          you will be signed out and asked to choose your market again.
        </p>
        <p>
          Questions about this policy: <Link to="/contact">contact us</Link>. For everything else about your
          data, see our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <InfoPage
      title="Cookie Policy"
      eyebrow="Legal"
      updated={LEGAL_UPDATED}
      lead={<p>Exactly what {BRAND.name} keeps in your browser, and why.</p>}
      sections={sections}
    />
  );
}
