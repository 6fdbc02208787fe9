/** When the legal texts last changed; shown on each of them. */
export const LEGAL_UPDATED = '22 November 2026';
