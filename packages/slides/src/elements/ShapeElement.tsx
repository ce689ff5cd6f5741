import { useId } from 'react';
import type { ShapeContents } from './contentTypes';
import { polygonPoints, rectangleRadius } from './shapeOutline';

type Paint = {
  fill?: string;
  stroke?: string | undefined;
  strokeWidth?: number | undefined;
  strokeLinejoin?: 'round';
  clipPath?: string | undefined;
};

type OutlineProps = { contents: ShapeContents; width: number; height: number } & Paint;

function Outline({ contents, width, height, ...paint }: OutlineProps) {
  if (contents.shape === 'rectangle') {
    const radius = rectangleRadius(contents.cornerRadius, width, height);
    return <rect x={0} y={0} width={width} height={height} rx={radius} ry={radius} {...paint} />;
  }
  if (contents.shape === 'circle') {
    return <ellipse cx={width / 2} cy={height / 2} rx={width / 2} ry={height / 2} {...paint} />;
  }
  return <polygon points={polygonPoints(contents.shape, width, height) ?? ''} {...paint} />;
}

/**
 * A shape filling its element. Its stroke lies inside the outline: drawn twice as wide and clipped
 * to the shape, so a thick border never grows the shape past its box.
 */
export function ShapeElement({
  contents,
  width,
  height,
}: {
  contents: ShapeContents;
  width: number;
  height: number;
}) {
  const clipId = `placard-shape-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const strokeWidth = contents.stroke ? contents.strokeWidth : 0;
  return (
    <svg
      width="100%"
      height="100%"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ display: 'block', overflow: 'visible' }}
    >
      {strokeWidth > 0 && (
        <defs>
          <clipPath id={clipId}>
            <Outline contents={contents} width={width} height={height} />
          </clipPath>
        </defs>
      )}
      <Outline
        contents={contents}
        width={width}
        height={height}
        fill={contents.fill}
        stroke={strokeWidth > 0 ? (contents.stroke ?? undefined) : undefined}
        strokeWidth={strokeWidth > 0 ? strokeWidth * 2 : undefined}
        strokeLinejoin="round"
        clipPath={strokeWidth > 0 ? `url(#${clipId})` : undefined}
      />
    </svg>
  );
}
