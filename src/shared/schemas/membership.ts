import { z } from 'zod';
import { PROFILE_LIMITS } from '../limits.ts';
import { MARKET_CODES } from '../markets.ts';
import {
  BILLING_COUNTRIES,
  BILLING_CURRENCIES,
  COMPANY_DOCUMENT_KINDS,
  PLAN_IDS,
} from '../membership-plans.ts';
import { isPhoneValidFor, PHONE_MESSAGE } from '../phone.ts';
import { EIN_MESSAGES, einProblem, GSTIN_MESSAGES, gstinProblem } from '../tax-ids.ts';
import { Website } from './accounts.ts';
import { singleLineText } from './text.ts';

const FIRST_FRANCHISE_YEAR = 1800;

/**
 * A franchisor's company as registered: who it is legally, how to reach it, where it lists and
 * its tax identifier (GSTIN for India, EIN for the US; the UK has none we check).
 */
export const CompanyRegistrationBody = z
  .object({
    legalName: singleLineText(2, 160, 'Enter the company’s legal name (2–160 characters).'),
    brandName: singleLineText(
      PROFILE_LIMITS.companyName.min,
      PROFILE_LIMITS.companyName.max,
      'Enter the brand name (2–120 characters).',
    ),
    website: Website.optional(),
    headquarters: singleLineText(2, 160, 'Enter the city and country of your headquarters.'),
    yearFounded: z.coerce
      .number({ message: 'Enter the year the company was founded.' })
      .int('Enter a whole year, e.g. 2008.')
      .min(FIRST_FRANCHISE_YEAR, `The year founded cannot be before ${FIRST_FRANCHISE_YEAR}.`)
      .refine((y) => y <= new Date().getUTCFullYear(), 'The year founded cannot be in the future.'),
    contactPerson: singleLineText(2, PROFILE_LIMITS.name, 'Enter the name of the contact person.'),
    phone: singleLineText(PROFILE_LIMITS.phone.min, PROFILE_LIMITS.phone.max, 'Enter a phone number.'),
    /** The country the company is billed in: its currency and its tax identifier follow from it. */
    billingCountry: z.enum(BILLING_COUNTRIES, { message: 'Choose the country you are billed in.' }),
    markets: z
      .array(z.enum(MARKET_CODES))
      .min(1, 'Choose at least one market to list in.')
      .max(MARKET_CODES.length)
      .refine((m) => new Set(m).size === m.length, 'Each market once.'),
    taxId: z.string().trim().toUpperCase().max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (!isPhoneValidFor(v.phone, v.billingCountry)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
    }
    const taxId = v.taxId ?? '';
    if (v.billingCountry === 'IN') {
      const problem = taxId ? gstinProblem(taxId) : 'format';
      if (problem) ctx.addIssue({ code: 'custom', path: ['taxId'], message: GSTIN_MESSAGES[problem] });
    } else if (v.billingCountry === 'US') {
      const problem = taxId ? einProblem(taxId) : 'format';
      if (problem) ctx.addIssue({ code: 'custom', path: ['taxId'], message: EIN_MESSAGES[problem] });
    }
  })
  .meta({ id: 'CompanyRegistration' });
export type CompanyRegistration = z.infer<typeof CompanyRegistrationBody>;
export type CompanyRegistrationInput = z.input<typeof CompanyRegistrationBody>;

/** A registered company's saved details, in the shape of the registration form. */
export const CompanyDetailsSchema = z
  .object({
    legalName: z.string(),
    brandName: z.string(),
    website: z.string().optional(),
    headquarters: z.string(),
    yearFounded: z.number().int(),
    contactPerson: z.string(),
    phone: z.string(),
    billingCountry: z.enum(BILLING_COUNTRIES),
    markets: z.array(z.enum(MARKET_CODES)),
    taxId: z.string().optional(),
  })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const ChoosePlanBody = z
  .object({ planId: z.enum(PLAN_IDS, { message: 'Choose a plan.' }) })
  .meta({ id: 'ChoosePlan' });

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'cancelled'] as const;
export const PAYMENT_PROVIDERS = ['free', 'offline', 'stripe', 'razorpay'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

export const InvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    planId: z.enum(PLAN_IDS),
    amountMinor: z.number().int(),
    currency: z.enum(BILLING_CURRENCIES),
    status: z.enum(INVOICE_STATUSES),
    issuedAt: z.string(),
    dueAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const MembershipSchema = z
  .object({
    id: z.uuid(),
    planId: z.enum(PLAN_IDS),
    status: z.enum(MEMBERSHIP_STATUSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    amountMinor: z.number().int(),
    currency: z.enum(BILLING_CURRENCIES),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof MembershipSchema>;

export const CompanyDocumentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(COMPANY_DOCUMENT_KINDS),
    fileName: z.string(),
    mime: z.string(),
    size: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'CompanyDocument' });
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/** What a franchisor sees of its membership: the plan in force, the one waiting, invoices. */
export const MembershipOverviewSchema = z
  .object({
    company: z.object({
      id: z.uuid(),
      name: z.string(),
      legalName: z.string().nullable(),
      billingCountry: z.enum(BILLING_COUNTRIES).nullable(),
      verifiedAt: z.string().nullable(),
      registered: z.boolean(),
      /** The registration as saved, for the form that edits it; null until registered. */
      details: CompanyDetailsSchema.nullable(),
    }),
    /** The membership in force; null on the free plan. */
    active: MembershipSchema.nullable(),
    /** A paid plan chosen and not yet paid. */
    pending: MembershipSchema.nullable(),
    /** The latest paid plan whose term has run out, while no other is in force. */
    ended: MembershipSchema.nullable(),
    liveListingLimit: z.number().int(),
    invoices: z.array(InvoiceSchema),
    documents: z.array(CompanyDocumentSchema),
  })
  .meta({ id: 'MembershipOverview' });
export type MembershipOverview = z.infer<typeof MembershipOverviewSchema>;

/** After a plan is chosen: where the franchisor goes next. */
export const CheckoutResultSchema = z
  .discriminatedUnion('next', [
    z.object({ next: z.literal('active'), membershipId: z.uuid() }),
    z.object({ next: z.literal('redirect'), membershipId: z.uuid(), url: z.url() }),
    z.object({ next: z.literal('invoice'), membershipId: z.uuid(), invoiceNumber: z.string() }),
  ])
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** Reach of a join page's market, counted from the catalog. */
export const JoinStatsSchema = z
  .object({
    publishedListings: z.number().int(),
    franchisors: z.number().int(),
    seekers: z.number().int(),
    categories: z.number().int(),
  })
  .meta({ id: 'JoinStats' });
export type JoinStats = z.infer<typeof JoinStatsSchema>;

/** The admin's billing and verification desk. */
export const AdminMembershipsSchema = z
  .object({
    openInvoices: z.array(
      InvoiceSchema.extend({ companyName: z.string(), franchisorId: z.uuid(), email: z.string().nullable() }),
    ),
    companiesToVerify: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        legalName: z.string().nullable(),
        billingCountry: z.string().nullable(),
        taxId: z.string().nullable(),
        documents: z.array(CompanyDocumentSchema),
      }),
    ),
  })
  .meta({ id: 'AdminMemberships' });
export type AdminMemberships = z.infer<typeof AdminMembershipsSchema>;
