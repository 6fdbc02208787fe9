import { describe, expect, it } from 'vitest';
import { segmentLabel } from './labels.ts';

describe('segment labels (spec §4)', () => {
  it('names each segment, and anything else Franchise Seeker', () => {
    expect(segmentLabel('new_user')).toBe('New Explorer');
    expect(segmentLabel('active_seeker')).toBe('Active Seeker');
    expect(segmentLabel('experienced_investor')).toBe('Experienced Investor');
    expect(segmentLabel('high_value')).toBe('Premium Investor');
    expect(segmentLabel('something_else')).toBe('Franchise Seeker');
    expect(segmentLabel(null)).toBe('Franchise Seeker');
  });
});
