import { BRAND } from '../../shared/brand.ts';

/**
 * Structured data for the home page (schema.org, JSON-LD): the site with its search action
 * (spec §2: /united-states?search={term}) and the organisation behind it.
 */
export function homeStructuredData(origin: string): unknown[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: BRAND.name,
      url: `${origin}/`,
      description: BRAND.blurb,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}/united-states?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: BRAND.name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      image: `${origin}/og-image.png`,
      description: BRAND.blurb,
      email: BRAND.email,
      telephone: BRAND.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${BRAND.address.line1}, ${BRAND.address.line2}`,
        addressLocality: BRAND.address.city,
        addressRegion: BRAND.address.region,
        postalCode: BRAND.address.postalCode,
        addressCountry: 'IN',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: BRAND.supportEmail,
        telephone: BRAND.phone,
        areaServed: ['US', 'IN'],
        availableLanguage: ['English', 'Hindi'],
      },
    },
  ];
}
