import { OpenAPIHono } from '@hono/zod-openapi';
import { ProblemSchema } from '../../shared/schemas/problem.ts';
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

/** A JSON body or answer of `schema`, for route declarations. */
export const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** The problem+json answer, for OpenAPI response declarations. */
export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});
