/** A listing's reviews by page, and the signed-in viewer's own review of it. */
export const reviewKeys = {
  all: ['reviews'] as const,
  listing: (listingId: string) => [...reviewKeys.all, listingId] as const,
  page: (listingId: string, page: number) => [...reviewKeys.listing(listingId), 'page', page] as const,
  mine: (listingId: string) => [...reviewKeys.listing(listingId), 'mine'] as const,
};
