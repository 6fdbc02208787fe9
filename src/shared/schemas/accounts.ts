import { z } from '@hono/zod-openapi';
import {
  BUSINESS_EXPERIENCE,
  FINANCING_NEEDED,
  INDUSTRIES,
  INVESTMENT_BUDGETS,
  INVESTMENT_TIMELINES,
} from '../enums.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES } from '../password-rule.ts';

const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Choose a country.')
  .openapi({ description: 'ISO 3166-1 alpha-2 country code', example: 'US' });

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'))
  .pipe(z.string().max(254));
/** Only the size is checked here; the strength rule (password-rule.ts) answers `weak_password`. */
const Password = z.string().max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);
const Name = z.string().trim().min(1, 'Required.').max(80);
const Phone = z.string().trim().min(4, 'Enter a phone number.').max(32);

/** Spec §3 "Signup profile"; the role sent is `user`, user_type defaults to franchise_seeker. */
export const SeekerSignUpBody = z
  .object({
    email: Email,
    password: Password,
    firstName: Name,
    lastName: Name,
    country: CountryCode,
    phone: Phone,
    role: z.literal('user').default('user'),
    userType: z.literal('franchise_seeker').default('franchise_seeker'),
    investmentBudget: z.enum(INVESTMENT_BUDGETS),
    investmentTimeline: z.enum(INVESTMENT_TIMELINES),
    preferredIndustries: z.array(z.enum(INDUSTRIES)).min(1, 'Choose at least one industry.').max(14),
    businessExperience: z.enum(BUSINESS_EXPERIENCE),
    financingNeeded: z.enum(FINANCING_NEEDED).optional(),
    preferredLocations: z.string().trim().max(500).optional(),
    additionalInfo: z.string().trim().max(2000).optional(),
  })
  .openapi('SeekerSignUp');
export type SeekerSignUp = z.infer<typeof SeekerSignUpBody>;

export const FranchisorSignUpBody = z
  .object({
    email: Email,
    password: Password,
    firstName: Name,
    lastName: Name,
    country: CountryCode,
    phone: Phone,
    companyName: z.string().trim().min(2, 'Enter the company name.').max(120),
    website: z
      .string()
      .trim()
      .max(300)
      .refine(
        (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
        'Enter a web address starting with https://',
      )
      .optional(),
  })
  .openapi('FranchisorSignUp');
export type FranchisorSignUp = z.infer<typeof FranchisorSignUpBody>;

/** The same answer whether or not the e-mail already had an account. */
export const SignUpResult = z
  .object({ needsVerification: z.literal(true), email: z.string() })
  .openapi('SignUpResult');

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
    preferredLocations: z.string().nullable(),
    additionalInfo: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Profile');
export type Profile = z.infer<typeof ProfileSchema>;

/** The fields a user may change on their own profile (role and user type are not among them). */
export const ProfileUpdateBody = z
  .object({
    firstName: z.string().trim().max(80).nullable(),
    lastName: z.string().trim().max(80).nullable(),
    location: CountryCode.nullable(),
    phone: z.string().trim().max(32).nullable(),
    investmentBudget: z.enum(INVESTMENT_BUDGETS).nullable(),
    investmentTimeline: z.enum(INVESTMENT_TIMELINES).nullable(),
    preferredIndustries: z.array(z.enum(INDUSTRIES)).max(14),
    businessExperience: z.enum(BUSINESS_EXPERIENCE).nullable(),
    financingNeeded: z.enum(FINANCING_NEEDED).nullable(),
    preferredLocations: z.string().trim().max(500).nullable(),
    additionalInfo: z.string().trim().max(2000).nullable(),
  })
  .partial()
  .strict()
  .openapi('ProfileUpdate');
export type ProfileUpdate = z.infer<typeof ProfileUpdateBody>;

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
  .openapi('Me');
export type Me = z.infer<typeof MeSchema>;

export const EmailChangeBody = z
  .object({ newEmail: Email, password: z.string().min(1, 'Enter your password.') })
  .openapi('EmailChange');

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
  .openapi('AdminAuthRequest');

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
  .openapi('AdminAuthReply');
export type AdminAuthReplyT = z.infer<typeof AdminAuthReply>;

/** After the password is re-entered, a code goes to the new address (same answer either way). */
export const EmailChangeResult = z
  .object({ success: z.literal(true), message: z.string() })
  .openapi('EmailChangeResult');

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
  .openapi('SessionInfo');
export type SessionInfoT = z.infer<typeof SessionInfo>;

export const SessionList = z.object({ sessions: z.array(SessionInfo) }).openapi('SessionList');
export const RevokedSessions = z.object({ revoked: z.number().int() }).openapi('RevokedSessions');

/** Account deletion: the password and the account's e-mail, typed again. */
export const AccountDeletionBody = z
  .object({
    password: z.string().min(1, 'Enter your password.'),
    confirmEmail: Email,
  })
  .openapi('AccountDeletion');

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
  .openapi('AdminStats');
export type AdminStatsT = z.infer<typeof AdminStats>;
