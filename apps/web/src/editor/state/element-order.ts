/** Where an element sits in a slide's bottom-to-top list. */
export type Placement = { readonly elid: string; readonly index: number };

/**
 * How the order of a slide's elements changed, in few placements: `before` gives the places (in the
 * old list) of the elements that were removed or moved, `after` the places (in the new list) of the
 * elements that were added or moved. The others keep their order, so removing the first set and
 * inserting the second in ascending order turns one list into the other (and back).
 */
export type OrderChange = { readonly before: readonly Placement[]; readonly after: readonly Placement[] };

/** The indices (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] ?? 0] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] ?? -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index] ?? -1) kept.add(index);
  return kept;
}

/** The change from one order of element ids to another, or null when it is the same. */
export function diffOrder(before: readonly string[], after: readonly string[]): OrderChange | null {
  if (before.length === after.length && before.every((elid, index) => after[index] === elid)) return null;
  const afterIndex = new Map(after.map((elid, index) => [elid, index]));
  const common = before.filter((elid) => afterIndex.has(elid));
  const stableIndices = longestIncreasing(common.map((elid) => afterIndex.get(elid) ?? -1));
  const stable = new Set(common.filter((_, index) => stableIndices.has(index)));
  const placements = (order: readonly string[]) =>
    order.flatMap((elid, index) => (stable.has(elid) ? [] : [{ elid, index }]));
  return { before: placements(before), after: placements(after) };
}

/**
 * Reorders `items` by a change: takes out every element named by either side, then puts back those of
 * `to` at their places. `pick` gives the element to put back (null leaves it out).
 */
export function applyOrder<T extends { elid: string }>(
  items: readonly T[],
  change: OrderChange,
  to: 'before' | 'after',
  pick: (elid: string, current: T | undefined) => T | null,
): T[] {
  const moving = new Set([...change.before, ...change.after].map((placement) => placement.elid));
  const taken = new Map<string, T>();
  const list: T[] = [];
  for (const item of items) {
    if (moving.has(item.elid)) taken.set(item.elid, item);
    else list.push(item);
  }
  for (const placement of change[to]) {
    const item = pick(placement.elid, taken.get(placement.elid));
    if (item) list.splice(Math.min(placement.index, list.length), 0, item);
  }
  return list;
}
