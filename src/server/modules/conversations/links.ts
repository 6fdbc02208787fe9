import type { ParticipantSide } from '../../../shared/schemas/conversations.ts';

/** Where a participant opens a thread: seekers in /messages, a company in its dashboard. */
export const threadLink = (side: ParticipantSide, id: string) =>
  side === 'franchisor' ? `/dashboard?thread=${id}#messages` : `/messages?thread=${id}`;
