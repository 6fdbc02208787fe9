import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import type { OpportunityCardRow } from './repository.ts';

export function toCard(row: OpportunityCardRow): OpportunityCard {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
