import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, countryName, findCountries } from './country-names.ts';

const top = (q: string) => findCountries(q)[0]?.code;

describe('finding a country by what people type', () => {
  it('finds the names people use, not only ISO names', () => {
    expect(top('USA')).toBe('US');
    expect(top('U.S.A.')).toBe('US');
    expect(top('us')).toBe('US');
    expect(top('America')).toBe('US');
    expect(top('UK')).toBe('GB');
    expect(top('Britain')).toBe('GB');
    expect(top('great britain')).toBe('GB');
    expect(top('england')).toBe('GB');
    expect(top('Turkey')).toBe('TR');
    expect(top('Türkiye')).toBe('TR');
    expect(top('turkiye')).toBe('TR');
    expect(top('Holland')).toBe('NL');
    expect(top('Russia')).toBe('RU');
    expect(top('Ivory Coast')).toBe('CI');
    expect(top('UAE')).toBe('AE');
    expect(top('south korea')).toBe('KR');
    expect(top('india')).toBe('IN');
  });

  it('ranks "United States" above "United States Minor Outlying Islands"', () => {
    for (const q of ['united', 'United States', 'united st']) {
      const codes = findCountries(q).map((c) => c.code);
      expect(codes.indexOf('US'), q).toBeGreaterThanOrEqual(0);
      expect(codes.indexOf('US'), q).toBeLessThan(codes.indexOf('UM'));
    }
    expect(top('United States')).toBe('US');
  });

  it('puts names it begins before names that only hold it', () => {
    const codes = findCountries('ind').map((c) => c.code);
    expect(codes[0]).toBe('IN');
    expect(codes).toContain('ID');
  });

  it('answers every country for an empty query and nothing for nonsense', () => {
    expect(findCountries('  ')).toHaveLength(COUNTRY_OPTIONS.length);
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(240);
    expect(findCountries('qqqzz')).toEqual([]);
  });

  it('shows common names', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('IN')).toBe('India');
    expect(countryName(null)).toBe('');
  });
});
