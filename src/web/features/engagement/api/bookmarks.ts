import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { engagementKeys } from './keys.ts';

export const bookmarksQueryOptions = () =>
  queryOptions({
    queryKey: engagementKeys.bookmarks(),
    queryFn: () => unwrap(api.v1.bookmarks.$get({ query: {} })),
  });

/** The signed-in user's bookmarks; idle for visitors. */
export function useBookmarks() {
  const viewer = useViewer();
  return useQuery({ ...bookmarksQueryOptions(), enabled: viewer.status === 'signed-in' });
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { opportunityId: string; bookmarkId?: string }) => {
      if (input.bookmarkId) {
        await unwrap(api.v1.bookmarks[':id'].$delete({ param: { id: input.bookmarkId } }));
        return null;
      }
      return unwrap(api.v1.bookmarks.$post({ json: { opportunityId: input.opportunityId } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.bookmarks() }),
  });
}
