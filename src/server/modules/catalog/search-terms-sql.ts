import { type SQL, sql } from 'drizzle-orm';
import { isMarketCode, MARKET_CODES } from '../../../shared/markets.ts';
import type { ParsedSearch } from './search-query.ts';

/** Prefix completions, sound-alikes and typo corrections kept per word. */
const EXPANSIONS = 8;

/** Hindi-English spellings are matched where Indian brand names are listed. */
export const SOUND_MARKETS = ['IN'] as const;

/**
 * Whether the SQL word `plural` is the plural of `singular`, as English writes most: +s, +es,
 * y → ies ("salon"/"salons", "bakery"/"bakeries").
 */
const pluralOf = (plural: string, singular: string) =>
  sql.raw(`(${plural} in (${singular} || 's', ${singular} || 'es')
    or (right(${singular}, 1) = 'y' and ${plural} = left(${singular}, -1) || 'ies'))`);

export const marketsOf = (country: string | undefined): string[] => (country ? [country] : [...MARKET_CODES]);

/**
 * The words of a parsed query as the `slots` placeholder: one record per word of each way a
 * clause may match (clause c, alternative a, word w; `syn` for a synonym).
 */
export function slotsOf(parsed: ParsedSearch): string {
  const slots: { c: number; a: number; w: number; word: string; syn: boolean }[] = [];
  parsed.clauses.forEach((clause, c) => {
    clause.forEach((alternative, a) => {
      alternative.words.forEach((word, w) => {
        slots.push({ c, a, w, word, syn: alternative.synonym });
      });
    });
  });
  return JSON.stringify(slots);
}

/**
 * The common table expressions that turn what was typed (`slots`) into the catalog's words and
 * the full-text queries a search matches and ranks with, inside the search's own statement (one
 * round trip). They end in `terms`: one row holding
 * - `query`: every clause, each word by any term it resolved to, for names;
 * - `text`: the same without the words that only share its stem, for the whole text;
 * - `title`: the same, in brand and company names only (weight A);
 * - `typed_title`: names, the words as typed (or stemmed), no synonyms;
 * - `strict`: the words as typed (or stemmed), no synonyms;
 * a missing tier falls back as search-query.ts describes. `query` is null when a clause cannot
 * match at all. `resolved` holds each word's terms (for the "showing results for" line).
 *
 * Each word's terms: those sharing its English stem (the word itself among them); of those,
 * only its singular or plural (`stem`) is matched in descriptions: the stemmer also joins
 * derived words ("fitness" and "fitted" are both "fit", "cleaning" is "clean"), which name the
 * same trade in a brand's name but in a description are another thing (`derived`). Names it is
 * the beginning of when it is not a word of the catalog itself; Hindi-English spellings of names
 * where those are matched. Then, for a typed word the catalog does not use at all: its closest
 * words, one typo away (two from nine letters), sharing its first letter. Shorter words are not
 * corrected: "chai" is no typo of "chain". Synonyms are never corrected, nor completed: they
 * match as written. The words to correct are chosen before their neighbours are read (`offset 0`
 * keeps the planner from reading them first and dropping them after).
 *
 * Markets and counts are written into the text and the words come as JSON, whose length the
 * planner does not look into: the plan made for the values given then never looks cheaper than
 * the one kept for any value, and PostgreSQL plans the statement once per connection.
 */
