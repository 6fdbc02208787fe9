import { randomBytes } from 'node:crypto';
import { and, asc, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notAnAdmin } from '../../db/people-sql.ts';
import {
  companyDocuments,
  franchiseOpportunities as fo,
  franchisors,
  invoices,
  memberships,
  paymentEvents,
  profiles,
  storedFiles,
  user,
} from '../../db/schema/index.ts';
import { listed } from '../catalog/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MembershipRow = typeof memberships.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type CompanyRow = typeof franchisors.$inferSelect;
type NewCompany = Omit<typeof franchisors.$inferInsert, 'id' | 'slug' | 'ownerUserId'>;

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'company';

export function createMembershipRepository(db: Db) {
  return {
    async companyOfOwner(userId: string, tx: Db | Tx = db): Promise<CompanyRow | null> {
      const [row] = await tx
        .select()
        .from(franchisors)
        .where(eq(franchisors.ownerUserId, userId))
        .orderBy(asc(franchisors.createdAt))
        .limit(1);
      return row ?? null;
    },

    async company(id: string, tx: Db | Tx = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(franchisors).where(eq(franchisors.id, id));
      return row ?? null;
    },

    /** Registers (or re-registers) the owner's company and makes the account a franchisor. */
    async saveRegistration(userId: string, values: NewCompany): Promise<CompanyRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ role: 'franchisor', userType: 'franchisor', updatedAt: new Date() })
          .where(eq(profiles.userId, userId));
        const existing = await this.companyOfOwner(userId, tx);
        if (existing) {
          const [row] = await tx
            .update(franchisors)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(franchisors.id, existing.id))
            .returning();
          return row!;
        }
        const [row] = await tx
          .insert(franchisors)
          .values({
            ...values,
            ownerUserId: userId,
            slug: `${slugify(values.name)}-${randomBytes(3).toString('hex')}`,
          })
          .returning();
        return row!;
      });
    },

    async ownerEmail(franchisorId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: user.email, contact: franchisors.contactEmail })
        .from(franchisors)
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .where(eq(franchisors.id, franchisorId));
      return row?.email ?? row?.contact ?? null;
    },

    membershipsOf(franchisorId: string) {
      return db
        .select()
        .from(memberships)
        .where(
          and(eq(memberships.franchisorId, franchisorId), inArray(memberships.status, ['pending', 'active'])),
        )
        .orderBy(desc(memberships.createdAt));
    },

    async membership(id: string, tx: Db | Tx = db): Promise<MembershipRow | null> {
      const [row] = await tx.select().from(memberships).where(eq(memberships.id, id));
      return row ?? null;
    },

    async activeMembership(franchisorId: string): Promise<MembershipRow | null> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.franchisorId, franchisorId),
            eq(memberships.status, 'active'),
            sql`(${memberships.expiresAt} is null or ${memberships.expiresAt} > now())`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A new pending (or free, active) membership; any other pending one and its open invoice lapse. */
    async startMembership(
      values: typeof memberships.$inferInsert,
      invoice: { dueAt: Date } | null,
    ): Promise<{ membership: MembershipRow; invoice: InvoiceRow | null }> {
      return db.transaction(async (tx) => {
        const stale = await tx
          .update(memberships)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(eq(memberships.franchisorId, values.franchisorId), eq(memberships.status, 'pending')))
          .returning({ id: memberships.id });
        if (stale.length > 0) {
          await tx
            .update(invoices)
            .set({ status: 'void' })
            .where(
              and(
                inArray(
                  invoices.membershipId,
                  stale.map((s) => s.id),
                ),
                eq(invoices.status, 'open'),
              ),
            );
        }
        if (values.status === 'active') {
          await tx
            .update(memberships)
            .set({ status: 'cancelled', updatedAt: new Date() })
            .where(and(eq(memberships.franchisorId, values.franchisorId), eq(memberships.status, 'active')));
        }
        const [membership] = await tx.insert(memberships).values(values).returning();
        let issued: InvoiceRow | undefined;
        if (invoice) {
          [issued] = await tx
            .insert(invoices)
            .values({
              membershipId: membership!.id,
              franchisorId: values.franchisorId,
              amountMinor: values.amountMinor,
              currency: values.currency,
              dueAt: invoice.dueAt,
            })
            .returning();
        }
        return { membership: membership!, invoice: issued ?? null };
      });
    },

    async setProviderRef(membershipId: string, ref: string) {
      await db.update(memberships).set({ providerRef: ref }).where(eq(memberships.id, membershipId));
    },

    /** True the first time a provider's event id is seen; false for a replay. */
    async recordEvent(tx: Tx, provider: string, eventId: string, type: string): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },

    /**
     * Makes a pending membership the active one: the previous active one ends, the open invoice
     * is paid (or a paid receipt is issued for a checkout). Returns the paid invoice; null when the membership was not pending.
     */
    async activate(
      tx: Tx,
      membership: MembershipRow,
      at: {
        startsAt: Date;
        expiresAt: Date | null;
        paidBy: string;
        /** The payment as received: its day, amount and reference (the statement shows them). */
        payment: { paidAt: Date; amountMinor: number; reference: string };
      },
    ): Promise<InvoiceRow | null> {
      const [locked] = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.id, membership.id))
        .for('update');
      if (locked?.status !== 'pending') return null;
      await tx
        .update(memberships)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(memberships.franchisorId, membership.franchisorId), eq(memberships.status, 'active')));
      await tx
        .update(memberships)
        .set({ status: 'active', startsAt: at.startsAt, expiresAt: at.expiresAt, updatedAt: new Date() })
        .where(eq(memberships.id, membership.id));
      const paid = {
        status: 'paid' as const,
        paidAt: at.payment.paidAt,
        paidBy: at.paidBy,
        paidAmountMinor: at.payment.amountMinor,
        paymentReference: at.payment.reference,
      };
      const [updated] = await tx
        .update(invoices)
        .set(paid)
        .where(and(eq(invoices.membershipId, membership.id), eq(invoices.status, 'open')))
        .returning();
      if (updated) return updated;
      const [inserted] = await tx
        .insert(invoices)
        .values({
          membershipId: membership.id,
          franchisorId: membership.franchisorId,
          amountMinor: membership.amountMinor,
          currency: membership.currency,
          issuedAt: at.startsAt,
          dueAt: at.startsAt,
          ...paid,
        })
        .returning();
      return inserted!;
    },

    invoicesOf(franchisorId: string) {
      return db
        .select({ invoice: invoices, planId: memberships.planId })
        .from(invoices)
        .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
        .where(eq(invoices.franchisorId, franchisorId))
        .orderBy(desc(invoices.seq));
    },

    async invoice(id: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ invoice: invoices, membership: memberships })
        .from(invoices)
        .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    openInvoices() {
      return db
        .select({
          invoice: invoices,
          planId: memberships.planId,
          companyName: franchisors.name,
          email: user.email,
        })
        .from(invoices)
        .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
        .innerJoin(franchisors, eq(franchisors.id, invoices.franchisorId))
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .where(eq(invoices.status, 'open'))
        .orderBy(asc(invoices.dueAt))
        .limit(200);
    },

    /** Registered companies not yet verified, oldest registration first. */
    unverifiedCompanies() {
      return db
        .select()
        .from(franchisors)
        .where(and(isNull(franchisors.verifiedAt), sql`${franchisors.registeredAt} is not null`))
        .orderBy(asc(franchisors.registeredAt))
        .limit(200);
    },

    async setVerified(tx: Tx, franchisorId: string, adminId: string, at: Date) {
      await tx
        .update(franchisors)
        .set({ verifiedAt: at, verifiedBy: adminId, updatedAt: at })
        .where(eq(franchisors.id, franchisorId));
    },

    documentsOf(franchisorIds: string[]) {
      if (franchisorIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: companyDocuments.id,
          franchisorId: companyDocuments.franchisorId,
          kind: companyDocuments.kind,
          fileId: companyDocuments.fileId,
          fileName: storedFiles.displayName,
          mime: storedFiles.mime,
          size: storedFiles.size,
          createdAt: companyDocuments.createdAt,
          refusedAt: companyDocuments.refusedAt,
          refusalReason: companyDocuments.refusalReason,
        })
        .from(companyDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, companyDocuments.fileId))
        .where(inArray(companyDocuments.franchisorId, franchisorIds))
        .orderBy(asc(companyDocuments.createdAt));
    },

    async document(id: string) {
      const [row] = await db.select().from(companyDocuments).where(eq(companyDocuments.id, id));
      return row ?? null;
    },

    /** Refuses a document not refused yet; null when there is none (missing or already refused). */
    async refuseDocument(tx: Tx, id: string, by: string, reason: string, at: Date) {
      const [row] = await tx
        .update(companyDocuments)
        .set({ refusedAt: at, refusedBy: by, refusalReason: reason })
        .where(and(eq(companyDocuments.id, id), isNull(companyDocuments.refusedAt)))
        .returning();
      return row ?? null;
    },

    async addDocument(values: typeof companyDocuments.$inferInsert) {
      const [row] = await db.insert(companyDocuments).values(values).returning();
      return row!;
    },

    async countDocuments(franchisorId: string, kind: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyDocuments)
        .where(
          and(
            eq(companyDocuments.franchisorId, franchisorId),
            eq(companyDocuments.kind, kind as never),
            isNull(companyDocuments.refusedAt),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Reach of a market: public listings (none before the market opens), their franchisors and
     * categories, seekers there.
     */
    async marketReach(country: string | null) {
      const published = and(listed, country ? eq(fo.country, country) : undefined);
      const [listings] = await db
        .select({
          listings: sql<number>`count(*)::int`,
          franchisors: countDistinct(fo.franchisorId),
          categories: countDistinct(fo.category),
        })
        .from(fo)
        .where(published);
      const [seekers] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(
          and(
            eq(profiles.role, 'user'),
            notAnAdmin(db, profiles.userId),
            country ? eq(profiles.location, country) : undefined,
          ),
        );
      return {
        publishedListings: listings?.listings ?? 0,
        franchisors: Number(listings?.franchisors ?? 0),
        categories: Number(listings?.categories ?? 0),
        seekers: seekers?.n ?? 0,
      };
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
