import { z } from 'zod';
import { LEAD_ADDRESSES_MAX, PROFILE_LIMITS } from '../limits.ts';
import { LISTABLE_MARKETS, MARKET_CODES, MARKETS } from '../markets.ts';
import {
  BILLING_COUNTRIES,
  BILLING_CURRENCIES,
  COMPANY_DOCUMENT_KINDS,
  PLAN_IDS,
} from '../membership-plans.ts';
import { isPhoneValidFor, PHONE_MESSAGE } from '../phone.ts';
import { EIN_MESSAGES, einProblem, GSTIN_MESSAGES, gstinProblem } from '../tax-ids.ts';
import { Email, Website } from './accounts.ts';
import { OtpCode } from './auth.ts';
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
      .refine((m) => new Set(m).size === m.length, 'Each market once.')
      .refine(
        (m) => m.every((code) => (LISTABLE_MARKETS as readonly string[]).includes(code)),
        `Choose among the markets a franchise can be listed in: ${LISTABLE_MARKETS.map((c) => MARKETS[c].name).join(', ')}.`,
      ),
    taxId: z.string().trim().toUpperCase().max(20).optional(),
    /** Where leads are e-mailed once a code sent there is entered; empty leaves the addresses as they are. */
    leadsEmail: z.union([z.literal(''), Email]).optional(),
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
    /** What was received (minor units), once paid. */
    paidAmountMinor: z.number().int().nullable(),
    /** The bank transfer's reference or the payment provider's id, once paid. */
    paymentReference: z.string().nullable(),
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
    /** Set when an admin refused the document; the company uploads another. */
    refusedAt: z.string().nullable(),
    refusalReason: z.string().nullable(),
  })
  .meta({ id: 'CompanyDocument' });
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/** The payee's bank account for one currency, line by line ("IBAN", "GB33 …"). */
export const BankTransferSchema = z
  .object({
    currency: z.enum(BILLING_CURRENCIES),
    lines: z.array(z.object({ label: z.string(), value: z.string() })),
  })
  .meta({ id: 'BankTransfer' });
export type BankTransfer = z.infer<typeof BankTransferSchema>;

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
    /** Where an invoice in the company's currency is paid by bank transfer; null before registration. */
    bankTransfer: BankTransferSchema.nullable(),
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

/** Today as a UTC day ("2026-12-07"): days are counted in UTC (dates.ts). */
const utcToday = () => new Date().toISOString().slice(0, 10);
const REFERENCE_MESSAGE = 'Reference: enter the bank transfer’s reference (3–120 characters).';

/**
 * An admin records an offline invoice's payment: what arrived, the day it arrived and the bank
 * transfer's reference. The amount must be the invoice's (the service compares), the day not
 * after today nor before the invoice was issued (the service checks that one).
 */
export const RecordPaymentBody = z
  .object({
    amount: z.coerce
      .number('Amount received: a number, e.g. 24999.00.')
      .positive('Amount received must be more than 0.')
      .max(1_000_000_000, 'Amount received is too large.'),
    paidOn: z.iso
      .date('Date paid: a date (YYYY-MM-DD).')
      .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || d <= utcToday(), 'Date paid cannot be in the future.'),
    reference: z.string(REFERENCE_MESSAGE).pipe(singleLineText(3, 120, REFERENCE_MESSAGE)),
  })
  .meta({ id: 'RecordPayment' });
export type RecordPaymentBodyT = z.infer<typeof RecordPaymentBody>;

const REASON_MESSAGE = 'Reason: say what is wrong with the document (5–500 characters).';

/** An admin refuses a verification document, saying why (the franchisor reads it). */
export const RefuseDocumentBody = z
  .object({
    reason: z.string(REASON_MESSAGE).pipe(singleLineText(5, 500, REASON_MESSAGE)),
  })
  .meta({ id: 'RefuseDocument' });
export type RefuseDocumentBodyT = z.infer<typeof RefuseDocumentBody>;

/** A leads address to add: a code is e-mailed to it. */
export const LeadAddressBody = z.object({ email: Email }).meta({ id: 'LeadAddressInput' });

/** The code from the e-mail sent to a leads address. */
export const LeadAddressCodeBody = z
  .object({ code: z.string().trim().pipe(OtpCode) })
  .meta({ id: 'LeadAddressCode' });

export const LeadAddressSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    verified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'LeadAddress' });
export type LeadAddress = z.infer<typeof LeadAddressSchema>;

/** Who receives the company's leads: its addresses, and where leads go today. */
export const LeadAddressesSchema = z
  .object({
    addresses: z.array(LeadAddressSchema),
    /** The verified addresses, or the owner's sign-in address while none is verified. */
    deliveredTo: z.array(z.string()),
    max: z.literal(LEAD_ADDRESSES_MAX),
  })
  .meta({ id: 'LeadAddresses' });
export type LeadAddresses = z.infer<typeof LeadAddressesSchema>;
