import type { FieldErrors, Resolver } from 'react-hook-form';
import { type ListingFormValues, ListingValuesSchema } from '../../../../../shared/schemas/listings.ts';
import { type FieldIssue, savableDraft } from './listing-draft.ts';

function nest(issues: FieldIssue[]): FieldErrors<ListingFormValues> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of issues) {
    const parts = field.split('.');
    let node = errors;
    for (const p of parts.slice(0, -1)) {
      node[p] ??= {};
      node = node[p] as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    // The first message a field gets is the one shown.
    if (!(node[last] as { message?: string } | undefined)?.message) node[last] = { type: 'custom', message };
  }
  return errors as FieldErrors<ListingFormValues>;
}

/**
 * While typing, a field is checked by the draft's rules: an empty field is fine, min ≤ max is
 * not. React Hook Form passes the names of every mounted field on submit as well, so a resolver
 * cannot tell a submit from a keystroke: the whole listing's rules are `submitIssues`, which the
 * form's submit applies itself.
 */
export const listingResolver: Resolver<ListingFormValues> = async (values) => {
  const issues = savableDraft(values).issues;
  return issues.length ? { values: {}, errors: nest(issues) } : { values, errors: {} };
};

/**
 * Every rule the whole listing breaks, one message a field: what the server's submit checks
 * (ListingValuesSchema). Zod skips the rules across fields while any field fails on its own, so
 * the draft's issues (which find those) are added: every broken rule is named at once.
 */
export function submitIssues(values: ListingFormValues): FieldIssue[] {
  const full = ListingValuesSchema.safeParse(values);
  const issues = [
    ...(full.success
      ? []
      : full.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }))),
    ...savableDraft(values).issues,
  ];
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(i.field) && seen.add(i.field));
}
