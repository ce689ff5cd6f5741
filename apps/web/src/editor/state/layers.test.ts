import { describe, expect, it } from 'vitest';
import { bringForward, bringToFront, moveTo, sendBackward, sendToBack } from './layers';

const items = (ids: string) => [...ids].map((elid) => ({ elid }));
const ids = (list: readonly { elid: string }[]) => list.map((item) => item.elid).join('');
const chosen = (ids: string) => new Set([...ids]);

describe('layer order', () => {
  it('brings chosen elements one place forward, a group as a block', () => {
    expect(ids(bringForward(items('abcd'), chosen('b')))).toBe('acbd');
    expect(ids(bringForward(items('abcd'), chosen('ab')))).toBe('cabd');
    expect(ids(bringForward(items('abcd'), chosen('ac')))).toBe('badc');
  });

  it('sends chosen elements one place backward', () => {
    expect(ids(sendBackward(items('abcd'), chosen('c')))).toBe('acbd');
    expect(ids(sendBackward(items('abcd'), chosen('cd')))).toBe('acdb');
  });

  it('brings to front and sends to back keeping the chosen order', () => {
    expect(ids(bringToFront(items('abcde'), chosen('bd')))).toBe('acebd');
    expect(ids(sendToBack(items('abcde'), chosen('bd')))).toBe('bdace');
  });

  it('moves one element to a place, clamped to the list', () => {
    expect(ids(moveTo(items('abcd'), 'a', 2))).toBe('bcad');
    expect(ids(moveTo(items('abcd'), 'd', -5))).toBe('dabc');
    expect(ids(moveTo(items('abcd'), 'b', 99))).toBe('acdb');
  });

  it('returns the same list when nothing moves', () => {
    const list = items('abc');
    expect(bringForward(list, chosen('c'))).toBe(list);
    expect(sendBackward(list, chosen('a'))).toBe(list);
    expect(bringToFront(list, chosen('c'))).toBe(list);
    expect(sendToBack(list, chosen('a'))).toBe(list);
    expect(moveTo(list, 'b', 1)).toBe(list);
    expect(moveTo(list, 'zz', 0)).toBe(list);
  });
});