export function searchTermsSql(country: string | undefined, prefix = ''): SQL {
  const n = (name: string) => sql.raw(`${prefix}${name}`);
  const scope = marketsOf(country);
  const sounds = scope.filter((m) => (SOUND_MARKETS as readonly string[]).includes(m));
  const inScope = (codes: string[]) =>
    sql.raw(`any('{${codes.filter((c) => isMarketCode(c)).join(',')}}'::bpchar[])`);
  const expansions = sql.raw(String(EXPANSIONS));
  const sound =
    sounds.length > 0
      ? sql`union all
          (select s.term, 'sound', s.listings
            from search_terms s
            where length(w.word) >= 3 and s.country = ${inScope(sounds)}
              and s.sound = search_sound(w.word) and s.term <> w.word and s.name_listings > 0
            order by s.name_listings desc, s.term limit ${expansions})`
      : sql``;
  // A term as a tsquery operand: quoted, quotes and backslashes doubled.
  const lexeme = sql`'''' || replace(replace(r.term, '''', ''''''), '\\', '\\\\') || ''''`;
  return sql`${n('slots')} as materialized (
      select c, a, w, word, syn
      from json_to_recordset(${sql.placeholder('slots')}::json) as x(c int, a int, w int, word text, syn boolean)
    ), ${n('found')} as materialized (
      select w.word, t.term, t.kind, t.listings::int as listings
      from (select distinct word from ${n('slots')}) as w
      cross join lateral (
        select s.term, case when s.term = w.word then 'exact' when ${pluralOf('s.term', 'w.word')}
            or ${pluralOf('w.word', 's.term')} then 'stem' else 'derived' end as kind, s.listings
        from search_terms s
        where s.country = ${inScope(scope)} and s.stem = search_stem(w.word)
        union all
        (select s.term, 'prefix', s.listings
          from search_terms s
          where length(w.word) >= 3 and s.country = ${inScope(scope)}
            and s.term > w.word and s.term < w.word || chr(1114111) and s.name_listings > 0
            and not exists (select 1 from search_terms e
              where e.country = ${inScope(scope)} and e.term = w.word)
          order by s.name_listings desc, s.term limit ${expansions})
        ${sound}
      ) t
    ), ${n('resolved')} as materialized (
      select word, term, kind, listings from ${n('found')}
      union all
      select w.word, t.term, 'typo' as kind, t.listings
      from (select distinct word from ${n('slots')} sl
        where not syn and length(word) >= 5 and not exists (select 1 from ${n('found')} f where f.word = sl.word)
        offset 0) w
      cross join lateral (
        select s.term, sum(s.listings)::int as listings, min(levenshtein_less_equal(s.term, w.word, 2)) as distance
        from search_terms s
        where s.country = ${inScope(scope)}
          and s.term >= left(w.word, 1) and s.term < left(w.word, 1) || chr(1114111)
          and abs(length(s.term) - length(w.word)) <= 2
          and levenshtein_less_equal(s.term, w.word, 2) <= case when length(w.word) >= 9 then 2 else 1 end
        group by s.term
        order by distance, listings desc, s.term
        limit 3
      ) t
    ), ${n('variants')} (v, kinds, title_only, typed_only) as (values
      ('query', array['exact', 'stem', 'derived', 'prefix', 'sound', 'typo'], false, false),
      ('text', array['exact', 'stem', 'prefix', 'sound', 'typo'], false, false),
      ('title', array['exact', 'stem', 'derived', 'prefix', 'sound', 'typo'], true, false),
      ('typed_title', array['exact', 'stem', 'derived'], true, true),
      ('strict', array['exact', 'stem', 'derived'], false, true)
    ), ${n('word_terms')} as (
      select v, c, a, w, '(' || string_agg(operand, ' | ' order by operand) || ')' as expr
      from (select distinct v.v, s.c, s.a, s.w, ${lexeme} || case when v.title_only then ':A' else '' end as operand
        from ${n('variants')} v
        join ${n('slots')} s on not (v.typed_only and s.syn)
        join ${n('resolved')} r on r.word = s.word and (case when s.syn then r.kind = 'exact' else r.kind = any(v.kinds) end)) d
      group by v, c, a, w
    ), ${n('alternatives')} as (
      select t.v, t.c, t.a, '(' || string_agg(t.expr, ' & ' order by t.w) || ')' as expr
      from ${n('word_terms')} t
      group by t.v, t.c, t.a
      having count(*) = (select count(*) from ${n('slots')} s where s.c = t.c and s.a = t.a)
    ), ${n('clauses')} as (
      select v, c, '(' || string_agg(expr, ' | ' order by a) || ')' as expr from ${n('alternatives')} group by v, c
    ), ${n('queries')} as (
      select v, case when count(*) = (select count(distinct c) from ${n('slots')}) then string_agg(expr, ' & ' order by c) end as q
      from ${n('clauses')} group by v
    ), ${n('terms')} as materialized (
      select q.query::tsquery as query,
        q.text::tsquery as text,
        coalesce(q.title, q.query)::tsquery as title,
        coalesce(q.typed_title, q.title, q.query)::tsquery as typed_title,
        coalesce(q.strict, q.query)::tsquery as strict
      from (select max(q) filter (where v = 'query') as query, max(q) filter (where v = 'text') as text,
          max(q) filter (where v = 'title') as title,
          max(q) filter (where v = 'typed_title') as typed_title, max(q) filter (where v = 'strict') as strict
        from ${n('queries')}) q
    )`;
}
