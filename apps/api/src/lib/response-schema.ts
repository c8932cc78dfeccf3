import { z } from 'zod';

/**
 * A shared zod schema as the JSON Schema of a route's answer, for Fastify's serialiser: it writes
 * the declared fields only (never a column a query happened to select), and faster than
 * JSON.stringify. Draft-07 spells nullable fields as `type: [T, 'null']`, which it compiles to
 * plain code rather than a runtime check per value.
 */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
  return json;
}

/** The same schema as OpenAPI 3.0 describes it (`nullable: true`). */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  return json;
}
