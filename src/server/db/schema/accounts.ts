import { bigint, char, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  BusinessExperience,
  FinancingNeeded,
  InvestmentBudget,
  InvestmentTimeline,
} from '../../../shared/enums.ts';
import { user } from './auth.ts';

/** Spec §3 `profiles` plus the sign-up profile fields. One per account. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    /** Country preference (ISO 3166-1 alpha-2); drives header search and the home page. */
    location: char('location', { length: 2 }),
    role: text('role').$type<'user' | 'franchisor'>().notNull().default('user'),
    userType: text('user_type').notNull().default('franchise_seeker'),
    phone: text('phone'),
    investmentBudget: text('investment_budget').$type<InvestmentBudget>(),
    investmentTimeline: text('investment_timeline').$type<InvestmentTimeline>(),
    preferredIndustries: jsonb('preferred_industries').$type<string[]>().notNull().default([]),
    businessExperience: text('business_experience').$type<BusinessExperience>(),
    financingNeeded: text('financing_needed').$type<FinancingNeeded>(),
    /** The seeker's stated means, whole US dollars (like the budget bands); null when not stated. */
    liquidCapitalUsd: bigint('liquid_capital_usd', { mode: 'number' }),
    netWorthUsd: bigint('net_worth_usd', { mode: 'number' }),
    preferredLocations: text('preferred_locations'),
    additionalInfo: text('additional_info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_role_idx').on(t.role)],
);

/** Spec §6: administrators, with a level and a list of permissions. */
export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  level: text('level').$type<'standard' | 'super'>().notNull().default('standard'),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use admin invitations; only the SHA-256 of the token is stored. `createdBy` is the
 * maker: an invite is worth only as much as its maker's access at the moment it is accepted.
 */
export const adminInvites = pgTable(
  'admin_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    level: text('level').$type<'standard' | 'super'>().notNull().default('standard'),
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by'),
    /** Revoked by an admin, or with the maker's own access (`revokedBy` is who did it). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_invites_email_idx').on(t.email),
    index('admin_invites_created_by_idx').on(t.createdBy),
  ],
);
