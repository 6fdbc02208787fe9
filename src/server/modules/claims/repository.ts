import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  franchisorClaims,
  franchisors,
  profiles,
  user,
} from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createClaimsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** A published listing's company, with who manages it (null when nobody does). */
    async listingCompany(opportunityId: string) {
      const [row] = await db
        .select({
          opportunityId: fo.id,
          title: fo.title,
          franchisorId: franchisors.id,
          companyName: franchisors.name,
          website: franchisors.website,
          contactEmail: franchisors.contactEmail,
          ownerUserId: franchisors.ownerUserId,
        })
        .from(fo)
        .innerJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(and(eq(fo.id, opportunityId), eq(fo.status, 'published'), eq(fo.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    /** Listings of the companies the account manages (any status). */
    async listingsManagedBy(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(fo)
        .innerJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(eq(franchisors.ownerUserId, userId));
      return row?.n ?? 0;
    },

    async pendingClaim(franchisorId: string, userId: string) {
      const [row] = await db
        .select()
        .from(franchisorClaims)
        .where(
          and(
            eq(franchisorClaims.franchisorId, franchisorId),
            eq(franchisorClaims.userId, userId),
            eq(franchisorClaims.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insert(tx: Tx | Db, values: typeof franchisorClaims.$inferInsert) {
      const [row] = await tx.insert(franchisorClaims).values(values).returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(franchisorClaims).where(eq(franchisorClaims.id, id)).limit(1);
      return row ?? null;
    },

    /** The claim as it is now, locked until `tx` ends: a decision is taken on what it reads. */
    async findForDecision(tx: Tx, id: string) {
      const [row] = await tx.select().from(franchisorClaims).where(eq(franchisorClaims.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Makes the account the company's manager, if nobody manages it yet (false otherwise). The
     * empty company its sign-up made is let go, so the account manages the claimed one; other
     * pending claims on the company are rejected.
     */
    async grant(tx: Tx, claim: { id: string; franchisorId: string; userId: string }, decided: Decided) {
      const granted = await tx
        .update(franchisors)
        .set({ ownerUserId: claim.userId, updatedAt: decided.at })
        .where(and(eq(franchisors.id, claim.franchisorId), isNull(franchisors.ownerUserId)))
        .returning({ id: franchisors.id });
      if (granted.length === 0) return false;
      const emptyOwn = await tx
        .select({ id: franchisors.id })
        .from(franchisors)
        .leftJoin(fo, eq(fo.franchisorId, franchisors.id))
        .where(
          and(
            eq(franchisors.ownerUserId, claim.userId),
            ne(franchisors.id, claim.franchisorId),
            isNull(fo.id),
          ),
        );
      if (emptyOwn.length > 0) {
        await tx
          .update(franchisors)
          .set({ ownerUserId: null })
          .where(
            inArray(
              franchisors.id,
              emptyOwn.map((c) => c.id),
            ),
          );
      }
      await this.decide(tx, claim.id, 'approved', decided);
      await tx
        .update(franchisorClaims)
        .set({
          status: 'rejected',
          decidedBy: decided.by,
          decidedByUserId: decided.userId,
          decidedAt: decided.at,
        })
        .where(
          and(
            eq(franchisorClaims.franchisorId, claim.franchisorId),
            eq(franchisorClaims.status, 'pending'),
            ne(franchisorClaims.id, claim.id),
          ),
        );
      return true;
    },

    async decide(tx: Tx | Db, id: string, status: 'approved' | 'rejected', decided: Decided) {
      await tx
        .update(franchisorClaims)
        .set({ status, decidedBy: decided.by, decidedByUserId: decided.userId, decidedAt: decided.at })
        .where(eq(franchisorClaims.id, id));
    },

    /** Pending claims, oldest first: who claims which company, from which listing. */
    async pending(limit: number) {
      return db
        .select({
          id: franchisorClaims.id,
          franchisorId: franchisorClaims.franchisorId,
          companyName: franchisors.name,
          companyWebsite: franchisors.website,
          opportunityId: franchisorClaims.opportunityId,
          listingTitle: fo.title,
          claimantEmail: user.email,
          claimantName: user.name,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          note: franchisorClaims.note,
          createdAt: franchisorClaims.createdAt,
        })
        .from(franchisorClaims)
        .innerJoin(franchisors, eq(franchisors.id, franchisorClaims.franchisorId))
        .innerJoin(user, eq(user.id, franchisorClaims.userId))
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(fo, eq(fo.id, franchisorClaims.opportunityId))
        .where(eq(franchisorClaims.status, 'pending'))
        .orderBy(franchisorClaims.createdAt)
        .limit(limit);
    },

    /** The claimant's e-mail and whether it is verified. */
    async claimant(userId: string) {
      const [row] = await db
        .select({ email: user.email, emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export interface Decided {
  by: 'domain' | 'admin';
  userId: string | null;
  at: Date;
}
