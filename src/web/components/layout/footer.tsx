import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../shared/brand.ts';
import { firstExisting, pageExists } from '../../lib/pages.ts';
import { useLayoutSlots } from './layout-slots.tsx';
import { Logo } from './logo.tsx';

interface FooterLink {
  to: string;
  label: string;
}

function column(links: FooterLink[]): FooterLink[] {
  return links.filter((link) => pageExists(link.to));
}

const QUICK_LINKS: FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: '/discover', label: 'Discover franchises' },
  { to: '/united-states', label: 'US franchises' },
  { to: '/india-franchises', label: 'Indian franchises' },
  { to: '/kredit', label: 'Kredit working capital' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/legal', label: 'Legal' },
  { to: '/compliance', label: 'Compliance' },
  { to: '/disclosure', label: 'Disclosure' },
];

function franchisorLinks(): FooterLink[] {
  return [
    { to: firstExisting('/join-franchisio-us', '/franchisor-auth'), label: 'List a US franchise' },
    { to: firstExisting('/join-franchisio-india', '/franchisor-auth'), label: 'List an Indian franchise' },
    { to: '/franchisor-auth', label: 'Franchisor sign in' },
    { to: '/earn-on-spends', label: 'Earn on spends' },
    { to: '/our-partners', label: 'Our partners' },
    { to: '/all-about-kredit', label: 'All about Kredit' },
  ];
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="rounded text-sm text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer on every page (spec §2): blurb, Quick Links, For Franchisors, contact details and legal links. */
export function Footer() {
  const { address } = BRAND;
  const { FooterLandingLinks } = useLayoutSlots();
  // Links whose pages a later issue builds appear once they exist (the franchisor links
  // share a target until the join pages are built, so duplicates are dropped).
  const forFranchisors = column(franchisorLinks()).filter(
    (link, i, all) => all.findIndex((other) => other.to === link.to) === i,
  );
  return (
    <footer className="bg-brand-900 text-brand-100 [&_a:focus-visible]:outline-accent-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{BRAND.blurb}</p>
        </div>
        <LinkColumn title="Quick Links" links={column(QUICK_LINKS)} />
        <LinkColumn title="For Franchisors" links={forFranchisors} />
        <FooterLandingLinks />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${BRAND.email}`} className="rounded hover:text-white hover:underline">
                {BRAND.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={BRAND.phoneHref} className="rounded hover:text-white hover:underline">
                {BRAND.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <address className="not-italic leading-6">
                {BRAND.name}, {address.line1}
                <br />
                {address.line2}, {address.city}, {address.region} {address.postalCode}
                <br />
                {address.country}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
