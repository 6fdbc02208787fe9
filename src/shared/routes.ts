/**
 * The pages that exist, shared by the web router (titles) and the server (the head it sends in
 * HTML and the 404 status for anything else). A path is in here only once its page is built.
 *
 * `path` uses React Router syntax (`/opportunity/:id`). Pages whose head depends on data (a
 * franchise detail) get a resolver on the server in `src/server/seo/`; the entry here gives
 * the fallback title and description.
 */
import { MARKET_CODES, MARKETS } from './markets.ts';
import { JOIN_MARKETS, type JoinMarketKey } from './membership-plans.ts';
import { OFFERING_KIND_PAGES } from './offering-kinds.ts';

export interface PageMeta {
  path: string;
  /** The `{Page}` part of `{Page} | Franchisio` (the home page too). */
  title?: string;
  description: string;
  /** Pages a search engine should not index (account pages, admin). */
  noindex?: boolean;
}

/** What any path without a page shows (the server answers it with status 404). */
export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  description: "Sorry, the page you're looking for doesn't exist or has been moved.",
} as const;

/** The join pages' descriptions; their paths and titles are the join markets' own. */
const JOIN_PAGE_DESCRIPTIONS: Record<JoinMarketKey, string> = {
  general:
    'List your franchise on Franchisio: reach investors in the United States, India and the UK, zero commission, a free basic listing and lifetime membership.',
  us: 'Reach franchise buyers across the United States: zero commission, plans in US dollars from a free basic listing to lifetime membership, and up to 25% back on spends.',
  india:
    'Reach franchise investors across India: zero commission, plans in rupees from a free basic listing to lifetime membership, and up to 25% back on spends.',
  uk: 'List your franchise for the UK market as it opens: zero commission, plans in pounds from a free basic listing to lifetime membership.',
};

