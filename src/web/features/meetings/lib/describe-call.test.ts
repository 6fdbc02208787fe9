import { describe, expect, it } from 'vitest';
import type { Call } from '../../../../shared/schemas/meetings.ts';
import { describeCall } from './describe-call.ts';

const call = (over: Partial<Call>): Call => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'confirmed',
  side: 'seeker',
  listing: { id: '00000000-0000-4000-8000-000000000002', title: 'Lone Star Taco', country: 'US' },
  company: 'Lone Star Taco Co.',
  seekerName: 'Maya Seeker',
  proposedBy: 'seeker',
  slots: [],
  timeZone: 'America/Chicago',
  startsAt: null,
  endsAt: null,
  note: '',
  cancelledBy: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

describe('a call in a sentence', () => {
  it('ends a sentence once when the company name ends in a period (issue 34)', () => {
    expect(describeCall(call({}), 'Lone Star Taco Co.')).toBe(
      'Booked with Lone Star Taco Co. The calendar invitation is in your e-mail.',
    );
    expect(describeCall(call({ status: 'cancelled', cancelledBy: 'franchisor' }), 'Lone Star Taco Co.')).toBe(
      'Cancelled by Lone Star Taco Co.',
    );
    expect(describeCall(call({}), 'Dosa Works')).toBe(
      'Booked with Dosa Works. The calendar invitation is in your e-mail.',
    );
  });
});
