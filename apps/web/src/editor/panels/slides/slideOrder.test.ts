import { describe, expect, it } from 'vitest';
import { parseDuration } from './DurationField';
import { dropIndex, keyboardMoveIndex, movedIds } from './slideOrder';

describe('slide order', () => {
  it('moves one id to a new place', () => {
    expect(movedIds([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(movedIds([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(movedIds([1, 2, 3], 1, 99)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('drops a slide at the place of the one it is over', () => {
    expect(dropIndex([1, 2, 3], 1, 3)).toBe(2);
    expect(dropIndex([1, 2, 3], 3, 1)).toBe(0);
    expect(dropIndex([1, 2, 3], 2, 2)).toBeNull();
    expect(dropIndex([1, 2, 3], 2, null)).toBeNull();
    expect(dropIndex([1, 2, 3], 2, 9)).toBeNull();
  });

  it('moves up and down by keyboard, not past the ends', () => {
    expect(keyboardMoveIndex('ArrowUp', 2, 4)).toBe(1);
    expect(keyboardMoveIndex('ArrowDown', 2, 4)).toBe(3);
    expect(keyboardMoveIndex('ArrowUp', 0, 4)).toBeNull();
    expect(keyboardMoveIndex('ArrowDown', 3, 4)).toBeNull();
    expect(keyboardMoveIndex('Enter', 1, 4)).toBeNull();
  });

  it('takes whole seconds from 1 to 86400 as a duration', () => {
    expect(parseDuration(' 15 ')).toBe(15);
    expect(parseDuration('1')).toBe(1);
    expect(parseDuration('86400')).toBe(86_400);
    for (const wrong of ['0', '86401', '1.5', '-3', '', 'ten', '1e3'])
      expect(parseDuration(wrong)).toBeNull();
  });
});
