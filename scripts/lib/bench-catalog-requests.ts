/** What the catalog bench asks for (scripts/bench-catalog.ts), shared with scripts/explain-catalog.ts. */

/** Searches, each asked in the US and in India. */
export const BENCH_SEARCHES = [
  'pizza',
  'pizaa',
  'coffee',
  'fitness',
  'home care',
  'cleaning',
  'tutoring',
  'dog',
  'burger',
  'salon',
  'cofee',
  'chai',
];

/** Filtered lists, as query strings. */
export const BENCH_LISTS = [
  'country=US&category=Food%20%26%20Beverage&investmentMax=500000&sort=rating',
  'country=US&category=Home%20Services&category=Pet%20Services&homeBased=true',
  'country=IN&investmentMin=1000000&investmentMax=5000000&sort=investment_asc',
  'country=US&financing=true&sort=newest',
  'country=US&veteranDiscount=true&sort=roi',
  'country=IN&category=Education&sort=rating',
  'country=US&investmentMin=250000&investmentMax=500000&sort=investment_desc',
  'country=US',
];
