/** The signed-in user's bookmarks, compare list and matches. */
export const engagementKeys = {
  bookmarks: () => ['bookmarks'] as const,
  compare: () => ['compare'] as const,
  matches: () => ['discover', 'matches'] as const,
};
