/** The name shown for an account with neither first nor last name (spec §5). */
export const DISPLAY_NAME_FALLBACK = 'User';

/** Spec §5: first and last name joined; otherwise whichever exists; otherwise 'User'. */
export function displayName(firstName?: string | null, lastName?: string | null): string {
  const parts = [firstName?.trim(), lastName?.trim()].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' ') : DISPLAY_NAME_FALLBACK;
}
