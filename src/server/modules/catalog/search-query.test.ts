import { describe, expect, it } from 'vitest';
import {
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
    // A parlour may be a salon, but a salon is no ice-cream parlour; kulfi is ice cream.
    expect(parseSearch('parlour').words).toEqual(['parlour', 'salon']);
    expect(parseSearch('salon').words).toEqual(['salon', 'beauty']);
    expect(parseSearch('ice cream').words).toEqual(['ice', 'cream', 'icecream', 'kulfi', 'gelato']);
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
