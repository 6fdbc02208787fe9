import type { NetworkSearchQueryValue } from '../../../../shared/schemas/network.ts';

/** Network data: my profile, searches of people, and my connections. */
export const networkKeys = {
  all: ['network'] as const,
  profile: () => [...networkKeys.all, 'profile'] as const,
  searches: () => [...networkKeys.all, 'people'] as const,
  search: (query: NetworkSearchQueryValue) => [...networkKeys.searches(), query] as const,
  connections: () => [...networkKeys.all, 'connections'] as const,
};
