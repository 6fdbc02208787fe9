import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import {
  BUSINESS_EXPERIENCE,
  FINANCING_NEEDED,
  INDUSTRIES,
  INVESTMENT_BUDGETS,
  INVESTMENT_TIMELINES,
} from '../enums.ts';
import { PROFILE_LIMITS } from '../limits.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES } from '../password-rule.ts';
import { isPhoneValidFor, PHONE_MESSAGE } from '../phone.ts';

export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Choose a country.')
  .refine(isCountryCode, 'Choose a country.')
  .meta({ description: 'ISO 3166-1 alpha-2 country code', example: 'US' });

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .pipe(z.string().max(PROFILE_LIMITS.email));
/** Only the size is checked here; the strength rule (password-rule.ts) answers `weak_password`. */
const Password = z.string().max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);
const Phone = z
  .string()
  .trim()
  .min(PROFILE_LIMITS.phone.min, 'Enter a phone number.')
  .max(PROFILE_LIMITS.phone.max);

/** A phone number must be valid for the country chosen beside it. */
export function phoneMatchesCountry(
  value: { phone?: string | null; country?: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (value.phone && value.country && !isPhoneValidFor(value.phone, value.country)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
  }
}

/** Step 1 of joining, for seekers and franchisors alike (spec §2: all six are required). */
export const JoinAccountFields = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(PROFILE_LIMITS.name),
  lastName: z.string().trim().min(1, 'Last name is required.').max(PROFILE_LIMITS.name),
  email: Email,
  password: Password,
  country: CountryCode,
  phone: Phone,
});

/** Step 2 of a seeker's join: investment goals (spec §5: financing, locations and notes optional). */
export const JoinGoalsFields = z.object({
  investmentBudget: z.enum(INVESTMENT_BUDGETS, { message: 'Choose a budget.' }),
  investmentTimeline: z.enum(INVESTMENT_TIMELINES, { message: 'Choose a timeline.' }),
  preferredIndustries: z
    .array(z.enum(INDUSTRIES))
    .min(1, 'Choose at least one industry.')
    .max(PROFILE_LIMITS.industries),
  businessExperience: z.enum(BUSINESS_EXPERIENCE, { message: 'Choose your business experience.' }),
  financingNeeded: z.enum(FINANCING_NEEDED).optional(),
  preferredLocations: z.string().trim().max(PROFILE_LIMITS.preferredLocations).optional(),
  additionalInfo: z.string().trim().max(PROFILE_LIMITS.additionalInfo).optional(),
});

/** Spec §3 "Signup profile"; the role sent is `user`, user_type defaults to franchise_seeker. */
export const SeekerSignUpBody = JoinAccountFields.extend({
  role: z.literal('user').default('user'),
  userType: z.literal('franchise_seeker').default('franchise_seeker'),
  ...JoinGoalsFields.shape,
})
  .superRefine(phoneMatchesCountry)
  .meta({ id: 'SeekerSignUp' });
export type SeekerSignUp = z.infer<typeof SeekerSignUpBody>;

/** A web address as franchisors give it: empty, or http(s) with a dot in the host. */
export const Website = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.website)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
    'Enter a web address starting with https://',
  );

/** The company a franchisor joins with. */
export const JoinCompanyFields = z.object({
  companyName: z
    .string()
    .trim()
    .min(PROFILE_LIMITS.companyName.min, 'Enter the company name.')
    .max(PROFILE_LIMITS.companyName.max),
  website: Website.optional(),
});

export const FranchisorSignUpBody = JoinAccountFields.extend(JoinCompanyFields.shape)
  .superRefine(phoneMatchesCountry)
  .meta({ id: 'FranchisorSignUp' });
export type FranchisorSignUp = z.infer<typeof FranchisorSignUpBody>;

/** The same answer whether or not the e-mail already had an account. */
export const SignUpResult = z
  .object({ needsVerification: z.literal(true), email: z.string() })
  .meta({ id: 'SignUpResult' });

