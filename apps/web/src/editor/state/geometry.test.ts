import { computeAabb } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { alignMoves, boundsOf, distributeMoves, translated } from './geometry';
import { shapeAt } from './test-fixtures';

const canvas = { width: 1920, height: 1080 };

describe('aligning and distributing by what is seen', () => {
  it('aligns one rotated element to the canvas by its drawn box', () => {
    // 200×100 turned a quarter: drawn 100 wide, 200 high, around its centre (200, 150)
    const turned = shapeAt('r', 100, 100, { width: 200, height: 100, rotation: 90 });
    expect(turned.aabb.x).toBeCloseTo(150);
    const left = alignMoves([turned], 'left', canvas).get('r');
    expect(left?.dx).toBeCloseTo(-150);
    const moved = translated(turned, left?.dx ?? 0, left?.dy ?? 0);
    expect(moved.transform.translation.x).toBeCloseTo(-50);
    expect(computeAabb(moved).x).toBeCloseTo(0);
    expect(moved.aabb.x).toBeCloseTo(0);

    const bottom = alignMoves([turned], 'bottom', canvas).get('r');
    expect(computeAabb(translated(turned, 0, bottom?.dy ?? 0)).y + 200).toBeCloseTo(1080);
    const centre = alignMoves([turned], 'hcenter', canvas).get('r');
    const centred = computeAabb(translated(turned, centre?.dx ?? 0, 0));
    expect(centred.x + centred.width / 2).toBeCloseTo(960);
  });

  it('aligns several elements against the box around them', () => {
    const square = shapeAt('a', 300, 0);
    const diamond = shapeAt('b', 500, 400, { rotation: 45 });
    const moves = alignMoves([square, diamond], 'right', canvas);
    const right = 550 + 50 * Math.SQRT2;
    expect(moves.get('a')?.dx).toBeCloseTo(right - 400);
    expect(moves.get('b')?.dx).toBeCloseTo(0);
    const middle = alignMoves([square, diamond], 'vmiddle', canvas);
    const box = boundsOf([square.aabb, diamond.aabb]);
    const squareAfter = computeAabb(translated(square, 0, middle.get('a')?.dy ?? 0));
    expect(squareAfter.y + squareAfter.height / 2).toBeCloseTo((box?.y ?? 0) + (box?.height ?? 0) / 2);
    const top = alignMoves([square, diamond], 'top', canvas);
    expect(top.get('a')?.dy).toBeCloseTo(0);
    expect(top.get('b')?.dy).toBeCloseTo(-diamond.aabb.y);
  });

  it('spaces 3 or more elements with equal gaps between their drawn boxes', () => {
    const first = shapeAt('a', 0, 0);
    // 200×100 turned a quarter: drawn from x 350 to 450
    const turned = shapeAt('b', 300, 0, { width: 200, height: 100, rotation: 90 });
    const last = shapeAt('c', 900, 0);
    const moves = distributeMoves([last, turned, first], 'horizontal');
    expect(moves.has('a')).toBe(false);
    expect(moves.has('c')).toBe(false);
    const after = computeAabb(translated(turned, moves.get('b')?.dx ?? 0, 0));
    expect(after.x - 100).toBeCloseTo(900 - (after.x + after.width));
    expect(after.x).toBeCloseTo(450);
  });

  it('spaces vertically and needs at least 3 elements', () => {
    const elements = [shapeAt('a', 0, 0), shapeAt('b', 0, 120, { height: 50 }), shapeAt('c', 0, 500)];
    expect(distributeMoves(elements, 'vertical').get('b')?.dy).toBeCloseTo(275 - 120);
    expect(distributeMoves(elements.slice(0, 2), 'vertical').size).toBe(0);
  });
});
