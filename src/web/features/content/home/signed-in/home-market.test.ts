import { describe, expect, it } from 'vitest';
import { featuredMarketOf, primaryAction } from './home-market.ts';

describe('the signed-in home by profile location (spec §2, §7)', () => {
  it('leads US, IN, CA and DE to their own list', () => {
    expect(primaryAction('US')).toEqual({ label: 'Explore US Franchises', to: '/united-states' });
    expect(primaryAction('IN')).toEqual({ label: 'Explore Indian Franchises', to: '/india-franchises' });
    expect(primaryAction('CA')).toEqual({ label: 'Explore Canadian Franchises', to: '/canada-franchises' });
    expect(primaryAction('DE')).toEqual({ label: 'Explore German Franchises', to: '/germany-franchises' });
  });

  it('leads everyone else to /united-states with a generic label', () => {
    for (const location of ['AT', 'GB', 'BR', null, undefined]) {
      expect(primaryAction(location)).toEqual({ label: 'Explore Franchises', to: '/united-states' });
    }
  });

  it('features US, IN, CA, DE and AT, and nothing for other countries', () => {
    expect(['US', 'IN', 'CA', 'DE', 'AT'].map(featuredMarketOf)).toEqual(['US', 'IN', 'CA', 'DE', 'AT']);
    expect(featuredMarketOf('GB')).toBeNull();
    expect(featuredMarketOf(null)).toBeNull();
  });
});
