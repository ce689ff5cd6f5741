/**
 * Layer order of a slide's elements (the list is bottom to top). Each function returns the same
 * list when nothing moves, so a command that changes nothing records nothing.
 */

type Layered = { elid: string };

/** Each chosen element goes one place up, past the next element that is not chosen. */
export function bringForward<T extends Layered>(
  items: readonly T[],
  chosen: ReadonlySet<string>,
): readonly T[] {
  const list = [...items];
  let moved = false;
  for (let index = list.length - 2; index >= 0; index -= 1) {
    const item = list[index];
    const above = list[index + 1];
    if (item && above && chosen.has(item.elid) && !chosen.has(above.elid)) {
      list[index] = above;
      list[index + 1] = item;
      moved = true;
    }
  }
  return moved ? list : items;
}

/** Each chosen element goes one place down, past the next element that is not chosen. */
export function sendBackward<T extends Layered>(
  items: readonly T[],
  chosen: ReadonlySet<string>,
): readonly T[] {
  const list = [...items];
  let moved = false;
  for (let index = 1; index < list.length; index += 1) {
    const item = list[index];
    const below = list[index - 1];
    if (item && below && chosen.has(item.elid) && !chosen.has(below.elid)) {
      list[index] = below;
      list[index - 1] = item;
      moved = true;
    }
  }
  return moved ? list : items;
}

function sameOrder<T extends Layered>(a: readonly T[], b: readonly T[]): boolean {
  return a.every((item, index) => b[index] === item);
}

/** The chosen elements on top, keeping their order among themselves. */
export function bringToFront<T extends Layered>(
  items: readonly T[],
  chosen: ReadonlySet<string>,
): readonly T[] {
  const list = [
    ...items.filter((item) => !chosen.has(item.elid)),
    ...items.filter((item) => chosen.has(item.elid)),
  ];
  return sameOrder(items, list) ? items : list;
}

/** The chosen elements at the bottom, keeping their order among themselves. */
export function sendToBack<T extends Layered>(
  items: readonly T[],
  chosen: ReadonlySet<string>,
): readonly T[] {
  const list = [
    ...items.filter((item) => chosen.has(item.elid)),
    ...items.filter((item) => !chosen.has(item.elid)),
  ];
  return sameOrder(items, list) ? items : list;
}

/** One element moved to a place in the list (clamped to the list). */
export function moveTo<T extends Layered>(items: readonly T[], elid: string, toIndex: number): readonly T[] {
  const from = items.findIndex((item) => item.elid === elid);
  const item = items[from];
  if (!item) return items;
  const to = Math.max(0, Math.min(items.length - 1, Math.round(toIndex)));
  if (to === from) return items;
  const list = items.filter((_, index) => index !== from);
  list.splice(to, 0, item);
  return list;
}
