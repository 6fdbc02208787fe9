/** Conversation data: the inbox lists (per side) and each thread. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (side: 'seeker' | 'franchisor') => [...conversationKeys.lists(), side] as const,
  thread: (id: string) => [...conversationKeys.all, 'thread', id] as const,
};
