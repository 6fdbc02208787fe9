import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-db.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { parseSearch } from './search-query.ts';
import { searchTermsSql, slotsOf } from './search-terms-sql.ts';

interface Terms {
  query: string | null;
  title: string | null;
  typed_title: string | null;
  strict: string | null;
}

/**
 * The full-text queries a search builds in SQL from what was typed, over a vocabulary of this
 * test's own (market DK, which no other rows here use).
 */
describe('search terms: typed words to full-text queries', () => {
  let test: TestDatabase;
  let terms: (text: string) => Promise<Terms>;

  beforeAll(async () => {
    test = await createTestDatabase();
    const db = test.database.db;
    await db.execute(sql`insert into search_terms (country, term, stem, sound, listings, name_listings)
      select 'DK', t, search_stem(t), search_sound(t), 1, 1
      from unnest(array['home', 'homes', 'care', 'salon', 'beauty', 'beautiful', 'neil''s\\']) as t`);
    const statement = prepareStatement<Terms>(
      db,
      sql`with ${searchTermsSql('DK')} select query::text as query, title::text as title,
        typed_title::text as typed_title, strict::text as strict from terms`,
    );
    terms = async (text) => (await statement.rows({ slots: slotsOf(parseSearch(text)) }))[0]!;
  });

  afterAll(() => test.drop());

  it('joins clauses with AND and each word’s terms with OR; names only with weight A', async () => {
    expect(await terms('home care')).toEqual({
      query: "( 'home' | 'homes' ) & 'care'",
      title: "( 'home':A | 'homes':A ) & 'care':A",
      typed_title: "( 'home':A | 'homes':A ) & 'care':A",
      strict: "( 'home' | 'homes' ) & 'care'",
    });
  });

  it('gives up when a clause cannot match, and quotes terms safely', async () => {
    expect(await terms('home zzqxv')).toEqual({ query: null, title: null, typed_title: null, strict: null });
    // A vocabulary word with a quote and a backslash, reached as the completion of "neil".
    expect((await terms('neil')).query).toBe("'neil''s\\\\'");
  });

  it('matches synonyms only as written, and leaves them out of the words as typed', async () => {
    const salon = await terms('salon');
    expect(salon.query).toBe("'salon' | 'beauty'");
    expect(salon.strict).toBe("'salon'");
    expect(salon.typed_title).toBe("'salon':A");
  });

  it('completes a begun word, and a typed word no name holds falls back to the broader query', async () => {
    const begun = await terms('bea');
    expect(begun.query).toBe("'beautiful' | 'beauty'");
    // Nothing was found as typed: the tiers of words as typed fall back.
    expect(begun.strict).toBe(begun.query);
    expect(begun.typed_title).toBe("'beautiful':A | 'beauty':A");
  });
});
