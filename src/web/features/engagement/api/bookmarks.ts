import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bookmark } from '../../../../shared/schemas/engagement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useViewer } from '../../accounts/viewer.ts';

export function getBookmarks() {
  return apiFetch<{ items: Bookmark[]; total: number }>('/api/v1/bookmarks');
}

export const bookmarksQueryOptions = () => queryOptions({ queryKey: ['bookmarks'], queryFn: getBookmarks });

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
        await apiFetch(`/api/v1/bookmarks/${input.bookmarkId}`, { method: 'DELETE' });
        return null;
      }
      return apiFetch<{ id: string }>('/api/v1/bookmarks', {
        method: 'POST',
        json: { opportunityId: input.opportunityId },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
