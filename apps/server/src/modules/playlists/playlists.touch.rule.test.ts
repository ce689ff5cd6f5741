import { describe, expect, it } from 'vitest';
import type { TAction } from '@placard/contract';
import { addsTouch } from './playlists.touch.js';

const jump: TAction = { type: 'OATJumpTo', targetSlideId: 2 };
const popup: TAction = {
  type: 'OATPopup',
  targetSlideId: 2,
  position: { x: 0.1, y: 0.1 },
  size: { width: 0.8, height: 0.8 },
};
const touch = (actions: Record<string, TAction>, hotCorners = false) => ({ actions, hotCorners });

describe('addsTouch', () => {
  it('sees hot corners turned on and actions added or changed', () => {
    expect(addsTouch(touch({}), touch({}, true))).toBe(true);
    expect(addsTouch(touch({}), touch({ a: jump }))).toBe(true);
    expect(addsTouch(touch({ a: jump }), touch({ a: popup }))).toBe(true);
    expect(addsTouch(touch({ a: jump }), touch({ a: { ...jump, targetSlideId: 3 } }))).toBe(true);
    expect(addsTouch(touch({ a: jump }), touch({ b: jump }))).toBe(true);
    expect(addsTouch(null, touch({ a: jump }))).toBe(true);
  });

  it('lets what is kept or taken away through, whatever order the stored keys come in', () => {
    expect(addsTouch(touch({ a: jump, b: popup }, true), touch({ a: jump }, true))).toBe(false);
    expect(addsTouch(touch({ a: jump }, true), touch({}))).toBe(false);
    const stored = {
      size: popup.size,
      position: popup.position,
      targetSlideId: 2,
      type: 'OATPopup',
    } as const;
    expect(addsTouch(touch({ a: stored }), touch({ a: popup }))).toBe(false);
    expect(addsTouch(null, touch({}))).toBe(false);
  });
});