export const PAGES: PageMeta[] = [
  {
    path: '/',
    title: 'Discover, Compare and Fund Franchises',
    description:
      'Discover, compare and fund franchises in the United States and India. Transparent investment figures, smart matching and working capital through Kredit.',
  },
  // Public site: information, legal, contact and Kredit pages.
  {
    path: '/about',
    title: 'About Us',
    description:
      'Why Franchisio exists, how we choose and present franchise listings, and the team in Noida behind the marketplace.',
  },
  {
    path: '/our-partners',
    title: 'Our Partners',
    description:
      'Franchise brands, lenders and software, AI and business-service providers who work with Franchisio, and how to become a partner.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Write to the Franchisio team: questions about franchises, listings, Kredit or your account. We answer within one business day.',
  },
  {
    path: '/kredit',
    title: 'Kredit',
    description:
      'Kredit gives franchise owners up to $10,000 a year of working capital with no hidden fees, a decision within 24 hours and yearly renewal.',
  },
  {
    path: '/all-about-kredit',
    title: 'All About Kredit',
    description:
      'How Kredit works: who is eligible, what you can spend it on, how to apply, how approval within 24 hours works and how renewal works.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What personal data Franchisio collects, why, how long we keep it, who we share it with and how to exercise your rights.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms that apply when you use Franchisio as a franchise seeker, a franchisor or a Kredit applicant.',
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description:
      'The cookies and browser storage Franchisio uses, what each is for, and how to remove them. No advertising or third-party trackers.',
  },
  {
    path: '/legal',
    title: 'Legal Information',
    description:
      'The company behind Franchisio, its registered address, how to reach us for legal notices and how we handle content complaints.',
  },
  {
    path: '/compliance',
    title: 'Compliance',
    description:
      'How Franchisio handles franchise disclosure rules in the United States and India, listing review, anti-fraud checks and data protection.',
  },
  {
    path: '/disclosure',
    title: 'Disclosure',
    description:
      'How Franchisio is paid, what featured listings mean, where listing figures come from, and the limits of the information on the site.',
  },
  // Accounts.
  {
    path: '/auth',
    title: 'Sign In or Join',
    description:
      'Sign in to Franchisio or join free: save and compare franchises, get matches for your budget and goals, and access Kredit working capital.',
  },
  {
    path: '/franchisor-auth',
    title: 'Franchisor Sign In',
    description:
      'Franchisors sign in or join Franchisio to list franchises in the United States and India and receive qualified leads.',
  },
  {
    path: '/profile',
    title: 'Profile',
    description: 'Your Franchisio profile, picture and investment preferences.',
    noindex: true,
  },
  {
    path: '/account-settings',
    title: 'Account Settings',
    description: 'Country preference, e-mail, password, two-factor sign-in, sessions and account deletion.',
    noindex: true,
  },
  { path: '/admin', title: 'Admin', description: 'Franchisio administration.', noindex: true },
  {
    path: '/admin/dashboard',
    title: 'Admin Dashboard',
    description: 'Accounts, listings and activity on Franchisio.',
    noindex: true,
  },
  {
    path: '/admin/users',
    title: 'Admin Users',
    description: 'Find accounts; suspend, restore or change their role.',
    noindex: true,
  },
  {
    path: '/admin/users/:id',
    title: 'Admin User',
    description: 'One account: role, sessions, activity and admin actions.',
    noindex: true,
  },
  {
    path: '/admin/audit-log',
    title: 'Admin Audit Log',
    description: 'Every admin action: who, what, which record, before and after, when and from where.',
    noindex: true,
  },
  {
    path: '/admin/access',
    title: 'Admin Access',
    description: 'Invite admins and revoke access.',
    noindex: true,
  },
  {
    path: '/admin/jobs',
    title: 'Admin Jobs',
    description: 'Background jobs: schedules, recent runs and failures.',
    noindex: true,
  },
  {
    path: '/admin/listings',
    title: 'Review Listings',
    description: 'Franchise listings and edits waiting for review.',
    noindex: true,
  },
  {
    path: '/admin/listings/:id',
    title: 'Admin Listing',
    description:
      'A listing’s status with its preview, pause, resume and feature actions, and its views, clicks, bookmarks, compares and leads per day as its franchisor sees them.',
    noindex: true,
  },
  {
    path: '/admin/catalog',
    title: 'Live Listings',
    description: 'Published and paused franchise listings, found by name, company, market and status.',
    noindex: true,
  },
  {
    path: '/admin/rewards',
    title: 'Admin Rewards',
    description: 'Recorded purchases to confirm and cashback payouts to pay.',
    noindex: true,
  },
  {
    path: '/admin/memberships',
    title: 'Admin Memberships',
    description:
      'Offline invoices to mark paid, franchisor companies to verify and listing claims to decide.',
    noindex: true,
  },
  {
    path: '/account/restore-email',
    title: 'Restore Your E-mail Address',
    description: 'Undo a change of the e-mail address of your Franchisio account that you did not make.',
    noindex: true,
  },
  {
    path: '/admin/accept-invite',
    title: 'Accept Admin Invitation',
    description: 'Accept an invitation to administer Franchisio.',
    noindex: true,
  },
  // Marketplace catalog: every market's list and detail routes, compare, bookmarks, discover.
  ...MARKET_CODES.flatMap((code): PageMeta[] => {
    const m = MARKETS[code];
    const heading =
      code === 'US' ? 'Franchises in the United States' : `${m.adjective} Franchise Opportunities`;
    return [
      ...[m.listPath, ...m.listAliases].map((path) => ({
        path,
        title: heading,
        description: `Find, filter and compare franchise opportunities in ${m.name}: investment, fees, royalties, ROI and ratings for every listing.`,
      })),
      // Landing pages (src/shared/landing-pages.ts): an industry or a budget in this market; the
      // server answers 404 for a slug that is not one, or one with too few listings.
      {
        path: `${m.listPath}/:landing`,
        title: heading,
        description: `Franchise opportunities in ${m.name} by industry and budget, compared on Franchisio.`,
      },
      ...[m.detailPrefix, ...m.detailAliases].map((prefix) => ({
        path: `${prefix}/:id`,
        title: 'Franchise Opportunity',
        description: `A franchise opportunity in ${m.name} on Franchisio: investment, fees, units, training and an ROI calculator.`,
      })),
    ];
  }),
  {
    path: '/compare',
    title: 'Compare Franchises',
    description:
      'Compare up to three franchises side by side: investment, fees, royalties, ROI, units and ratings.',
  },
  {
    path: '/bookmarks',
    title: 'Bookmarks',
    description: 'The franchises you saved on Franchisio.',
    noindex: true,
  },
  {
    path: '/saved-searches',
    title: 'Saved Searches',
    description: 'Your saved franchise searches, the new franchises that match them and their e-mail alerts.',
    noindex: true,
  },
  {
    path: '/saved-searches/unsubscribe',
    title: 'Unsubscribe',
    description: 'Stop the e-mail alerts of a saved franchise search.',
    noindex: true,
  },
  {
    path: '/discover',
    title: 'Discover Franchises',
    description:
      'Browse franchises by industry, investment and market, and see the matches for your goals with the reasons for each.',
  },
  // Franchisor area: offerings (software, AI tools, business services) and the dashboard.
  ...Object.values(OFFERING_KIND_PAGES).flatMap((k): PageMeta[] => [
    ...k.listPaths.map((path) => ({ path, title: k.title, description: k.description })),
    ...k.detailPrefixes.map((prefix) => ({
      path: `${prefix}/:id`,
      title: k.title,
      description: `A ${k.noun} offering on Franchisio: what it does, pricing and the cashback Franchisio members earn.`,
    })),
  ]),
  // Conversations and notifications.
  {
    path: '/messages',
    title: 'Messages',
    description:
      'Every conversation you take part in: with franchisors, with seekers who asked about your listings, about quotes and in your network.',
    noindex: true,
  },
  {
    path: '/unsubscribe',
    title: 'E-mail notifications',
    description: 'Stop one kind of e-mail notification from Franchisio.',
    noindex: true,
  },
  {
    path: '/admin/conversation-reports',
    title: 'Reported conversations',
    description: 'Conversations people reported, for moderators.',
    noindex: true,
  },
  {
    path: '/network',
    title: 'Network',
    description:
      'Meet other people looking for a franchise: opt in with the profile you choose, find people by market, industry and stage, connect and write to each other.',
    noindex: true,
  },
  // End of conversations block.
  {
    path: '/my-calls',
    title: 'My Calls',
    description:
      'Calls you asked franchisors for: proposed times, confirmed calls, reschedules and cancellations.',
    noindex: true,
  },
  {
    path: '/my-quotes',
    title: 'My Quotes',
    description: 'Quotes you asked vendors for, and quote requests your company received as a vendor.',
    noindex: true,
  },
  {
    path: '/earn-on-spends',
    title: 'Earn on Spends',
    description:
      'Record purchases of software, AI tools and services listed on Franchisio and earn up to 25% back.',
    noindex: true,
  },
  {
    path: '/rewards',
    title: 'Rewards',
    description: 'Your cashback balances, ledger, payouts and statement.',
    noindex: true,
  },
  {
    path: '/dashboard/offerings/new',
    title: 'List an Offering',
    description:
      'List software, an AI tool or a business service for franchisors, with the cashback you offer.',
    noindex: true,
  },
  {
    path: '/dashboard/offerings/:id',
    title: 'Edit Offering',
    description: 'Edit your software, AI tool or business service listing and submit it for review.',
    noindex: true,
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your franchisor company, its listings and the information requests it received.',
    noindex: true,
  },
  ...[...new Set(MARKET_CODES.map((c) => MARKETS[c].createPath))].map((path) => ({
    path,
    title: 'List your franchise',
    description:
      'List your franchise on Franchisio: investment, fees and figures with their sources, pictures and documents.',
    noindex: true,
  })),
  {
    path: '/dashboard/listings/:id/edit',
    title: 'Edit listing',
    description: 'Edit your franchise listing.',
    noindex: true,
  },
  // End of franchisor area block.
  // Kredit.
  {
    path: '/kredit-application',
    title: 'Apply for Kredit',
    description:
      'Apply for Kredit: up to $10,000 a year of working capital for your franchise, decided within 24 hours.',
    noindex: true,
  },
  {
    path: '/kredit-applications',
    title: 'Kredit Applications',
    description: 'Your Kredit applications, their status, the decision clock and the decisions.',
    noindex: true,
  },
  {
    path: '/admin/kredit-applications',
    title: 'Kredit Review',
    description: 'Review Kredit applications within 24 hours.',
    noindex: true,
  },
  // End of Kredit block.
  // Franchisor onboarding: join pages, registration, payment result.
  ...Object.values(JOIN_MARKETS).map(({ key, path, title }) => ({
    path,
    title,
    description: JOIN_PAGE_DESCRIPTIONS[key],
  })),
  {
    path: '/franchisor-registration',
    title: 'Franchisor Registration',
    description:
      'Register your franchise company on Franchisio: company details, GSTIN, documents and your plan.',
    noindex: true,
  },
  {
    path: '/franchisor-registration-us',
    title: 'US Franchisor Registration',
    description:
      'Register your US franchise company on Franchisio: company details, EIN, documents and your plan.',
    noindex: true,
  },
  {
    path: '/franchisor-payment-success',
    title: 'Membership',
    description: 'The state of your Franchisio membership and what to do next.',
    noindex: true,
  },
  // End of franchisor onboarding block.
];

// Split once: every server response and many renders match against all of them.
const PATTERNS = PAGES.map((page) => ({ page, pattern: page.path.split('/') }));

/** Matches a pathname against the page patterns; `:param` matches one non-empty segment. */
export function matchPage(pathname: string): { page: PageMeta; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const { page, pattern } of PATTERNS) {
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const seg = pattern[i]!;
      const actual = parts[i]!;
      if (seg.startsWith(':')) {
        if (!actual) {
          ok = false;
          break;
        }
        params[seg.slice(1)] = decodeURIComponent(actual);
      } else if (seg !== actual) {
        ok = false;
        break;
      }
    }
    if (ok) return { page, params };
  }
  return null;
}
