import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOfferingActionT } from '../../../../shared/schemas/admin-catalog.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/v1/admin/catalog/offerings: one page of published software, AI tools and services. */
export const useAdminOfferingCatalog = (filter: { q?: string; page: number }) =>
  useQuery({
    queryKey: adminKeys.catalogOfferings(filter),
    queryFn: () =>
      unwrap(
        api.v1.admin.catalog.offerings.$get({
          query: { ...(filter.q ? { q: filter.q } : {}), page: String(filter.page) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Pause an offering with a reason, or resume it. */
export function useModerateOffering(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AdminOfferingActionT) =>
      unwrap(api.v1.admin.catalog.offerings[':id'].actions.$post({ param: { id }, json })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalog() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
