import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-errors.ts';

export const CONTROL_CHARACTERS_MESSAGE = 'The request contains characters that are not allowed.';

// C0 controls but tab, line feed and carriage return (a shop's introduction has lines), and DEL.
// PostgreSQL refuses NUL in text outright, and none of them belongs in a name, number or address.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when any string in the value (walked without recursion: a deep body cannot blow the stack) has a control character. */
export function hasControlCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (CONTROL.test(key)) return true;
        stack.push(entry);
      }
    }
  }
  return false;
}

/** preValidation hook: one place where control characters in any query, path or body field become a 400. */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  if (hasControlCharacter(request.query) || hasControlCharacter(request.params) || hasControlCharacter(request.body)) {
    throw badRequest(CONTROL_CHARACTERS_MESSAGE);
  }
}
