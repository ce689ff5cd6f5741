import { memo } from 'react';
import type { TElement } from '@placard/contract';
import { animationStyle } from './animation/elementAnimation';
import { ImageElement } from './elements/ImageElement';
import { ShapeElement } from './elements/ShapeElement';
import { TextElement } from './elements/TextElement';
import { VideoElement } from './elements/VideoElement';
import { WebElement } from './elements/WebElement';
import { WidgetElement } from './elements/WidgetElement';
import { elementBoxStyle } from './geometry';
import type { ElementClickHandler, SlideMode } from './types';

function ElementContents({
  element,
  mode,
  started,
}: {
  element: TElement;
  mode: SlideMode;
  started: boolean;
}) {
  switch (element.eltype) {
    case 'image':
      return <ImageElement contents={element.contents} />;
    case 'video':
      return <VideoElement contents={element.contents} mode={mode} started={started} />;
    case 'text':
      return <TextElement contents={element.contents} />;
    case 'shape':
      return <ShapeElement contents={element.contents} width={element.width} height={element.height} />;
    case 'web':
      return (
        <WebElement contents={element.contents} width={element.width} height={element.height} mode={mode} />
      );
    default:
      return <WidgetElement element={element} mode={mode} />;
  }
}

type ElementViewProps = {
  element: TElement;
  mode: SlideMode;
  /** seconds the slide lasts, for animations that begin before its end */
  slideDuration: number;
  onClick?: ElementClickHandler | undefined;
  /** whether the element takes pointer input when its layer does not */
  pointerEvents?: 'auto' | 'none';
  /** on a screen: whether its slide has come in; until then its animation and video wait at their start */
  started?: boolean;
};

/**
 * One element: a box placed, rotated and scaled on the canvas, holding a wrapper that carries its
 * animation (so the animation's transform composes with the element's own), holding its contents.
 */
function ElementViewImpl({
  element,
  mode,
  slideDuration,
  onClick,
  pointerEvents,
  started = true,
}: ElementViewProps) {
  const animated = mode === 'play' && element.animation !== null;
  return (
    <div
      data-elid={element.elid}
      data-eltype={element.eltype}
      style={{ ...elementBoxStyle(element), pointerEvents }}
      onClick={onClick ? (event) => onClick(element, event) : undefined}
    >
      <div
        data-animation={animated ? element.animation?.type : undefined}
        style={{
          width: '100%',
          height: '100%',
          ...(animated ? animationStyle(element.animation, slideDuration) : {}),
          ...(animated && !started ? { animationPlayState: 'paused' } : {}),
        }}
      >
        <ElementContents element={element} mode={mode} started={started} />
      </div>
    </div>
  );
}

/** Memoised: on a slide of hundreds of elements, moving one redraws that one only. */
export const ElementView = memo(ElementViewImpl);
