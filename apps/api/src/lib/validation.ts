import type { z } from 'zod';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { badRequest } from './http-errors.ts';

/** Parses input with a shared zod schema; the first issue's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? REQUEST_MESSAGES.notValid;
  // zod's own type messages ("Invalid input: expected string") name no field; say which one. A
  // schema's own message (the registration checks give theirs for a missing value too) stands.
  const zodDefault = issue?.code === 'invalid_type' && message.startsWith('Invalid input');
  throw badRequest(zodDefault && field ? (t) => t(REQUEST_MESSAGES).fieldNotValid(field) : message);
}
