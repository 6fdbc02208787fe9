export const TESTIMONIALS = [
  {
    quote:
      'I compared three coffee franchises side by side in one evening. Seeing the full investment and royalty up front saved me weeks of calls.',
    name: 'Rahul M.',
    role: 'Franchise owner, Pune',
  },
  {
    quote:
      'The matches fit my budget from the first search. I spoke to two franchisors, read both disclosure documents and signed with the one that fit my town.',
    name: 'Jennifer K.',
    role: 'First-time franchisee, Austin, Texas',
  },
  {
    quote:
      'We list our brand in India and the US. The enquiries we get already know our investment range, so our first calls are real conversations.',
    name: 'Ananya S.',
    role: 'Franchise development lead, Bengaluru',
  },
];
