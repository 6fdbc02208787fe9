import type { OfferingKind } from './enums.ts';

/**
 * Where each kind of offering lives in the web app (spec §2): two list paths each, and the
 * detail prefixes (the first is the canonical one the app links to).
 */
export interface OfferingKindPages {
  kind: OfferingKind;
  /** Page heading and title: 'Software', 'AI Tools', 'Business Services'. */
  title: string;
  /** One item, lower case: 'software', 'AI tool', 'business service'. */
  noun: string;
  /** Many, lower case except names: 'software', 'AI tools', 'business services' ("All AI tools"). */
  plural: string;
  listPaths: [string, string];
  detailPrefixes: string[];
  description: string;
}

export const OFFERING_KIND_PAGES: Record<OfferingKind, OfferingKindPages> = {
  software: {
    kind: 'software',
    title: 'Software',
    noun: 'software',
    plural: 'software',
    listPaths: ['/software', '/software-listings'],
    detailPrefixes: ['/software'],
    description:
      'Point of sale, scheduling, franchise management and accounting software for franchise owners, with cashback for Franchisio members.',
  },
  ai_tool: {
    kind: 'ai_tool',
    title: 'AI Tools',
    noun: 'AI tool',
    plural: 'AI tools',
    listPaths: ['/ai-tools', '/ai-tools-listings'],
    detailPrefixes: ['/ai-tools', '/ai-tool'],
    description:
      'AI tools that answer customers, forecast demand, write marketing and review operations for franchise businesses, with cashback for Franchisio members.',
  },
  business_service: {
    kind: 'business_service',
    title: 'Business Services',
    noun: 'business service',
    plural: 'business services',
    listPaths: ['/business-services', '/business-services-listings'],
    detailPrefixes: ['/business-services', '/business-service'],
    description:
      'Accounting, legal, marketing, hiring and other services for franchise owners, with cashback for Franchisio members.',
  },
};

export const offeringDetailPath = (kind: OfferingKind, id: string) =>
  `${OFFERING_KIND_PAGES[kind].detailPrefixes[0]}/${id}`;

/** The kind whose list page or detail page `pathname` is, or null. */
export function offeringKindForPath(pathname: string): OfferingKind | null {
  const clean = pathname.replace(/\/+$/, '');
  for (const k of Object.values(OFFERING_KIND_PAGES)) {
    if (k.listPaths.includes(clean)) return k.kind;
    const prefix = clean.slice(0, clean.lastIndexOf('/'));
    if (k.detailPrefixes.includes(prefix)) return k.kind;
  }
  return null;
}
