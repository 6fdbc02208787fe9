import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LEAD_ADDRESSES_MAX, OTP } from '../../../shared/limits.ts';
import type { LeadAddresses } from '../../../shared/schemas/membership.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { leadAddressCodeMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { RATE_RULES } from '../../lib/rate-rules.ts';
import { hasAccountRole } from '../admin/index.ts';
import { createLeadAddressesRepository, type LeadAddressRow } from './lead-addresses-repository.ts';
import { createMembershipRepository } from './repository.ts';

/** One code a minute to one address, whoever asks: the address's owner is not flooded. */
export const LEAD_CODE_COOLDOWN: RateRule = {
  name: 'lead-addresses:code:address',
  limit: 1,
  windowSeconds: OTP.resendCooldownSeconds,
  message: `A code was sent to this address less than ${OTP.resendCooldownSeconds} seconds ago. Check the inbox, or ask again in a minute.`,
};

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

const codeProblem = (code: 'code_expired' | 'validation_failed', message: string) =>
  new Problem(400, code, message, { errors: [{ field: 'code', message }] });

/**
 * Where a company's leads are e-mailed: addresses it adds, each proved by a code sent to it
 * (as Better Auth's codes: OTP length, lifetime and wrong guesses). Until one is verified, the
 * owner's sign-in address (verified at sign-up) receives them.
 */
export function createLeadAddresses(deps: Pick<CoreDeps, 'database' | 'mailer' | 'rateLimiter' | 'logger'>) {
  const { database, mailer, rateLimiter } = deps;
  const repo = createLeadAddressesRepository(database.db);
  const companies = createMembershipRepository(database.db);

  async function ownCompany(viewer: SessionUser) {
    const company = hasAccountRole(viewer, 'franchisor') ? await companies.companyOfOwner(viewer.id) : null;
    if (!company) {
      throw new Problem(403, 'forbidden', 'This is for franchisor accounts. Register your company first.');
    }
    return company;
  }

  async function overview(companyId: string, ownerEmail: string): Promise<LeadAddresses> {
    const rows = await repo.list(companyId);
    const verified = rows.filter((r) => r.verifiedAt).map((r) => r.email);
    return {
      addresses: rows.map((r) => ({
        id: r.id,
        email: r.email,
        verified: !!r.verifiedAt,
        createdAt: r.createdAt.toISOString(),
      })),
      deliveredTo: verified.length > 0 ? verified : [ownerEmail],
      max: LEAD_ADDRESSES_MAX,
    };
  }

  async function sendCode(viewer: SessionUser, row: LeadAddressRow, companyName: string) {
    await rateLimiter.hit(RATE_RULES.leadAddressCodesPerUser, viewer.id);
    await rateLimiter.hit(LEAD_CODE_COOLDOWN, row.email);
    const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
    await repo.setCode(
      row.id,
      hashOf(row.id, code).toString('base64url'),
      new Date(Date.now() + OTP.expiresSeconds * 1000),
    );
    await mailer.send({
      to: row.email,
      ...leadAddressCodeMail({ companyName, code, minutes: OTP.expiresSeconds / 60 }),
    });
  }

  /**
   * Adds an address (or sends a new code to one waiting, unless `resend` is false); the owner's
   * own sign-in address needs no code.
   */
  async function addFor(
    viewer: SessionUser,
    company: { id: string; name: string },
    email: string,
    resend = true,
  ) {
    const existing = await repo.byEmail(company.id, email);
    if (existing?.verifiedAt || (existing && !resend)) return;
    let row = existing;
    if (!row) {
      if ((await repo.countOf(company.id)) >= LEAD_ADDRESSES_MAX) {
        throw new Problem(
          409,
          'conflict',
          `Leads go to at most ${LEAD_ADDRESSES_MAX} addresses. Remove one first.`,
        );
      }
      const own = email === viewer.email.toLowerCase();
      row = await repo.insert({ franchisorId: company.id, email, verifiedAt: own ? new Date() : null });
      if (!row || own) return;
    }
    await sendCode(viewer, row, company.name);
  }

  return {
    async list(viewer: SessionUser): Promise<LeadAddresses> {
      const company = await ownCompany(viewer);
      return overview(company.id, viewer.email);
    },

    async add(viewer: SessionUser, email: string): Promise<LeadAddresses> {
      const company = await ownCompany(viewer);
      await addFor(viewer, company, email);
      return overview(company.id, viewer.email);
    },

    /** At registration: the company was just saved by the same account. */
    addFor,

    async resend(viewer: SessionUser, id: string): Promise<LeadAddresses> {
      const company = await ownCompany(viewer);
      const row = await repo.one(company.id, id);
      if (!row) throw notFound('This address is not one of your leads addresses.');
      if (!row.verifiedAt) await sendCode(viewer, row, company.name);
      return overview(company.id, viewer.email);
    },

    async verify(viewer: SessionUser, id: string, code: string): Promise<LeadAddresses> {
      const company = await ownCompany(viewer);
      const row = await repo.one(company.id, id);
      if (!row) throw notFound('This address is not one of your leads addresses.');
      if (row.verifiedAt) return overview(company.id, viewer.email);
      if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= Date.now()) {
        throw codeProblem('code_expired', 'This code has expired. Send a new code and enter that one.');
      }
      if (row.codeAttempts >= OTP.allowedAttempts) {
        throw codeProblem('code_expired', 'Too many wrong codes: this one no longer works. Send a new code.');
      }
      const given = hashOf(row.id, code);
      const stored = Buffer.from(row.codeHash, 'base64url');
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
        const attempts = await repo.wrongGuess(row.id);
        if (attempts >= OTP.allowedAttempts) {
          throw codeProblem(
            'code_expired',
            'Too many wrong codes: this one no longer works. Send a new code.',
          );
        }
        throw codeProblem(
          'validation_failed',
          `This code is not right. Check the e-mail sent to ${row.email}.`,
        );
      }
      await repo.verify(row.id);
      deps.logger.info({ franchisorId: company.id }, 'leads address verified');
      return overview(company.id, viewer.email);
    },

    async remove(viewer: SessionUser, id: string): Promise<LeadAddresses> {
      const company = await ownCompany(viewer);
      if (!(await repo.remove(company.id, id))) {
        throw notFound('This address is not one of your leads addresses.');
      }
      return overview(company.id, viewer.email);
    },

    /**
     * Where a lead for this company is e-mailed: its verified addresses, else its owner's
     * sign-in address; null when the company has no account (an unclaimed catalog listing).
     */
    async recipients(franchisorId: string): Promise<string[] | null> {
      const found = await repo.recipients(franchisorId);
      if (!found?.ownerEmail) return null;
      return found.verified.length > 0 ? found.verified : [found.ownerEmail];
    },
  };
}

export type LeadAddressesService = ReturnType<typeof createLeadAddresses>;
