import { z } from 'zod';

/**
 * Inside a form schema's transform: checks what the form built with the contract's schema, so the form
 * and the server judge alike; the contract's messages land on the form's fields of the same path.
 */
export function checkWithContract<T>(schema: z.ZodType<T>, value: unknown, ctx: z.RefinementCtx): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
}
