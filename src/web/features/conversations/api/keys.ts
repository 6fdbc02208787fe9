/** Conversation data: the inbox list and each thread. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: () => [...conversationKeys.lists(), 'all'] as const,
  thread: (id: string) => [...conversationKeys.all, 'thread', id] as const,
};
