import { z } from 'zod';
import { MESSAGES } from '../limits.ts';
import { multiLineText } from './text.ts';

export const CONVERSATION_KINDS = ['inquiry', 'direct', 'quote'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
/** `seeker` opened an inquiry, `franchisor` answers for the company, `member` in a direct thread. */
/** How a thread shows a participant whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';

export const PARTICIPANT_SIDES = ['seeker', 'franchisor', 'member'] as const;
export type ParticipantSide = (typeof PARTICIPANT_SIDES)[number];

export const AttachmentSchema = z
  .object({ id: z.uuid(), name: z.string(), mime: z.string(), size: z.number().int() })
  .meta({ id: 'MessageAttachment' });

export const MessageSchema = z
  .object({
    /** Also the catch-up cursor: ids grow. */
    id: z.number().int(),
    conversationId: z.uuid(),
    senderId: z.string(),
    senderName: z.string(),
    mine: z.boolean(),
    body: z.string(),
    attachment: AttachmentSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(CONVERSATION_KINDS),
    subject: z.string(),
    /** The other side as this viewer sees it (a company, or a seeker's name). */
    counterpart: z.string(),
    mySide: z.enum(PARTICIPANT_SIDES),
    opportunityId: z.uuid().nullable(),
    lastMessage: z.string().nullable(),
    lastMessageAt: z.string(),
    unread: z.number().int(),
    closed: z.boolean(),
    blocked: z.boolean(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationList = z
  .object({ items: z.array(ConversationSummarySchema), unread: z.number().int() })
  .meta({ id: 'ConversationList' });
export type ConversationListValue = z.infer<typeof ConversationList>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  messages: z.array(MessageSchema),
  /** Older messages exist before the first one listed. */
  hasOlder: z.boolean(),
  /** The newest message id the other side has read (for "Seen"). */
  otherReadUpTo: z.number().int(),
  canWrite: z.boolean(),
  /** Why this viewer cannot write, when they cannot. */
  writeBlockedReason: z.string().nullable(),
  /** The opener may close or block; the other side may not. */
  canModerate: z.boolean(),
  reported: z.boolean(),
}).meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const ConversationIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

export const ConversationListQuery = z.object({
  /** The franchisor's inbox lists the company's threads; the seeker's, their own. */
  side: z.enum(['seeker', 'franchisor']).optional(),
});

export const MessagesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().min(0).optional(),
});

export const MessageBody = multiLineText(
  1,
  MESSAGES.bodyMax,
  `A message is 1 to ${MESSAGES.bodyMax} characters.`,
);

export const SendMessageInput = z.object({ body: MessageBody }).meta({ id: 'SendMessageInput' });
export type SendMessageInputValue = z.infer<typeof SendMessageInput>;

/**
 * The composer's form: a message, a file, or both (a file goes as multipart with the message).
 * The message alone is checked again by SendMessageInput on the server.
 */
export const ComposeMessageForm = z
  .object({
    body: multiLineText(0, MESSAGES.bodyMax, `A message is 1 to ${MESSAGES.bodyMax} characters.`),
    file: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File).nullable(),
  })
  .refine((v) => v.body.length > 0 || v.file !== null, {
    path: ['body'],
    message: 'Write a message or attach a file.',
  });

export const MarkReadInput = z.object({ upTo: z.number().int().positive() }).meta({ id: 'MarkReadInput' });

export const ConversationActionInput = z
  .object({ action: z.enum(['close', 'reopen', 'block', 'unblock']) })
  .meta({ id: 'ConversationActionInput' });

export const ReportInput = z
  .object({
    reason: multiLineText(
      3,
      MESSAGES.reportReasonMax,
      `Say in 3 to ${MESSAGES.reportReasonMax} characters what is wrong.`,
    ),
  })
  .meta({ id: 'ReportConversationInput' });

export const ConversationReportSchema = z
  .object({
    id: z.uuid(),
    conversationId: z.uuid(),
    subject: z.string(),
    reporterEmail: z.string(),
    reason: z.string(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    recentMessages: z.array(
      z.object({ id: z.number().int(), senderEmail: z.string(), body: z.string(), createdAt: z.string() }),
    ),
  })
  .meta({ id: 'ConversationReport' });
export type ConversationReport = z.infer<typeof ConversationReportSchema>;

export const ConversationReportList = z
  .object({ items: z.array(ConversationReportSchema) })
  .meta({ id: 'ConversationReportList' });

export const ReportIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

export const ResolveReportInput = z
  .object({ action: z.enum(['dismiss', 'close_thread']) })
  .meta({ id: 'ResolveReportInput' });
