import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

export interface DigestSection {
  /** The search as the seeker reads it: '“filter coffee” · Food & Beverage — India'. */
  name: string;
  listings: { title: string; category: string; url: string }[];
  searchUrl: string;
  unsubscribeUrl: string;
}

/** To a seeker: the day's new franchises matching their saved searches (one mail a day at most). */
export function savedSearchDigestMail(input: {
  total: number;
  sections: DigestSection[];
  manageUrl: string;
}): MailText {
  const { total, sections, manageUrl } = input;
  return {
    subject: `${total} new ${total === 1 ? 'franchise matches' : 'franchises match'} your saved searches`,
    text: [
      `New franchises were published on ${BRAND.name} that match your saved searches.`,
      ...sections.map((s) =>
        [
          `${s.name}: ${s.listings.length} new ${s.listings.length === 1 ? 'franchise' : 'franchises'}`,
          ...s.listings.map((l) => `- ${l.title} (${l.category}): ${l.url}`),
          `See the search: ${s.searchUrl}`,
          `Stop e-mails for this search (no sign-in needed): ${s.unsubscribeUrl}`,
        ].join('\n'),
      ),
      `Manage your saved searches: ${manageUrl}`,
    ].join('\n\n'),
  };
}
