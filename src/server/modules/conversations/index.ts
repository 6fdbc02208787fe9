/** Conversations: threads, messages, read marks, reports (issue 16). */
export { conversationRoutes } from './routes.ts';
export { type ConversationsService, createConversationsService, threadLink } from './service.ts';
