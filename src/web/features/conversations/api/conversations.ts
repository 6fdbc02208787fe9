import { queryOptions, replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import type { ConversationDetail, Message } from '../../../../shared/schemas/conversations.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useRealtimeFrames } from '../../../lib/realtime-client.ts';
import { conversationKeys } from './keys.ts';

const byId = (id: string) => ({ param: { id } });

/**
 * Every thread the viewer takes part in, whatever their role: a seeker's with companies, a
 * company's with seekers, a buyer's and a vendor's quote threads, network threads. One list, so
 * a franchisor who also buys or connects reads everything in one inbox.
 */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.list(),
    queryFn: () => unwrap(api.v1.conversations.$get({ query: {} })),
  });

/** The list, kept moving live: any thread of the viewer's that changes refreshes it. */
export function useConversations() {
  const queryClient = useQueryClient();
  const onFrame = useCallback(
    (f: ServerFrame) => {
      if (f.type === 'thread') void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);
  return useQuery(conversationsQueryOptions());
}

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: conversationKeys.thread(id ?? ''),
    queryFn: () => unwrap(api.v1.conversations[':id'].$get(byId(id!))),
    enabled: !!id,
    // The other side's read mark only moves forward. A refetch that left before their "read"
    // frame arrived answers with the older mark and must not take "Seen" back.
    structuralSharing: (old: unknown, next: unknown) => {
      const before = old as ConversationDetail | undefined;
      const after = next as ConversationDetail;
      return replaceEqualDeep(
        before,
        before && before.id === after.id && before.otherReadUpTo > after.otherReadUpTo
          ? { ...after, otherReadUpTo: before.otherReadUpTo }
          : after,
      );
    },
  });

/** Adds a message to a cached thread once (live frames and the sender's own answer meet here). */
export function appendMessage(detail: ConversationDetail | undefined, message: Message) {
  if (!detail || detail.messages.some((m) => m.id === message.id)) return detail;
  return {
    ...detail,
    messages: [...detail.messages, message].sort((a, b) => a.id - b.id),
    lastMessage: message.body,
    lastMessageAt: message.createdAt,
  };
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; file?: File | null }) =>
      input.file
        ? unwrap(
            api.v1.conversations[':id'].attachments.$post({
              ...byId(id),
              form: { file: input.file, body: input.body },
            }),
          )
        : unwrap(api.v1.conversations[':id'].messages.$post({ ...byId(id), json: { body: input.body } })),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationDetail>(conversationKeys.thread(id), (d) =>
        appendMessage(d, message),
      );
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      unwrap(api.v1.conversations[':id'].read.$post({ ...byId(id), json: { upTo } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}

export function useConversationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'close' | 'reopen' | 'block' | 'unblock') =>
      unwrap(api.v1.conversations[':id'].actions.$post({ ...byId(id), json: { action } })),
    onSuccess: (detail) => {
      queryClient.setQueryData(conversationKeys.thread(id), detail);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

export function useReportConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(api.v1.conversations[':id'].reports.$post({ ...byId(id), json: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.thread(id) }),
  });
}

export const attachmentUrl = (conversationId: string, fileId: string) =>
  `/api/v1/conversations/${conversationId}/attachments/${fileId}`;
