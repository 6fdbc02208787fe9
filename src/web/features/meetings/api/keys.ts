import type { CallSide } from '../../../../shared/schemas/meetings.ts';

/** Call data: each side's list (the seeker's own, the company's). */
export const callKeys = {
  all: ['calls'] as const,
  lists: () => [...callKeys.all, 'list'] as const,
  list: (side: CallSide) => [...callKeys.lists(), side] as const,
};
