import type { MailText } from './mail-text.ts';

/** Every quote mail ends with the link to the quotes page, a paragraph of its own. */
const withLink = (subject: string, paragraphs: (string | null | undefined)[], link: string): MailText => ({
  subject,
  text: [...paragraphs.filter((p): p is string => p !== null && p !== undefined), link].join('\n\n'),
});

/** To the vendor: a franchisor asks for a price. */
export function quoteRequestedMail(input: {
  company: string;
  offering: string;
  needs: string;
  seats: number | null | undefined;
  locations: number | null | undefined;
  link: string;
}): MailText {
  const { company, offering } = input;
  return withLink(
    `Quote request for ${offering} from ${company}`,
    [
      `${company} asks for a price for ${offering}.`,
      `Needs: ${input.needs}`,
      [input.seats && `Seats: ${input.seats}`, input.locations && `Locations: ${input.locations}`]
        .filter(Boolean)
        .join(' · '),
      'Answer with a price and how long it holds from your quotes:',
    ],
    input.link,
  );
}

/** To the franchisor who asked: the vendor's price. */
export function quoteAnsweredMail(input: {
  vendor: string;
  offering: string;
  price: string;
  validUntil: string;
  message: string | null | undefined;
  link: string;
}): MailText {
  const { vendor, offering, price } = input;
  return withLink(
    `${vendor} quoted ${price} for ${offering}`,
    [
      `${vendor} answered your request for ${offering}: ${price}, valid until ${input.validUntil}.`,
      input.message || null,
      'Accept or decline it from your quotes:',
    ],
    input.link,
  );
}

/** To the vendor: the franchisor accepted or declined the price. */
export function quoteDecidedMail(input: {
  company: string;
  status: 'accepted' | 'declined';
  offering: string;
  price: string;
  link: string;
}): MailText {
  const { company, status, offering } = input;
  return withLink(
    `${company} ${status} your quote for ${offering}`,
    [`${company} ${status} your quote of ${input.price} for ${offering}.`],
    input.link,
  );
}

/** To both sides: a quoted price ran past its validity unanswered. */
export function quoteExpiredMail(input: {
  company: string;
  offering: string;
  price: string;
  link: string;
}): MailText {
  return withLink(
    `The quote for ${input.offering} has expired`,
    [`The quote of ${input.price} for ${input.offering} (${input.company}) expired unanswered.`],
    input.link,
  );
}
