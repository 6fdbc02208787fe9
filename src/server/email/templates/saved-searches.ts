import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** One saved search's part of the digest: its new franchises and its own links. */
export interface DigestSection {
  label: string;
  items: { title: string; category: string; url: string }[];
  searchUrl: string;
  unsubscribeUrl: string;
}

/** The digest of franchises newly matching a seeker's saved searches. */
export function savedSearchDigestMail(input: {
  total: number;
  sections: DigestSection[];
  manageUrl: string;
}): MailText {
  const { total } = input;
  const sections = input.sections.map((s) =>
    [
      `${s.label}: ${s.items.length} new ${s.items.length === 1 ? 'franchise' : 'franchises'}`,
      ...s.items.map((i) => `- ${i.title} (${i.category}): ${i.url}`),
      `See the search: ${s.searchUrl}`,
      `Stop e-mails for this search (no sign-in needed): ${s.unsubscribeUrl}`,
    ].join('\n'),
  );
  return {
    subject: `${total} new ${total === 1 ? 'franchise matches' : 'franchises match'} your saved searches`,
    text: [
      `New franchises were published on ${BRAND.name} that match your saved searches.`,
      ...sections,
      `Manage your saved searches: ${input.manageUrl}`,
    ].join('\n\n'),
  };
}
