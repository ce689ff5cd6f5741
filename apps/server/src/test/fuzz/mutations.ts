import fc from 'fast-check';
import { hostileValue } from './hostile-values.js';

type Path = (string | number)[];

/** Every place in a JSON value a field or item lives, outermost first. */
function pathsIn(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      pathsIn(item, [...prefix, index], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsIn(item, [...prefix, key], out);
    }
  }
  return out;
}

/** A copy of a JSON value with `change` applied to the container of `path`. */
function changedAt(
  value: unknown,
  path: Path,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  let container = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) change(container, last);
  return copy;
}

export type Mutated = { value: unknown; how: string };

/**
 * A valid-ish value made wrong in one way: a field replaced by a hostile value, a field removed, an
 * unknown field added, or the whole value replaced; sometimes left as it is.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> {
  return fc
    .tuple(
      valid,
      fc.constantFrom('replace', 'remove', 'extra', 'whole', 'none'),
      fc.nat(),
      hostileValue,
      fc.string({ maxLength: 12 }),
    )
    .map(([value, kind, pick, hostile, extraKey]) => {
      const paths = pathsIn(value);
      const path = paths[pick % Math.max(paths.length, 1)];
      if (kind === 'whole' || (path === undefined && kind !== 'extra' && kind !== 'none')) {
        return { value: hostile, how: 'whole body replaced' };
      }
      if (kind === 'replace' && path) {
        return {
          value: changedAt(value, path, (container, key) => void (container[key] = hostile)),
          how: `${path.join('.')} replaced`,
        };
      }
      if (kind === 'remove' && path) {
        return {
          value: changedAt(value, path, (container, key) => {
            if (Array.isArray(container)) container.splice(Number(key), 1);
            else Reflect.deleteProperty(container, key);
          }),
          how: `${path.join('.')} removed`,
        };
      }
      if (kind === 'extra' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return { value: { ...value, [extraKey]: hostile }, how: `extra field "${extraKey}"` };
      }
      return { value, how: 'as generated' };
    });
}

/** Every leaf (and every empty container) of a JSON value set to one value. */
export function everyLeaf(value: unknown, leaf: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map((item) => everyLeaf(item, leaf)) : [leaf];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return { field: leaf };
    return Object.fromEntries(entries.map(([key, item]) => [key, everyLeaf(item, leaf)]));
  }
  return leaf;
}

/** Every string leaf set to `text` and every number leaf to `number`; other leaves stay. */
export function everyLeafTyped(value: unknown, text: string, number: number): unknown {
  if (Array.isArray(value)) return value.map((item) => everyLeafTyped(item, text, number));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, everyLeafTyped(item, text, number)]),
    );
  }
  if (typeof value === 'string') return text;
  return typeof value === 'number' ? number : value;
}
