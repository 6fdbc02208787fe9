import {
  ListingDraftSchema,
  type ListingDraftValues,
  type ListingFormValues,
} from '../../../../../shared/schemas/listings.ts';

export type FieldIssue = { field: string; message: string };

const blank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The fields that pass their rule, and why the others do not: an autosave keeps what is valid
 * and marks the rest. Zod checks rules across fields (min ≤ max) only once every field passes on
 * its own, so the bad fields are dropped until what is left passes. A figure's source is dropped
 * on its own: one bad FDD year does not cost the other figures theirs.
 */
export function savableDraft(values: ListingFormValues): { draft: ListingDraftValues; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  let kept: Record<string, unknown> = { ...values };
  for (let round = 0; round < 5; round++) {
    const parsed = ListingDraftSchema.safeParse(kept);
    if (parsed.success) return { draft: parsed.data, issues };
    const bad = new Set<string>();
    const badSources = new Set<string>();
    for (const i of parsed.error.issues) {
      const top = i.path[0] === undefined ? undefined : String(i.path[0]);
      if (!top) continue;
      const source = top === 'sources' && i.path[1] !== undefined ? String(i.path[1]) : undefined;
      if (source) badSources.add(source);
      else bad.add(top);
      // A field not filled in yet is not a mistake in a draft: left out, not marked.
      const value = source ? (kept.sources as Record<string, unknown> | undefined)?.[source] : kept[top];
      if (blank(value)) continue;
      issues.push({ field: i.path.map(String).join('.'), message: i.message });
    }
    if (bad.size === 0 && badSources.size === 0) break;
    kept = Object.fromEntries(Object.entries(kept).filter(([k]) => !bad.has(k)));
    if (badSources.size && kept.sources && typeof kept.sources === 'object') {
      kept.sources = Object.fromEntries(
        Object.entries(kept.sources as Record<string, unknown>).filter(([k]) => !badSources.has(k)),
      );
    }
  }
  return { draft: {}, issues };
}
