import { z } from 'zod';
import { ERROR_ID_PATTERN } from '../content.ts';

export const ClientErrorInput = z
  .object({
    errorId: z.string().regex(ERROR_ID_PATTERN, 'must be err_ followed by 8 to 40 letters or digits'),
    kind: z.enum(['render', 'route']),
    message: z.string().min(1).max(2000),
    stack: z.string().max(10_000).nullish(),
    componentStack: z.string().max(10_000).nullish(),
    url: z.string().min(1).max(2048),
  })
  .meta({ id: 'ClientErrorInput' });
export type ClientErrorInput = z.infer<typeof ClientErrorInput>;
