import { BRAND } from '../../../shared/brand.ts';
import { MARKET_CODES, type MarketCode } from '../../../shared/markets.ts';
import {
  type BillingCountry,
  type BillingCurrency,
  COMPANY_DOCUMENTS,
  type CompanyDocumentKind,
  CURRENCY_OF,
  FREE_PLAN_ID,
  INVOICE_DUE_DAYS,
  type MembershipPlan,
  type PlanId,
  planById,
} from '../../../shared/membership-plans.ts';
import { formatMoney } from '../../../shared/money.ts';
import type {
  CheckoutResult,
  CompanyDetails,
  CompanyRegistration,
  MembershipOverview,
} from '../../../shared/schemas/membership.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { invoiceMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { createAdminCheck, requireAccountRole } from '../admin/index.ts';
import { bankTransferFor } from './bank-details.ts';
import { createLeadAddresses } from './lead-addresses.ts';
import type { PaymentProviders } from './payments.ts';
import { invoiceNumber, presentDocument, presentInvoice, presentMembership } from './presenters.ts';
import { sendReceipt } from './receipts.ts';
import { type CompanyRow, createMembershipRepository, type MembershipRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a membership paid now ends: a year for the yearly plan, never for lifetime and free. */
export function termEnd(plan: MembershipPlan, from: Date): Date | null {
  if (plan.term !== 'year') return null;
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

const notRegistered = () =>
  new Problem(409, 'registration_required', 'Register your company before choosing a plan.');

export function createMembershipService(deps: CoreDeps, providers: PaymentProviders) {
  const { database, mailer, files, logger, config } = deps;
  const repo = createMembershipRepository(database.db);
  const leadAddresses = createLeadAddresses(deps);
  const isAdmin = createAdminCheck(database.db);

  async function ownCompany(viewer: SessionUser): Promise<CompanyRow> {
    const user = requireAccountRole(
      viewer,
      'franchisor',
      'This is for franchisor accounts. Register your company first.',
    );
    const company = await repo.companyOfOwner(user.id);
    if (!company) throw notRegistered();
    return company;
  }

  async function liveListingLimit(franchisorId: string): Promise<number> {
    const active = await repo.activeMembership(franchisorId);
    const plan = planById(active?.planId ?? FREE_PLAN_ID) ?? planById(FREE_PLAN_ID)!;
    return plan.liveListingLimit;
  }

  /** The saved registration, for the form that edits it (every field is set once registered). */
  function detailsOf(company: CompanyRow): CompanyDetails | null {
    if (!company.registeredAt || !company.billingCountry) return null;
    return {
      legalName: company.legalName ?? company.name,
      brandName: company.name,
      ...(company.website ? { website: company.website } : {}),
      headquarters: company.headquarters ?? '',
      yearFounded: company.yearFounded ?? new Date().getUTCFullYear(),
      contactPerson: company.contactPerson ?? '',
      phone: company.phone ?? '',
      billingCountry: company.billingCountry as BillingCountry,
      markets: company.markets.filter((m): m is MarketCode =>
        (MARKET_CODES as readonly string[]).includes(m),
      ),
      ...(company.taxId ? { taxId: company.taxId } : {}),
    };
  }

  async function overviewOf(company: CompanyRow): Promise<MembershipOverview> {
    const [current, invoiceRows, docs, limit] = await Promise.all([
      repo.membershipsOf(company.id),
      repo.invoicesOf(company.id),
      repo.documentsOf([company.id]),
      liveListingLimit(company.id),
    ]);
    const now = new Date();
    const termOver = (m: MembershipRow) => m.status === 'active' && !!m.expiresAt && m.expiresAt <= now;
    const active = current.find((m) => m.status === 'active' && !termOver(m)) ?? null;
    const ended = active ? null : (current.find(termOver) ?? null);
    const pending = current.find((m) => m.status === 'pending') ?? null;
    return {
      company: {
        id: company.id,
        name: company.name,
        legalName: company.legalName,
        billingCountry: (company.billingCountry as BillingCountry | null) ?? null,
        verifiedAt: company.verifiedAt?.toISOString() ?? null,
        registered: !!company.registeredAt,
        details: detailsOf(company),
      },
      active: active && presentMembership(active),
      pending: pending && presentMembership(pending),
      ended: ended && presentMembership(ended),
      liveListingLimit: limit,
      invoices: invoiceRows.map((r) => presentInvoice(r.invoice, r.planId)),
      bankTransfer: company.billingCountry
        ? bankTransferFor(config, CURRENCY_OF[company.billingCountry as BillingCountry])
        : null,
      documents: docs.map(presentDocument),
    };
  }

  async function mailInvoice(company: CompanyRow, membership: MembershipRow, seq: number, dueAt: Date) {
    const to = await repo.ownerEmail(company.id);
    if (!to) return;
    const plan = planById(membership.planId)!;
    const amount = formatMoney(membership.amountMinor, membership.currency, { exact: true });
    const number = invoiceNumber(seq);
    await mailer.send({
      to,
      ...invoiceMail({
        greetingName: company.contactPerson ?? company.name,
        companyName: company.name,
        billTo: `${company.legalName ?? company.name}${company.taxId ? ` (${company.taxId})` : ''}`,
        planName: plan.name,
        number,
        amount,
        currency: membership.currency,
        dueAt,
        bank: bankTransferFor(config, membership.currency as BillingCurrency).lines,
      }),
    });
  }

  return {
    liveListingLimit,

    async joinStats(country: string | null) {
      return repo.marketReach(country);
    },

    /** Creates or updates the signed-in account's company and makes the account a franchisor. */
    async register(viewer: SessionUser, body: CompanyRegistration): Promise<MembershipOverview> {
      const user = viewer;
      if (await isAdmin(user)) {
        throw new Problem(403, 'forbidden', 'Admin accounts cannot register a franchisor company.');
      }
      const company = await repo.saveRegistration(user.id, {
        name: body.brandName,
        legalName: body.legalName,
        website: body.website || null,
        headquarters: body.headquarters,
        country: body.billingCountry,
        yearFounded: body.yearFounded,
        contactPerson: body.contactPerson,
        phone: body.phone,
        markets: body.markets,
        billingCountry: body.billingCountry,
        taxId: body.billingCountry === 'GB' ? null : (body.taxId ?? null),
        registeredAt: new Date(),
      });
      // Saving the registration again with the same address sends no new code.
      if (body.leadsEmail) await leadAddresses.addFor(user, company, body.leadsEmail, false);
      return overviewOf(company);
    },

    async overview(viewer: SessionUser): Promise<MembershipOverview> {
      return overviewOf(await ownCompany(viewer));
    },

    /**
     * The franchisor chooses a plan. Free: active at once. Paid with a provider for the billing
     * currency: a pending membership and the provider's checkout (it activates by webhook only).
     * Paid without one: a pending membership and an e-mailed invoice an admin marks paid.
     */
    async choosePlan(viewer: SessionUser, planId: PlanId, origin: string): Promise<CheckoutResult> {
      const company = await ownCompany(viewer);
      if (!company.registeredAt || !company.billingCountry) throw notRegistered();
      const plan = planById(planId)!;
      const currency = CURRENCY_OF[company.billingCountry as BillingCountry];
      const amountMinor = plan.prices[currency];
      const active = await repo.activeMembership(company.id);
      if (active && active.planId === planId) {
        throw new Problem(409, 'plan_not_available', `Your ${plan.name} membership is already active.`);
      }
      if (amountMinor === 0) {
        if (active) {
          throw new Problem(
            409,
            'plan_not_available',
            'You already have a paid plan; the free plan is not needed.',
          );
        }
        const { membership } = await repo.startMembership(
          {
            franchisorId: company.id,
            planId,
            status: 'active',
            provider: 'free',
            amountMinor: 0,
            currency,
            startsAt: new Date(),
          },
          null,
        );
        return { next: 'active', membershipId: membership.id };
      }
      const provider = providers.forCurrency(currency);
      if (!provider) {
        const dueAt = new Date(Date.now() + INVOICE_DUE_DAYS * DAY_MS);
        const { membership, invoice } = await repo.startMembership(
          { franchisorId: company.id, planId, status: 'pending', provider: 'offline', amountMinor, currency },
          { dueAt },
        );
        await mailInvoice(company, membership, invoice!.seq, dueAt);
        return { next: 'invoice', membershipId: membership.id, invoiceNumber: invoiceNumber(invoice!.seq) };
      }
      const { membership } = await repo.startMembership(
        {
          franchisorId: company.id,
          planId,
          status: 'pending',
          provider: provider.name,
          amountMinor,
          currency,
        },
        null,
      );
      const base = config.PUBLIC_ORIGIN ?? origin;
      const registration =
        company.billingCountry === 'US' ? '/franchisor-registration-us' : '/franchisor-registration';
      try {
        const checkout = await provider.createCheckout({
          membershipId: membership.id,
          amountMinor,
          currency,
          description: `${BRAND.name} ${plan.name} membership for ${company.name}`,
          email: viewer.email,
          successUrl: `${base}/franchisor-payment-success?membership=${membership.id}`,
          cancelUrl: `${base}${registration}?step=plan`,
        });
        await repo.setProviderRef(membership.id, checkout.ref);
        return { next: 'redirect', membershipId: membership.id, url: checkout.url };
      } catch (err) {
        logger.error({ err, provider: provider.name }, 'checkout could not be created');
        throw new Problem(
          503,
          'service_unavailable',
          'The payment service did not answer. Please try again in a minute.',
          { retryAfter: 60 },
        );
      }
    },

    /**
     * A payment provider's webhook: the signature is checked over the raw body, the event (as
     * the signed body names it) is recorded once (a replay changes nothing), and only a payment
     * matching the membership's amount and currency activates it.
     */
    async handleWebhook(
      providerName: 'stripe' | 'razorpay',
      rawBody: string,
      header: (n: string) => string | undefined,
    ) {
      const provider = providers.byName(providerName);
      if (!provider) throw notFound(`No ${providerName} account is configured.`);
      const event = provider.verifyWebhook(rawBody, header);
      const result = await database.db.transaction(async (tx) => {
        const first = await repo.recordEvent(tx, provider.name, event.eventId, event.type);
        if (!first) return { received: true as const, outcome: 'duplicate' as const };
        if (!event.paid) return { received: true as const, outcome: 'ignored' as const };
        const membership = await repo.membership(event.paid.membershipId, tx);
        const matches =
          membership &&
          membership.provider === provider.name &&
          membership.amountMinor === event.paid.amountMinor &&
          membership.currency === event.paid.currency;
        if (!matches) {
          logger.warn(
            { event: event.eventId, membership: event.paid.membershipId },
            'payment does not match a membership',
          );
          return { received: true as const, outcome: 'ignored' as const };
        }
        const now = new Date();
        const expiresAt = termEnd(planById(membership.planId)!, now);
        const invoice = await repo.activate(tx, membership, {
          startsAt: now,
          expiresAt,
          paidBy: provider.name,
          payment: { paidAt: now, amountMinor: event.paid.amountMinor, reference: event.paid.reference },
        });
        return {
          received: true as const,
          outcome: invoice ? ('activated' as const) : ('ignored' as const),
          paid: invoice && { invoice, membership, expiresAt },
        };
      });
      if ('paid' in result && result.paid) await sendReceipt(deps, repo, result.paid);
      return { received: result.received, outcome: result.outcome };
    },

    async uploadDocument(
      viewer: SessionUser,
      kind: CompanyDocumentKind,
      file: { bytes: Uint8Array; name?: string },
    ) {
      const company = await ownCompany(viewer);
      if ((await repo.countDocuments(company.id, kind)) >= COMPANY_DOCUMENTS.maxPerKind) {
        throw new Problem(
          409,
          'too_many_documents',
          `You can upload at most ${COMPANY_DOCUMENTS.maxPerKind} files of this kind.`,
        );
      }
      if (file.bytes.byteLength > COMPANY_DOCUMENTS.maxBytes) {
        throw new Problem(413, 'file_too_large', 'The document is larger than 5 MB.');
      }
      const stored = await files.store({
        bytes: file.bytes,
        originalName: file.name,
        accept: ['document', 'image'],
        ownerUserId: viewer!.id,
        // Only the owner and admins read these (openDocument); never the public files route.
        private: true,
      });
      const doc = await repo.addDocument({ franchisorId: company.id, kind, fileId: stored.id });
      return presentDocument({
        id: doc.id,
        kind: doc.kind,
        fileName: stored.displayName,
        mime: stored.mime,
        size: stored.size,
        createdAt: doc.createdAt,
        refusedAt: null,
        refusalReason: null,
      });
    },

    /** A verification document: its company's owner and admins may read it, nobody else. */
    async openDocument(viewer: SessionUser, id: string) {
      const user = viewer;
      const doc = await repo.document(id);
      if (!doc) throw notFound('No such document.');
      const company = await repo.company(doc.franchisorId);
      const allowed = company?.ownerUserId === user.id || (await isAdmin(user));
      if (!allowed) throw notFound('No such document.');
      const found = await files.open(doc.fileId);
      if (!found) throw notFound('No such document.');
      return found;
    },
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
