import { z } from 'zod';
import { CONTACT_MESSAGES } from '../content.ts';
import { CONTACT_LIMITS } from '../limits.ts';

const trimmed = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, message);

export const ContactMessageInput = z
  .object({
    name: trimmed(CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max, CONTACT_MESSAGES.name),
    email: z.string().trim().max(CONTACT_LIMITS.email.max).pipe(z.email(CONTACT_MESSAGES.email)),
    subject: trimmed(CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max, CONTACT_MESSAGES.subject),
    message: trimmed(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max, CONTACT_MESSAGES.message),
  })
  .meta({ id: 'ContactMessageInput' });
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactMessageReceipt = z
  .object({
    id: z.number().int(),
    receivedAt: z.string().meta({ description: 'ISO 8601 time the message was stored' }),
  })
  .meta({ id: 'ContactMessageReceipt' });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceipt>;