/** A seeker's stated liquid capital or net worth: whole US dollars. */
const meansUsd = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be whole dollars.`)
    .min(0, `${label} cannot be negative.`)
    .max(PROFILE_LIMITS.meansUsd, `${label} is too large.`);

export const ProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    location: z.string().nullable(),
    role: z.enum(['user', 'franchisor']),
    userType: z.string(),
    phone: z.string().nullable(),
    investmentBudget: z.enum(INVESTMENT_BUDGETS).nullable(),
    investmentTimeline: z.enum(INVESTMENT_TIMELINES).nullable(),
    preferredIndustries: z.array(z.string()),
    businessExperience: z.enum(BUSINESS_EXPERIENCE).nullable(),
    financingNeeded: z.enum(FINANCING_NEEDED).nullable(),
    liquidCapitalUsd: z.number().int().nullable(),
    netWorthUsd: z.number().int().nullable(),
    preferredLocations: z.string().nullable(),
    additionalInfo: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** The fields a user may change on their own profile (role and user type are not among them). */
export const ProfileUpdateBody = z
  .object({
    firstName: z.string().trim().max(PROFILE_LIMITS.name).nullable(),
    lastName: z.string().trim().max(PROFILE_LIMITS.name).nullable(),
    location: CountryCode.nullable(),
    phone: z.string().trim().max(PROFILE_LIMITS.phone.max).nullable(),
    investmentBudget: z.enum(INVESTMENT_BUDGETS).nullable(),
    investmentTimeline: z.enum(INVESTMENT_TIMELINES).nullable(),
    preferredIndustries: z.array(z.enum(INDUSTRIES)).max(PROFILE_LIMITS.industries),
    businessExperience: z.enum(BUSINESS_EXPERIENCE).nullable(),
    financingNeeded: z.enum(FINANCING_NEEDED).nullable(),
    liquidCapitalUsd: meansUsd('Liquid capital').nullable(),
    netWorthUsd: meansUsd('Net worth').nullable(),
    preferredLocations: z.string().trim().max(PROFILE_LIMITS.preferredLocations).nullable(),
    additionalInfo: z.string().trim().max(PROFILE_LIMITS.additionalInfo).nullable(),
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => phoneMatchesCountry({ phone: v.phone, country: v.location }, ctx))
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateBody>;
/** The country preference in settings (the same field as the profile's `location`). */
export const CountryPreferenceFields = z.object({ location: CountryCode });

export const MeSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        emailVerified: z.boolean(),
        twoFactorEnabled: z.boolean(),
        role: z.enum(['user', 'franchisor']),
        displayName: z.string(),
        firstName: z.string().nullable(),
        avatarUrl: z.string().nullable(),
        location: z.string().nullable(),
        isAdmin: z.boolean(),
        adminLevel: z.enum(['standard', 'super']).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const EmailChangeBody = z
  .object({ newEmail: Email, password: z.string().min(1, 'Enter your password.') })
  .meta({ id: 'EmailChange' });

export const AdminLevel = z.enum(['standard', 'super']);

/** Spec §6/§7 admin-auth: one endpoint, three actions. */
export const AdminAuthBody = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('verify') }),
    z.object({
      action: z.literal('generateToken'),
      email: Email,
      adminLevel: AdminLevel.default('standard'),
    }),
    z.object({ action: z.literal('revokeAccess'), email: Email }),
    z.object({ action: z.literal('acceptInvite'), token: z.string().min(16).max(200) }),
  ])
  .meta({ id: 'AdminAuthRequest' });

export type AdminAuthBodyInput = z.input<typeof AdminAuthBody>;

export const AdminAuthReply = z
  .object({
    success: z.boolean(),
    message: z.string().optional(),
    isAdmin: z.boolean().optional(),
    adminLevel: AdminLevel.nullable().optional(),
    permissions: z.array(z.string()).optional(),
    profile: z
      .object({
        id: z.string(),
        userId: z.string(),
        email: z.string(),
        displayName: z.string(),
        admin: z.object({ id: z.string(), level: AdminLevel, permissions: z.array(z.string()) }).nullable(),
      })
      .nullable()
      .optional(),
    inviteUrl: z.string().optional(),
    expiresAt: z.string().optional(),
  })
  .meta({ id: 'AdminAuthReply' });
export type AdminAuthReplyT = z.infer<typeof AdminAuthReply>;

/** After the password is re-entered, a code goes to the new address (same answer either way). */
export const EmailChangeResult = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'EmailChangeResult' });

export const SessionInfo = z
  .object({
    id: z.string(),
    current: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfoT = z.infer<typeof SessionInfo>;

export const SessionList = z.object({ sessions: z.array(SessionInfo) }).meta({ id: 'SessionList' });
export const RevokedSessions = z.object({ revoked: z.number().int() }).meta({ id: 'RevokedSessions' });

/** Account deletion: the password and the account's e-mail, typed again. */
export const AccountDeletionBody = z
  .object({
    password: z.string().min(1, 'Enter your password.'),
    confirmEmail: Email,
  })
  .meta({ id: 'AccountDeletion' });

/** Real counts for the admin dashboard. */
export const AdminStats = z
  .object({
    users: z.object({ total: z.number().int(), newLast7Days: z.number().int() }),
    profiles: z.object({ seekers: z.number().int(), franchisors: z.number().int() }),
    admins: z.number().int(),
    listings: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
    contactMessages: z.object({ total: z.number().int(), last7Days: z.number().int() }),
    pageViews: z.object({ last7Days: z.number().int(), visitorsLast7Days: z.number().int() }),
  })
  .meta({ id: 'AdminStats' });
export type AdminStatsT = z.infer<typeof AdminStats>;

/** The link mailed to the old address after an e-mail change carries this token (256 random bits). */
export const EmailChangeUndoBody = z
  .object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open the whole link from the e-mail.'),
  })
  .meta({ id: 'EmailChangeUndo' });

export const EmailChangeUndoResult = z
  .object({ restored: z.literal(true), email: z.string() })
  .meta({ id: 'EmailChangeUndoResult' });
