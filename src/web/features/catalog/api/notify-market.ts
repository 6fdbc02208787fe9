import { useMutation } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function notifyMarket(country: MarketCode, email: string) {
  return apiFetch<{ subscribed: true }>(`/api/v1/markets/${country}/notify`, {
    method: 'POST',
    json: { email },
  });
}

export function useNotifyMarket(country: MarketCode) {
  return useMutation({ mutationFn: (email: string) => notifyMarket(country, email), retry: false });
}
