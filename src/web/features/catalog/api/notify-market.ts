import { useMutation } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useNotifyMarket(country: MarketCode) {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.v1.markets[':country'].notify.$post({ param: { country }, json: { email } })),
    retry: false,
  });
}
