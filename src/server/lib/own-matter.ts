import { Problem } from './problem.ts';

/**
 * An admin never decides a matter of their own: their Kredit application, or an invoice,
 * verification or listing of a company they own. One rule, so every decision refuses alike (403).
 */
export function refuseOwnMatter(adminId: string, ownerId: string | null | undefined, detail: string): void {
  if (ownerId && ownerId === adminId) throw new Problem(403, 'forbidden', detail);
}
