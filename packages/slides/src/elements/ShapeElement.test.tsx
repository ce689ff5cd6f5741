import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { shapePoints } from '@placard/contract';
import { SlideView } from '../SlideView';
import { shape, slide } from '../testing/slideFixtures';
import { polygonPoints } from './shapeOutline';

afterEach(cleanup);

function renderShape(contents: Record<string, unknown>, width = 400, height = 200) {
  const { container } = render(
    <SlideView
      slide={slide({ elements: [shape('s', { width, height }, contents)] })}
      aspect={{ type: '16:9' }}
      width={960}
      mode="edit"
    />,
  );
  return container.querySelector<SVGSVGElement>('[data-elid="s"] svg');
}

const parsePoints = (points: string | null | undefined) =>
  (points ?? '').split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);

describe('shape elements', () => {
  it('draws in an SVG whose view box is the element’s size', () => {
    const svg = renderShape({ shape: 'triangle' }, 300, 120);
    expect(svg?.getAttribute('viewBox')).toBe('0 0 300 120');
  });

  it('draws a pentagon touching every side of its box', () => {
    const svg = renderShape({ shape: 'pentagon', fill: '#00FF00' }, 400, 200);
    const polygon = svg?.querySelector('polygon');
    expect(polygon?.getAttribute('fill')).toBe('#00FF00');
    const points = parsePoints(polygon?.getAttribute('points'));
    expect(points).toHaveLength(5);
    const expected = (shapePoints('pentagon') ?? []).map(([x, y]) => [x * 400, y * 200]);
    points.forEach(([x, y], index) => {
      expect(x).toBeCloseTo(expected[index]?.[0] ?? NaN, 2);
      expect(y).toBeCloseTo(expected[index]?.[1] ?? NaN, 2);
    });
    // the top corner is centred on the top edge; the box is filled edge to edge
    expect(points[0]).toEqual([200, 0]);
    expect(Math.min(...points.map(([x]) => x))).toBe(0);
    expect(Math.max(...points.map(([x]) => x))).toBe(400);
    expect(Math.max(...points.map(([, y]) => y))).toBe(200);
  });

  it('draws a five-pointed star with its inner corners nearer the centre, between its points', () => {
    const points = parsePoints(polygonPoints('star5', 100, 100));
    expect(points).toHaveLength(10);
    const outer = points.filter((_, index) => index % 2 === 0);
    const inner = points.filter((_, index) => index % 2 === 1);
    const centre = [outer.reduce((sum, [x]) => sum + x, 0) / 5, outer.reduce((sum, [, y]) => sum + y, 0) / 5];
    const distance = ([x, y]: [number, number]) => Math.hypot(x - (centre[0] ?? 0), y - (centre[1] ?? 0));
    expect(Math.max(...inner.map(distance))).toBeLessThan(0.6 * Math.min(...outer.map(distance)));
    // going round from the top point, the angle only grows: every inner corner lies between two points
    const turn = ([x, y]: [number, number]) => Math.atan2(y - (centre[1] ?? 0), x - (centre[0] ?? 0));
    const start = turn(points[0] as [number, number]);
    const angles = points.map((point) => (turn(point) - start + 2 * Math.PI) % (2 * Math.PI));
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
    expect(points[0]).toEqual([50, 0]);
  });

  it('rounds a rectangle’s corners, never past half its shorter side', () => {
    expect(
      renderShape({ shape: 'rectangle', cornerRadius: 30 })?.querySelector('rect')?.getAttribute('rx'),
    ).toBe('30');
    cleanup();
    expect(
      renderShape({ shape: 'rectangle', cornerRadius: 5000 }, 400, 200)
        ?.querySelector('rect')
        ?.getAttribute('rx'),
    ).toBe('100');
  });

  it('draws a circle as an ellipse filling its box', () => {
    const ellipse = renderShape({ shape: 'circle' }, 400, 200)?.querySelector('ellipse');
    expect([
      ellipse?.getAttribute('cx'),
      ellipse?.getAttribute('cy'),
      ellipse?.getAttribute('rx'),
      ellipse?.getAttribute('ry'),
    ]).toEqual(['200', '100', '200', '100']);
  });

  it('keeps the stroke inside the shape: twice as wide, clipped to the outline', () => {
    const svg = renderShape({ shape: 'hexagon', stroke: '#0000FF', strokeWidth: 10 });
    const drawn = svg?.querySelector(':scope > polygon');
    expect(drawn?.getAttribute('stroke')).toBe('#0000FF');
    expect(drawn?.getAttribute('stroke-width')).toBe('20');
    const clip = svg?.querySelector('clipPath');
    expect(drawn?.getAttribute('clip-path')).toBe(`url(#${clip?.id})`);
    expect(clip?.querySelector('polygon')?.getAttribute('points')).toBe(drawn?.getAttribute('points'));
  });

  it('draws no stroke without a stroke colour', () => {
    const drawn = renderShape({ shape: 'rectangle', stroke: null, strokeWidth: 10 })?.querySelector(
      ':scope > rect',
    );
    expect(drawn?.hasAttribute('stroke')).toBe(false);
    expect(drawn?.hasAttribute('clip-path')).toBe(false);
  });
});
