import { z } from 'zod';

/**
 * Text Placard refuses anywhere in a request: NUL (which PostgreSQL cannot store) and a lone UTF-16
 * surrogate (a high one without its low one, or the reverse), which is no character at all. A valid
 * pair, as in an emoji, is text like any other.
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGE = 'validation.text';
export const TOO_DEEP_MESSAGE = 'validation.tooDeep';
export const TOO_LARGE_MESSAGE = 'validation.tooLarge';

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** A string under the text rule; chain the usual checks after it (`zText().trim().max(100)`). */
export const zText = () => z.string().refine(isSafeText, { error: TEXT_MESSAGE });

/** How deep (objects and arrays inside each other) and how long (as JSON text) a value may be. */
export type JsonLimits = { maxDepth: number; maxLength?: number };

/** The first thing wrong with a value, and where: the path of keys and indexes leading to it. */
export type JsonProblem = { path: (string | number)[]; message: string };

type Visit = { value: unknown; key: string | number | null; parent: Visit | null; depth: number };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Characters a scalar takes in JSON (a string's escapes aside). */
function scalarLength(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return 4;
}

/**
 * Walks parsed JSON (strings, object keys, nesting) without recursion, so a value nested thousands
 * deep is refused rather than overflowing the stack: the text rule on every string and key, then the
 * limits. Answers the first problem, or null. Only plain objects and arrays are entered.
 */
export function jsonProblem(value: unknown, limits: JsonLimits): JsonProblem | null {
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  let length = 0;
  const problem = (visit: Visit, message: string) => ({ path: pathOf(visit), message });
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    const isArray = Array.isArray(current);
    if (isArray || isPlainObject(current)) {
      if (visit.depth >= limits.maxDepth) return problem(visit, TOO_DEEP_MESSAGE);
      const entries: [string | number, unknown][] = isArray
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      length += 2 + entries.length;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string | number, unknown];
        const childVisit = { value: child, key, parent: visit, depth: visit.depth + 1 };
        if (typeof key === 'string') {
          if (!isSafeText(key)) return problem(childVisit, TEXT_MESSAGE);
          length += key.length + 3;
        }
        stack.push(childVisit);
      }
    } else {
      if (typeof current === 'string' && !isSafeText(current)) return problem(visit, TEXT_MESSAGE);
      length += scalarLength(current);
    }
    if (limits.maxLength !== undefined && length > limits.maxLength) return problem(visit, TOO_LARGE_MESSAGE);
  }
  return null;
}

/** The JSON walk as a zod check, for free-form values (widget settings) and whole documents. */
export function jsonRule(limits: JsonLimits) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const found = jsonProblem(value, limits);
    if (found) ctx.addIssue({ code: 'custom', message: found.message, path: found.path });
  };
}
