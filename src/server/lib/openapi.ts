import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-deps.ts';
import { Problem } from './problem.ts';

/** A router whose request validation failures become 400 problems naming each field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const errors = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        const first = errors[0];
        throw new Problem(
          400,
          'validation_failed',
          first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : 'The request is not valid.',
          { errors },
        );
      }
    },
  });
}

/** The problem+json body, for OpenAPI response declarations. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .openapi('Problem');

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});
