import { z } from 'zod';
import { formatCount } from '../count.ts';
import { OFFERING_LIMITS as L } from '../limits.ts';
import { QUOTE_STATUSES } from '../rewards.ts';
import { OfferingKindSchema } from './offerings.ts';
import { multiLineText } from './text.ts';

export const QUOTE_TIMELINES = ['asap', '1month', '3months', '6months'] as const;
export const QUOTE_TIMELINE_LABELS: Record<(typeof QUOTE_TIMELINES)[number], string> = {
  asap: 'As soon as possible',
  '1month': 'Within a month',
  '3months': 'Within 3 months',
  '6months': 'Within 6 months',
};

const count = (what: string) =>
  z
    .number(`${what} must be a number.`)
    .int(`${what} must be a whole number.`)
    .min(1, `${what} must be at least 1.`)
    .max(L.maxSeats, `${what} is too large.`)
    .nullable();

/** A franchisor asks a vendor for a price. */
export const QuoteRequestInput = z
  .object({
    offeringId: z.uuid('Offering: not a valid id.'),
    needs: multiLineText(10, L.quoteText, `Needs must be 10–${L.quoteText} characters.`),
    seats: count('Seats'),
    locations: count('Locations'),
    timeline: z.enum(QUOTE_TIMELINES),
    notes: multiLineText(0, L.quoteText, `Notes must be at most ${L.quoteText} characters.`),
  })
  .refine((v) => v.seats !== null || v.locations !== null, {
    path: ['seats'],
    message: 'Give the number of seats or of locations.',
  })
  .meta({ id: 'QuoteRequestInput' });
export type QuoteRequestInputT = z.infer<typeof QuoteRequestInput>;

/** The vendor's answer: a price in the offering's currency (major units) and how long it holds. */
export const QuoteAnswerInput = z
  .object({
    price: z
      .number('Price must be a number.')
      .positive('Price must be more than 0.')
      .max(L.maxPrice, `Price must be at most ${formatCount(L.maxPrice)}.`),
    validUntil: z.iso.date('Valid until: a date (YYYY-MM-DD).'),
    message: multiLineText(0, L.quoteText, `Message must be at most ${L.quoteText} characters.`),
  })
  .meta({ id: 'QuoteAnswerInput' });
export type QuoteAnswerInputT = z.infer<typeof QuoteAnswerInput>;

export const QuoteDecisionInput = z
  .object({ decision: z.enum(['accept', 'decline']) })
  .meta({ id: 'QuoteDecisionInput' });

export const QuoteSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(QUOTE_STATUSES),
    /** Whether the viewer asked for it or is the vendor answering it. */
    side: z.enum(['requester', 'vendor']),
    offering: z.object({ id: z.uuid(), name: z.string(), kind: OfferingKindSchema, vendor: z.string() }),
    requesterCompany: z.string(),
    needs: z.string(),
    seats: z.number().int().nullable(),
    locations: z.number().int().nullable(),
    timeline: z.enum(QUOTE_TIMELINES),
    notes: z.string(),
    priceMinor: z.number().int().nullable(),
    currency: z.string(),
    validUntil: z.string().nullable(),
    vendorMessage: z.string().nullable(),
    /** Where the viewer reads and writes the two companies' thread about it. */
    threadPath: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteList = z
  .object({ requested: z.array(QuoteSchema), received: z.array(QuoteSchema) })
  .meta({ id: 'QuoteList' });
export type QuoteListT = z.infer<typeof QuoteList>;

export const QuoteIdParam = z.object({
  id: z.uuid('Quote: not a valid id.').meta({ param: { name: 'id', in: 'path' } }),
});
