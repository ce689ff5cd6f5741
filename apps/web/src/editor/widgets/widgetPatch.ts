import type { z } from 'zod';

/** A change of a widget's settings, checked: what to write, or why each changed field was refused. */
export type WidgetPatchResult =
  { ok: true; patch: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** The top-level fields with an issue, each with its first issue's message (a contract message key). */
function fieldIssues(error: z.ZodError | undefined): Map<string, string> {
  const issues = new Map<string, string>();
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && !issues.has(field)) issues.set(field, issue.message);
  }
  return issues;
}

/**
 * Checks a change of some of a widget's settings with its kind's settings schema (the server's own),
 * against the settings it has now. The change is refused when a changed field is invalid, or when it
 * makes another field invalid that was valid (a published sheet's link with a range that names a tab);
 * the errors are then put on the changed fields. Fields still missing (a feed address not yet given)
 * do not stop a change of the others. What is written is the fields as the schema reads them (trimmed).
 */
export function checkWidgetPatch(
  schema: z.ZodObject,
  contents: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): WidgetPatchResult {
  const changed = Object.keys(patch);
  const before = fieldIssues(schema.safeParse(contents).error);
  const merged = { ...contents, ...patch };
  const after = schema.safeParse(merged);
  const issues = fieldIssues(after.error);
  const errors: Record<string, string> = {};
  for (const [field, message] of issues) {
    if (changed.includes(field)) errors[field] = message;
    else if (!before.has(field) && changed[0] !== undefined) errors[changed[0]] ??= message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const read: Record<string, unknown> = {};
  for (const field of changed) {
    const parsed = after.success
      ? { success: true as const, data: (after.data as Record<string, unknown>)[field] }
      : schema.shape[field]?.safeParse(patch[field]);
    read[field] = parsed?.success ? parsed.data : patch[field];
  }
  return { ok: true, patch: read };
}
