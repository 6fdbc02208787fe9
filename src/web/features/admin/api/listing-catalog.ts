import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogListingT, AdminListingActionT } from '../../../../shared/schemas/admin-catalog.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { type AdminCatalogFilter, adminKeys } from './keys.ts';

/** GET /api/v1/admin/catalog/listings: one page of published and paused listings. */
export const useAdminCatalog = (filter: AdminCatalogFilter) =>
  useQuery({
    queryKey: adminKeys.catalogSearch(filter),
    queryFn: () =>
      unwrap(
        api.v1.admin.catalog.listings.$get({
          query: {
            ...(filter.q ? { q: filter.q } : {}),
            ...(filter.country ? { country: filter.country } : {}),
            ...(filter.status ? { status: filter.status } : {}),
            page: String(filter.page),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** One listing as the catalogue shows it (404 once it is neither published nor paused). */
export const useAdminCatalogListing = (id: string) =>
  useQuery({
    queryKey: adminKeys.catalogListing(id),
    queryFn: () => unwrap(api.v1.admin.catalog.listings[':id'].$get({ param: { id } })),
  });

/** Pause with a reason, resume, feature or unfeature; the answer is the listing after it. */
export function useModerateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AdminListingActionT): Promise<AdminCatalogListingT> =>
      unwrap(api.v1.admin.catalog.listings[':id'].actions.$post({ param: { id }, json })),
    onSuccess: (listing) => {
      queryClient.setQueryData(adminKeys.catalogListing(id), listing);
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalog() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
