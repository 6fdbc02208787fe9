/** Conversations: threads, messages, read marks, reports. */
export { conversationRoutes } from './routes.ts';
export { type ConversationsService, createConversationsService, threadLink } from './service.ts';
