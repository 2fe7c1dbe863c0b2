import type { z } from 'zod';
import { parseBody } from '../http/errors';

/**
 * A tRPC input parser over a shared schema: typed like the schema for the web client, and
 * failing exactly like REST (400 with the schema's message and the field) instead of zod's dump.
 * The schema stays readable on it, so tests can list the fields each procedure takes.
 */
export function checked<T extends z.ZodType>(
  schema: T,
): { _input: z.input<T>; _output: z.output<T>; schema: T; parse(value: unknown): z.output<T> } {
  return { schema, parse: (value: unknown) => parseBody(schema, value) } as {
    _input: z.input<T>;
    _output: z.output<T>;
    schema: T;
    parse(value: unknown): z.output<T>;
  };
}
