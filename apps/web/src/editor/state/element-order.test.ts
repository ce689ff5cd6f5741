import { describe, expect, it } from 'vitest';
import { applyOrder, diffOrder } from './element-order';

const items = (ids: string) => [...ids].map((elid) => ({ elid }));
const ids = (list: readonly { elid: string }[]) => list.map((item) => item.elid).join('');

function roundTrip(before: string, after: string) {
  const change = diffOrder([...before], [...after]);
  if (!change) throw new Error('no change');
  const pick = (elid: string, current: { elid: string } | undefined) => current ?? { elid };
  expect(ids(applyOrder(items(before), change, 'after', pick))).toBe(after);
  expect(ids(applyOrder(items(after), change, 'before', pick))).toBe(before);
  return change;
}

describe('the order of a slide’s elements in the history', () => {
  it('sees no change in the same order', () => {
    expect(diffOrder([...'abc'], [...'abc'])).toBeNull();
  });

  it('names only the element that moved', () => {
    const change = roundTrip('abcdef', 'abdefc');
    expect(change.before).toEqual([{ elid: 'c', index: 2 }]);
    expect(change.after).toEqual([{ elid: 'c', index: 5 }]);
  });

  it('turns added, removed and moved elements back and forth', () => {
    roundTrip('abcdef', 'xfbdey');
    roundTrip('abc', 'cba');
    roundTrip('abc', '');
    roundTrip('', 'abc');
  });
});
