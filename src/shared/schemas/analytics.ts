import { z } from 'zod';
import { DEVICE_CLASSES, VISITOR_ID_PATTERN } from '../analytics.ts';

export const PageViewInput = z
  .object({
    path: z.string().min(1).max(2048).startsWith('/', 'must be a path starting with /'),
    referrer: z.string().max(2048).nullish(),
    visitorId: z.string().regex(VISITOR_ID_PATTERN, 'must be 8 to 64 letters, digits, dashes or underscores'),
    device: z.enum(DEVICE_CLASSES).optional(),
  })
  .meta({ id: 'PageViewInput' });
export type PageViewInputValue = z.infer<typeof PageViewInput>;

export const PageViewReceipt = z.object({ recorded: z.boolean() });
