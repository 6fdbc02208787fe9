import { describe, expect, it } from 'vitest';
import {
  buildTsQuery,
  correctedText,
  industriesFor,
  parseSearch,
  prefixTsQuery,
  type ResolvedTerm,
} from './search-query.ts';

const term = (word: string, t: string, kind: ResolvedTerm['kind'] = 'exact', listings = 1): ResolvedTerm => ({
  word,
  term: t,
  kind,
  listings,
});

describe('parseSearch', () => {
  it('drops filler words and reads synonyms, phrases first', () => {
    expect(parseSearch('best pizza franchise in Pune').clauses).toEqual([
      [{ words: ['pizza'], synonym: false }],
      [{ words: ['pune'], synonym: false }],
    ]);
    expect(parseSearch('franchise').clauses).toEqual([]);
    const carWash = parseSearch('Car Wash').clauses[0]!;
    expect(carWash[0]).toEqual({ words: ['car', 'wash'], synonym: false });
    expect(carWash.slice(1).every((a) => a.synonym)).toBe(true);
    expect(carWash.map((a) => a.words.join(' '))).toContain('auto detailing');
  });

  it('reads F&B however it is written, and accents away', () => {
    for (const q of ['F&B', 'f & b', 'F and B', 'fnb']) {
      expect(
        parseSearch(q).clauses[0]!.map((a) => a.words.join(' ')),
        q,
      ).toEqual(['fnb', 'food beverage']);
    }
    expect(parseSearch('Café Türkiye').words).toEqual(['cafe', 'turkiye']);
  });

  it('widens broader words one way only: tea finds chai, chai is not any tea', () => {
    expect(parseSearch('tea').words).toEqual(['tea', 'chai']);
    // Only the words as typed may be read as typos; a synonym matches as written.
    expect(parseSearch('tea').typed).toEqual(['tea']);
    expect(parseSearch('cofee shop').typed).toEqual(['cofee', 'shop']);
    expect(parseSearch('chai').words).toEqual(['chai']);
  });
});

describe('buildTsQuery', () => {
  const parsed = parseSearch('home care');
  const resolved = [term('home', 'home'), term('home', 'homes', 'stem'), term('care', 'care')];

  it('joins clauses with AND and each word’s terms with OR', () => {
    expect(buildTsQuery(parsed, resolved, ['exact', 'stem'])).toBe("('home' | 'homes') & 'care'");
    expect(buildTsQuery(parsed, resolved, ['exact'], { titleOnly: true })).toBe("'home':A & 'care':A");
  });

  it('gives up when a clause cannot match, and quotes terms safely', () => {
    expect(buildTsQuery(parsed, [term('home', 'home')], ['exact'])).toBeNull();
    expect(buildTsQuery(parseSearch('x'), [term('x', "o'neil\\")], ['exact'])).toBe("'o''neil\\\\'");
  });

  it('matches synonyms only as written', () => {
    const salon = parseSearch('salon');
    const found = [term('salon', 'salon'), term('beauty', 'beauty'), term('beauty', 'beautiful', 'stem')];
    expect(buildTsQuery(salon, found, ['exact', 'stem'])).toBe("('salon' | 'beauty')");
    expect(buildTsQuery(salon, found, ['exact', 'stem'], { typedOnly: true })).toBe("'salon'");
  });
});

describe('correctedText', () => {
  it('names the words searched for when a typo or spelling was read', () => {
    expect(correctedText('pizaa', [term('pizaa', 'pizza', 'typo', 9)])).toBe('pizza');
    expect(correctedText('fitnes', [term('fitnes', 'fitness', 'prefix')])).toBeNull();
    expect(correctedText('salon', [term('salon', 'salon'), term('parlor', 'parlour', 'typo')])).toBeNull();
  });
});

describe('prefixTsQuery and industriesFor (suggestions)', () => {
  it('completes the last word', () => {
    expect(prefixTsQuery('Crust & piz')).toBe("'crust' & 'piz':*");
    expect(prefixTsQuery('p')).toBeNull();
    expect(prefixTsQuery('  ')).toBeNull();
  });

  it('points words and their beginnings to industries', () => {
    expect(industriesFor('tuition')).toEqual(['Education']);
    expect(industriesFor('fitn', { prefix: true })).toEqual(['Health & Fitness']);
    expect(industriesFor('fitn')).toEqual([]);
    expect(industriesFor('dog grooming')).toEqual(['Pet Services']);
  });
});
