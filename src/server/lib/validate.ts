import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** Parses a request part with a zod schema; a failure becomes a 400 naming each problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || undefined;
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `Unknown field(s): ${issue.keys.join(', ')}`;
    return { type: field ?? 'body', message };
  });
  throw new HttpError(400, errors.map((e) => e.message).join('. '), errors);
}
