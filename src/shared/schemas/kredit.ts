import { z } from 'zod';
import {
  describeLimit,
  KREDIT_DOCUMENT_KINDS,
  KREDIT_STATUSES,
  kreditLimitIn,
  KREDIT_TEXT_LIMITS as L,
} from '../kredit.ts';
import { APPROX_USD_PER_UNIT } from '../money.ts';
import { multiLineText, singleLineText } from './text.ts';

export const KREDIT_STAGES = ['operating', 'buying'] as const;
export const KREDIT_PURPOSES = [
  'inventory',
  'payroll',
  'equipment',
  'marketing',
  'rent',
  'opening_costs',
  'other',
] as const;
export const KREDIT_PURPOSE_LABELS: Record<(typeof KREDIT_PURPOSES)[number], string> = {
  inventory: 'Stock and supplies',
  payroll: 'Payroll',
  equipment: 'Equipment',
  marketing: 'Local marketing',
  rent: 'Rent, deposits and utilities',
  opening_costs: 'Opening costs (not the franchise fee)',
  other: 'Another business expense',
};

/** "Full name: at least 2 characters." — every message names the field and the rule. */
const text = (label: string, min: number, max: number, multiline = false) =>
  (multiline ? multiLineText : singleLineText)(
    min,
    max,
    min > 1
      ? `${label}: between ${min} and ${max} characters.`
      : `${label} is required (at most ${max} characters).`,
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} is required and must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const Currency = z
  .string()
  .refine((c) => Object.hasOwn(APPROX_USD_PER_UNIT, c), 'Currency: not one Kredit is offered in.')
  .meta({ description: 'ISO 4217; set by the server from the profile country when the draft starts' });

/** The answers of an application, one field per question. Amounts in minor units of `currency`. */
export const KreditAnswerFields = z.object({
  currency: Currency,
  fullName: text('Full name', 2, L.name),
  phone: text('Phone', 4, 32),
  stage: z.enum(KREDIT_STAGES, {
    message: 'Business: choose whether you run the franchise or are buying it.',
  }),
  businessName: text('Business or franchise name', 2, L.businessName),
  city: text('City', 2, L.city),
  monthsTrading: wholeNumber('Months trading', 0, 1200),
  amountMinor: z
    .number({ message: 'Amount is required.' })
    .int('Amount must be a whole number of minor units.')
    .positive('Amount must be more than zero.'),
  purpose: z.enum(KREDIT_PURPOSES, { message: 'Purpose: choose what the money is for.' }),
  purposeDetails: text('Purpose details', L.purposeDetails.min, L.purposeDetails.max, true),
  monthlyRevenueMinor: z
    .number({ message: 'Monthly revenue is required.' })
    .int('Monthly revenue must be a whole number of minor units.')
    .min(0, 'Monthly revenue must be 0 or more.'),
});

type AmountInput = { currency?: unknown; amountMinor?: unknown };
const limitOf = (value: AmountInput) =>
  typeof value.currency === 'string' && Object.hasOwn(APPROX_USD_PER_UNIT, value.currency)
    ? kreditLimitIn(value.currency)
    : null;

/**
 * Spec §9: the amount is at most the yearly limit in the application's currency. Checked even
 * while other fields are wrong (`when`), so a step of the form hears of it at once.
 */
function amountWithinLimit(value: AmountInput) {
  const limit = limitOf(value);
  return !limit || typeof value.amountMinor !== 'number' || value.amountMinor <= limit.minor;
}
const amountRule = {
  path: ['amountMinor'],
  error: (issue: { input: unknown }) => {
    const limit = limitOf(issue.input as AmountInput);
    return limit ? `Amount must be at most ${describeLimit(limit)}.` : 'Amount is above the yearly limit.';
  },
  when: (payload: { value: unknown }) => {
    const v = payload.value as AmountInput | null;
    return !!v && typeof v.amountMinor === 'number' && !!limitOf(v);
  },
};

/** A complete application, as it must be to be submitted; the form validates with it too. */
export const KreditAnswers = KreditAnswerFields.refine(amountWithinLimit, amountRule).meta({
  id: 'KreditAnswers',
});
export type KreditAnswersT = z.infer<typeof KreditAnswerFields>;

/** Saving a draft: any subset of the answers, each checked by the same rules. */
export const KreditDraftBody = KreditAnswerFields.partial()
  .required({ currency: true })
  .refine(amountWithinLimit, amountRule)
  .meta({ id: 'KreditDraft' });
