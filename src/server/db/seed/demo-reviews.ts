import { eq, inArray } from 'drizzle-orm';
import type { ReviewContact } from '../../../shared/schemas/reviews.ts';
import type { Db } from '../client.ts';
import {
  appMeta,
  franchiseOpportunities,
  franchiseReviews,
  informationRequests,
  profiles,
  user,
} from '../schema/index.ts';
import type { SeedOpportunity } from './data/types.ts';

const SEED_KEY = 'demo_reviews_seeded_at';
const DAY = 86_400_000;

/** Demo seekers who write the seeded reviews; they have no password and cannot sign in. */
const REVIEWERS: Record<'US' | 'IN' | 'OTHER', string[]> = {
  US: [
    'Marcus Bell',
    'Jenna Alvarez',
    'Tom Okafor',
    'Rachel Kim',
    'Derek Haines',
    'Lauren Fitch',
    'Omar Siddiqui',
    'Kelly Brennan',
    'Victor Nguyen',
    'Dana Whitfield',
    'Chris Castillo',
    'Megan Ruiz',
    'Andre Walker',
    'Sophie Grant',
    'Luis Moreno',
    'Tanya Brooks',
  ],
  IN: [
    'Priya Sharma',
    'Rohan Mehta',
    'Ananya Iyer',
    'Vikram Reddy',
    'Sneha Kulkarni',
    'Arjun Nair',
    'Kavya Menon',
    'Rahul Gupta',
    'Meera Joshi',
    'Aditya Rao',
    'Pooja Desai',
    'Sanjay Pillai',
    'Neha Bansal',
    'Karan Malhotra',
    'Divya Krishnan',
    'Amit Chauhan',
  ],
  OTHER: [
    'Emma Clarke',
    'Liam Murphy',
    'Chloé Tremblay',
    'Noah Schmidt',
    'Amelia Hughes',
    'Lukas Weber',
    'Isla Campbell',
    'Jack Thompson',
    'Ava Wilson',
    'Felix Braun',
    'Grace Taylor',
    'Ethan Roy',
  ],
};

const OPENERS: Record<number, string[]> = {
  5: [
    'Two years in and I would sign again.',
    'The best decision I have made in business.',
    'Exactly what the discovery day promised.',
  ],
  4: [
    'A solid system with a few rough edges.',
    'Good brand, realistic about the numbers.',
    'Happy overall, with some caveats.',
  ],
  3: [
    'Mixed experience so far.',
    'It works, but plan for more than the brochure says.',
    'Average: the brand carries you only so far.',
  ],
  2: ['Harder than I was led to believe.', 'Support faded after opening.'],
  1: ['I would not do it again.'],
};
const DETAILS: Record<number, string[]> = {
  5: [
    'Training covered everything from the books to hiring, and my field consultant still answers the same day.',
    'We broke even in month eleven, close to what the other owners told me on the validation calls.',
    'Marketing from head office brings real leads; I mostly run the team and the local partnerships.',
  ],
  4: [
    'The opening support was excellent; the software is dated but it does the job.',
    'Royalties are fair for what you get, though the local marketing spend adds up.',
    'Ramp-up took about four months longer than the projections, which the franchisor admitted upfront.',
  ],
  3: [
    'Suppliers are good, but the required fit-out pushed my investment past the top of the range.',
    'Head office is responsive, though the territory I was given overlaps with a neighbour.',
    'Revenue is fine; margins are thinner than the Item 19 figures suggested for a new unit.',
  ],
  2: [
    'The build-out ran far over budget and the promised site help was a list of brokers.',
    'Staff turnover is constant and the training for new hires is mostly videos.',
  ],
  1: ['Fees kept rising after I signed and the support line rarely answered.'],
};
const CLOSERS = [
  'Talk to at least five owners before you sign.',
  'Make sure you have working capital for the first year.',
  'Read the disclosure document with an accountant.',
  'Visit a busy unit on a weekend before deciding.',
  '',
];

/** A number from a string, the same on every run (FNV-1a). */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const pick = <T>(list: readonly T[], seed: number) => list[seed % list.length]!;

/**
 * Star ratings, 4 to 12 of them, whose average to one decimal is the listing's written rating,
 * spread out (a 4.5 is some fives and fours, not ten 4.5s).
 */
