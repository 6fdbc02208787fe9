import { z } from 'zod';
import { OPPORTUNITY_STATUSES } from '../enums.ts';
import { LEAD_STATUSES, REVISION_STATES } from './listings.ts';

/** The franchisor dashboard: the company, its listings and its leads. */
export const FranchisorDashboardSchema = z
  .object({
    company: z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      website: z.string().nullable(),
      country: z.string(),
      contactEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
    listings: z.array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        title: z.string(),
        country: z.string(),
        category: z.string(),
        status: z.enum(OPPORTUNITY_STATUSES),
        revisionState: z.enum(REVISION_STATES).nullable(),
        reviewReason: z.string().nullable(),
        pausedReason: z.string().nullable(),
        isActive: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    leads: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        message: z.string(),
        opportunityId: z.uuid(),
        opportunityTitle: z.string(),
        status: z.enum(LEAD_STATUSES),
        notes: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'FranchisorDashboard' });
export type FranchisorDashboard = z.infer<typeof FranchisorDashboardSchema>;

export type FranchisorLead = FranchisorDashboard['leads'][number];
export const FranchisorLeadSchema = FranchisorDashboardSchema.shape.leads.element.meta({
  id: 'FranchisorLead',
});