export type KreditDraftT = z.infer<typeof KreditDraftBody>;

export const KreditSubmitBody = z
  .object({
    consent: z.literal(true, { message: 'Consent: accept the Kredit terms to submit.' }),
  })
  .meta({ id: 'KreditSubmit' });

export const KreditReplyBody = z
  .object({ message: text('Answer', L.message.min, L.message.max, true) })
  .meta({ id: 'KreditReply' });

export const KreditDocumentKind = z.enum(KREDIT_DOCUMENT_KINDS, {
  message: 'Document type: choose proof of identity, bank statement or other.',
});

/** What a reviewer decides. Approving names an amount; rejecting a reason; asking a message. */
export const KreditDecisionBody = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('start_review') }),
    z.object({
      action: z.literal('approve'),
      amountMinor: z
        .number({ message: 'Approved amount is required.' })
        .int('Approved amount must be a whole number of minor units.')
        .positive('Approved amount must be more than zero.'),
    }),
    z.object({ action: z.literal('reject'), reason: text('Reason', L.reason.min, L.reason.max, true) }),
    z.object({
      action: z.literal('request_info'),
      message: text('Message', L.message.min, L.message.max, true),
    }),
    z.object({ action: z.literal('disburse') }),
  ])
  .meta({ id: 'KreditDecision' });
export type KreditDecisionT = z.infer<typeof KreditDecisionBody>;

export const KreditQueueQuery = z.object({
  status: z.enum(KREDIT_STATUSES).exclude(['draft']).optional(),
  market: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Market: a two-letter country code.')
    .optional(),
});

const Money = z.object({ minor: z.number().int(), currency: z.string() });

export const KreditAllowance = z
  .object({
    limit: Money,
    used: Money,
    remaining: Money,
    usdPerUnit: z.number(),
    rateDate: z.string(),
  })
  .meta({ id: 'KreditAllowance' });

export const KreditEvent = z.object({
  id: z.string(),
  status: z.enum(KREDIT_STATUSES),
  kind: z.enum(['status', 'reply']),
  actor: z.enum(['applicant', 'reviewer']),
  /** Reviewers see who acted; applicants see "reviewer". */
  actorEmail: z.string().nullable(),
  message: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  at: z.string(),
});

export const KreditDocument = z.object({
  id: z.string(),
  kind: z.enum(KREDIT_DOCUMENT_KINDS),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
});

export const KreditApplication = z
  .object({
    id: z.string(),
    status: z.enum(KREDIT_STATUSES),
    market: z.string().nullable(),
    currency: z.string(),
    answers: KreditAnswerFields.partial(),
    amountMinor: z.number().int().nullable(),
    approvedAmountMinor: z.number().int().nullable(),
    limitMinor: z.number().int(),
    usdPerUnit: z.number(),
    rateDate: z.string(),
    prequalification: z.object({
      outcome: z.enum(['likely', 'needs_more_info', 'not_eligible']),
      reasons: z.array(z.string()),
    }),
    submittedAt: z.string().nullable(),
    decisionDueAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionReason: z.string().nullable(),
    infoRequest: z.string().nullable(),
    renewalAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    events: z.array(KreditEvent),
    documents: z.array(KreditDocument),
  })
  .meta({ id: 'KreditApplication' });
export type KreditApplicationT = z.infer<typeof KreditApplication>;

export const KreditApplicationList = z
  .object({ applications: z.array(KreditApplication), allowance: KreditAllowance })
  .meta({ id: 'KreditApplicationList' });

/** A reviewer's view: the application with who applied and their allowance. */
export const KreditReviewItem = KreditApplication.extend({
  applicant: z.object({ userId: z.string(), email: z.string(), name: z.string() }),
  allowance: KreditAllowance,
  /** The admin audit log's records of this application, newest first. */
  audit: z.array(
    z.object({ action: z.string(), actorEmail: z.string(), at: z.string(), ip: z.string().nullable() }),
  ),
}).meta({ id: 'KreditReviewItem' });
export type KreditReviewItemT = z.infer<typeof KreditReviewItem>;

export const KreditQueue = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        status: z.enum(KREDIT_STATUSES),
        market: z.string().nullable(),
        currency: z.string(),
        amountMinor: z.number().int().nullable(),
        applicantEmail: z.string(),
        businessName: z.string().nullable(),
        submittedAt: z.string().nullable(),
        decisionDueAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'KreditQueue' });
export type KreditQueueT = z.infer<typeof KreditQueue>;
