import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, NotificationPreferences } from '../../../../shared/schemas/notifications.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The bell's list: fetched when it opens, refreshed by the socket. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => unwrap(api.v1.notifications.$get()),
    enabled,
  });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => unwrap(api.v1.notifications.read.$post({ json: ids ? { ids } : {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: () => unwrap(api.v1.me['notification-preferences'].$get()),
  });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Partial<Record<NotificationKind, boolean>>) =>
      unwrap(api.v1.me['notification-preferences'].$patch({ json: { email } })),
    onSuccess: (prefs: NotificationPreferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), prefs),
  });
}

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (input: { token: string; kind: NotificationKind }) =>
      unwrap(api.v1.notifications.unsubscribe.$post({ json: input })),
  });
