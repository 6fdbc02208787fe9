/** The product's name and contact details: the one place they are written. */
export const BRAND = {
  name: 'Franchisio',
  tagline: 'Find the franchise that fits your budget, goals and market.',
  blurb:
    'Franchisio helps first-time and seasoned investors discover, compare and fund franchises in the United States and India, with transparent numbers and working capital through Kredit.',
  email: 'hello@franchisio.com',
  supportEmail: 'support@franchisio.com',
  phone: '+91 120 456 7890',
  phoneHref: 'tel:+911204567890',
  address: {
    line1: 'Tower B, 7th Floor, Logix Cyber Park',
    line2: 'Sector 62',
    city: 'Noida',
    region: 'Uttar Pradesh',
    postalCode: '201309',
    country: 'India',
  },
} as const;

/** `{Page} | Franchisio`, the title format of every page (the home page's `{Page}` is in the route table). */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND.name}` : BRAND.name;
}
