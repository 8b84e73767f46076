import * as z from '@/content/zod';

/**
 * Validates a content module when it is first imported. Every page imports its content, so a
 * bad edit fails `next build` (and the unit tests) with the file name and the offending field.
 */
export function defineContent<S extends z.ZodType>(
  name: string,
  schema: S,
  data: z.input<S>,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid content in ${name}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
