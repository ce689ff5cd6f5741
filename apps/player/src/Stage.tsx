import type { ReactNode } from 'react';
import { canvasSize, type TAspect } from '@placard/contract';
import { fitInside, useViewport, type Size } from './useViewport';

type StageProps = {
  aspect: TAspect;
  /** a screen that takes touch; any other ignores input */
  interactive: boolean;
  children: (size: Size) => ReactNode;
};

/** The slide area: as large as the screen allows in the playlist's shape, centred, black around it. */
export function Stage({ aspect, interactive, children }: StageProps) {
  const size = fitInside(canvasSize(aspect), useViewport());
  return (
    <div className="stage" data-interactive={interactive} data-testid="stage">
      <div style={{ position: 'relative', width: size.width, height: size.height, overflow: 'hidden' }}>
        {children(size)}
      </div>
    </div>
  );
}
