import { z } from 'zod';
import { FRANCHISE_REVIEW_LIMITS as L } from '../limits.ts';
import { multiLineText } from './text.ts';

/** How a review's author contacted the franchise before reviewing it (only then may they). */
export const REVIEW_CONTACTS = ['information_request', 'conversation', 'call'] as const;
export type ReviewContact = (typeof REVIEW_CONTACTS)[number];

export const ReviewListingParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' }, description: 'Listing id (uuid)' }),
});
export const ReviewIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' }, description: 'Review id (uuid)' }),
});

export const ReviewListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(1000, 'At most page 1000.').default(1),
});

export const ReviewInput = z
  .object({
    rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
    body: multiLineText(
      L.bodyMin,
      L.body,
      `Write ${L.bodyMin} to ${L.body} characters: what went well, what did not.`,
    ),
  })
  .meta({ id: 'FranchiseReviewInput' });
export type ReviewInputValue = z.infer<typeof ReviewInput>;

export const ReplyInput = z
  .object({ body: multiLineText(2, L.reply, `A reply is 2 to ${L.reply} characters.`) })
  .meta({ id: 'FranchiseReviewReplyInput' });

export const ReportReviewInput = z
  .object({
    reason: multiLineText(5, L.reportReason, `Say in 5 to ${L.reportReason} characters what is wrong.`),
  })
  .meta({ id: 'FranchiseReviewReportInput' });

export const ModerateReviewInput = z
  .object({
    action: z.enum(['hide', 'restore', 'dismiss']),
    reason: multiLineText(5, L.reportReason, `Give the author a reason of 5 to ${L.reportReason} characters.`)
      .optional()
      .meta({ description: 'Required to hide: shown to the author.' }),
  })
  .refine((v) => v.action !== 'hide' || v.reason !== undefined, {
    path: ['reason'],
    message: 'Say why the review is hidden: the author is told.',
  })
  .meta({ id: 'FranchiseReviewModeration' });

export const ReviewSchema = z
  .object({
    id: z.uuid(),
    /** First name and initial ("Priya S."), or "Deleted user". */
    author: z.string(),
    rating: z.number().int(),
    body: z.string(),
    contactedVia: z.enum(REVIEW_CONTACTS),
    createdAt: z.string(),
    updatedAt: z.string(),
    reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'FranchiseReview' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewPage = z
  .object({
    items: z.array(ReviewSchema),
    /** Visible reviews in all, their average (one decimal; null without reviews), count per star. */
    total: z.number().int(),
    average: z.number().nullable(),
    breakdown: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: 'FranchiseReviewPage' });
export type ReviewPageValue = z.infer<typeof ReviewPage>;

/** What the signed-in viewer may do with a listing's reviews. */
export const MyReviewState = z
  .object({
    /** The viewer's own review (hidden ones too, with the moderator's reason). */
    review: ReviewSchema.extend({ hiddenReason: z.string().nullable() }).nullable(),
    /** Why the viewer may not write one, in words for the page; null when they may. */
    cannotReview: z.string().nullable(),
    /** The viewer's company lists this franchise: they may reply to its reviews. */
    canReply: z.boolean(),
  })
  .meta({ id: 'FranchiseMyReviewState' });
export type MyReviewStateValue = z.infer<typeof MyReviewState>;

export const ReviewReportItem = z
  .object({
    id: z.uuid(),
    reason: z.string(),
    reporter: z.string(),
    createdAt: z.string(),
    review: ReviewSchema.extend({
      listingTitle: z.string(),
      /** The listing's page. */
      listingPath: z.string(),
      hidden: z.boolean(),
    }),
  })
  .meta({ id: 'FranchiseReviewReport' });
export const ReviewReportList = z
  .object({ items: z.array(ReviewReportItem) })
  .meta({ id: 'FranchiseReviewReportList' });
export type ReviewReportListValue = z.infer<typeof ReviewReportList>;
