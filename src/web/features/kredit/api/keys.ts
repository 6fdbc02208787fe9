/** Kredit data: the applicant's applications and the reviewers' queue. */
export const kreditKeys = {
  all: ['kredit'] as const,
  mine: () => [...kreditKeys.all, 'mine'] as const,
  application: (id: string) => [...kreditKeys.all, 'application', id] as const,
  queue: (filter: { status?: string; market?: string }) => [...kreditKeys.all, 'queue', filter] as const,
  review: (id: string) => [...kreditKeys.all, 'review', id] as const,
};
