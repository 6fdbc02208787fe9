/** Conversations: threads, messages, read marks, reports. */

export { threadLink } from './links.ts';
export { conversationRoutes } from './routes.ts';
export { type ConversationsService, createConversationsService } from './service.ts';