export function ratingsFor(target: number, seed: number): number[] {
  for (let n = 4 + (seed % 9), tries = 0; tries < 20; n = 4 + ((n - 3) % 9), tries++) {
    const sum = Math.round(target * n);
    if (Math.round((sum / n) * 10) / 10 !== target || sum < n || sum > 5 * n) continue;
    const ratings = Array.from({ length: n }, (_, i) => Math.floor(sum / n) + (i < sum % n ? 1 : 0));
    // Spread: turn pairs of equal middling ratings into one higher and one lower; the sum holds.
    for (let i = 0; i + 1 < n; i += 3) {
      if (ratings[i] === ratings[i + 1] && ratings[i]! > 1 && ratings[i]! < 5) {
        ratings[i]! += 1;
        ratings[i + 1]! -= 1;
      }
    }
    return ratings;
  }
  return [Math.round(target)];
}

function reviewText(rating: number, seed: number) {
  const parts = [pick(OPENERS[rating]!, seed), pick(DETAILS[rating]!, seed >>> 3), pick(CLOSERS, seed >>> 6)];
  return parts.filter(Boolean).join(' ');
}

function market(country: string): keyof typeof REVIEWERS {
  return country === 'US' || country === 'IN' ? country : 'OTHER';
}

/**
 * Seeds the demo reviews once, inside the demo catalog's transaction: each listing gets reviews
 * whose average is its written rating, from demo seekers who first asked it for information (so
 * every seeded review passes the rule a real one must), dated after the listing was published.
 */
export async function seedDemoReviews(tx: Db, listings: SeedOpportunity[]) {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done) return;
  const people = Object.entries(REVIEWERS).flatMap(([m, names]) =>
    names.map((name, i) => ({
      id: `demo-reviewer-${m.toLowerCase()}-${String(i + 1).padStart(2, '0')}`,
      name,
      email: `${name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z ]/g, '')
        .replace(/ /g, '.')}@example.com`,
      market: m as keyof typeof REVIEWERS,
    })),
  );
  await tx
    .insert(user)
    .values(people.map((p) => ({ id: p.id, name: p.name, email: p.email, emailVerified: true })))
    .onConflictDoNothing();
  await tx
    .insert(profiles)
    .values(
      people.map((p) => ({
        userId: p.id,
        firstName: p.name.split(' ')[0]!,
        lastName: p.name.split(' ').slice(1).join(' '),
        location: p.market === 'OTHER' ? null : p.market,
      })),
    )
    .onConflictDoNothing();

  const rows = await tx
    .select({
      id: franchiseOpportunities.id,
      slug: franchiseOpportunities.slug,
      franchisorId: franchiseOpportunities.franchisorId,
      country: franchiseOpportunities.country,
      publishedAt: franchiseOpportunities.publishedAt,
    })
    .from(franchiseOpportunities)
    .where(
      inArray(
        franchiseOpportunities.slug,
        listings.map((l) => l.slug),
      ),
    );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const now = Date.now();
  const leads: (typeof informationRequests.$inferInsert)[] = [];
  const reviews: (typeof franchiseReviews.$inferInsert)[] = [];
  for (const listing of listings) {
    const row = bySlug.get(listing.slug);
    if (!row) continue;
    const seed = hash(listing.slug);
    const pool = people.filter((p) => p.market === market(row.country));
    const since = (row.publishedAt ?? new Date(now - 365 * DAY)).getTime();
    ratingsFor(listing.rating, seed).forEach((rating, i) => {
      const author = pool[(seed + i * 7) % pool.length]!;
      const asked = new Date(since + ((now - since) * (i + 1)) / (2 * (i + 2)));
      const written = new Date(asked.getTime() + (now - asked.getTime()) / 2);
      leads.push({
        opportunityId: row.id,
        franchisorId: row.franchisorId,
        userId: author.id,
        name: author.name,
        email: author.email,
        message: `I would like the disclosure document and to speak with current owners of ${listing.title}.`,
        requestDay: asked.toISOString().slice(0, 10),
        leadStatus: 'contacted',
        createdAt: asked,
      });
      reviews.push({
        opportunityId: row.id,
        authorId: author.id,
        rating,
        body: reviewText(rating, hash(`${listing.slug}:${i}`)),
        contactedVia: 'information_request' satisfies ReviewContact,
        createdAt: written,
        updatedAt: written,
      });
    });
  }
  for (let i = 0; i < leads.length; i += 200) {
    await tx
      .insert(informationRequests)
      .values(leads.slice(i, i + 200))
      .onConflictDoNothing();
    await tx
      .insert(franchiseReviews)
      .values(reviews.slice(i, i + 200))
      .onConflictDoNothing();
  }
  await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
}
