import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Any listing's daily figures, as its franchisor sees them (admins with listings:moderate). */
export const useAdminListingStats = (id: string, days: 7 | 30 | 90) =>
  useQuery({
    queryKey: adminKeys.listingStats(id, days),
    queryFn: () =>
      unwrap(api.v1.admin.listings[':id'].stats.$get({ param: { id }, query: { days: String(days) } })),
  });
