import type { z } from 'zod';
import { englishText, isMessageKey } from '../../domain/messages.ts';
import { AppError } from './errors.ts';

/** One problem of a request, as REST answers list them (`errors`) and GraphQL in `details`. */
export interface FieldProblem {
  type: string;
  message: string;
  messageKey?: string;
}

/** The problems zod found, in words (English) with their message keys. */
export function problemsOf(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || undefined;
    if (issue.code === 'unrecognized_keys')
      return { type: field ?? 'body', message: `Unknown field(s): ${issue.keys.join(', ')}` };
    const key = isMessageKey(issue.message) ? issue.message : undefined;
    return {
      type: field ?? 'body',
      message: englishText(issue.message) ?? issue.message,
      ...(key ? { messageKey: key } : {}),
    };
  });
}

/** A zod failure as one refusal: its first problem's key, every problem in `details`. */
export function invalidInput(error: z.ZodError): AppError {
  const problems = problemsOf(error);
  const first = problems[0];
  const failure = new AppError('BAD_USER_INPUT', first?.messageKey ?? problems.map((p) => p.message).join('. '), {
    details: problems,
  });
  // More than one problem: the words name them all; the key is the first one's.
  if (problems.length > 1)
    Object.defineProperty(failure, 'message', { value: problems.map((p) => p.message).join('. ') });
  return failure;
}

/** Parses a request part with a zod schema; a failure becomes a 400 naming each problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error);
}
