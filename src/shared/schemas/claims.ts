import { z } from 'zod';
import { CLAIM_LIMITS } from '../limits.ts';
import { multiLineText } from './text.ts';

/** A franchisor's claim to manage the company of a listing that has no account. */
export const ClaimInput = z
  .object({
    opportunityId: z.uuid(),
    /** Their role at the company, for the admin who checks a claim the e-mail domain cannot prove. */
    note: multiLineText(0, CLAIM_LIMITS.note).optional(),
  })
  .meta({ id: 'ClaimInput' });
export type ClaimInputValue = z.infer<typeof ClaimInput>;

export const ClaimStatus = z.enum(['pending', 'approved', 'rejected']);

export const ClaimResult = z
  .object({
    id: z.uuid(),
    status: ClaimStatus,
    companyName: z.string(),
    /** `domain` when the account's e-mail domain matched the company's and it was approved at once. */
    decidedBy: z.enum(['domain', 'admin']).nullable(),
  })
  .meta({ id: 'ClaimResult' });
export type ClaimResultValue = z.infer<typeof ClaimResult>;

export const AdminClaim = z.object({
  id: z.uuid(),
  franchisorId: z.uuid(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  opportunityId: z.uuid().nullable(),
  listingTitle: z.string().nullable(),
  claimantEmail: z.string(),
  claimantName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminClaimList = z.object({ items: z.array(AdminClaim) }).meta({ id: 'AdminClaimList' });
export type AdminClaimListValue = z.infer<typeof AdminClaimList>;

export const ClaimDecisionInput = z
  .object({ decision: z.enum(['approve', 'reject']) })
  .meta({ id: 'ClaimDecision' });
