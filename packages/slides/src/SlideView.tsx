import { Fragment, type CSSProperties, type Ref } from 'react';
import { canvasSize, type TAspect, type TBackground, type TSlideData } from '@placard/contract';
import { ElementView } from './ElementView';
import { useSlideFonts } from './fonts/useSlideFonts';
import { useKeyframes } from './keyframes';
import type { ElementClickHandler, ElementWrapper, SlideMode } from './types';

export type SlideViewProps = {
  slide: TSlideData;
  aspect: TAspect;
  /** pixels the canvas is drawn wide; one canvas unit takes width / canvas width pixels */
  width: number;
  mode: SlideMode;
  /** a slide whose elements are drawn over this one's (the playlist's overlay); not its background */
  overlay?: TSlideData | null;
  /** wraps or decorates each of the slide's own elements (not the overlay's) */
  elementWrapper?: ElementWrapper;
  /** ids of the slide's elements not to draw (the editor hides the one being edited in place) */
  hiddenElids?: Iterable<string>;
  /** a click on one of the slide's own elements */
  onElementClick?: ElementClickHandler;
  /**
   * In 'play' mode, whether the slide has come in (the default). A slide drawn ahead of its time has
   * not: its pictures and videos load, but its videos wait at their first frame and its animations at
   * their beginning until it has.
   */
  started?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
};

const FILL: CSSProperties = { position: 'absolute', left: 0, top: 0, width: '100%', height: '100%' };

function Background({ background }: { background: TBackground }) {
  if (background.type !== 'image' || !background.url) return null;
  return (
    <img
      data-background=""
      src={background.url}
      alt=""
      draggable={false}
      style={{ ...FILL, display: 'block', objectFit: 'cover', userSelect: 'none' }}
    />
  );
}

/**
 * A slide as it shows on a screen, drawn `width` pixels wide: the canvas at its size in units,
 * scaled down (or up) as a whole, its background, then its elements bottom to top, then the
 * overlay's elements on top. Only 'play' mode moves (animations, videos, web input).
 */
export function SlideView({
  slide,
  aspect,
  width,
  mode,
  overlay = null,
  elementWrapper,
  hiddenElids,
  onElementClick,
  started = true,
  ref,
  className,
  style,
}: SlideViewProps) {
  useKeyframes();
  const fontsReady = useSlideFonts(slide, overlay);
  const canvas = canvasSize(aspect);
  const scale = width / canvas.width;
  const hidden = new Set(hiddenElids);
  return (
    <div
      ref={ref}
      className={className}
      data-slide-mode={mode}
      data-fonts-ready={fontsReady}
      style={{ position: 'relative', width, height: canvas.height * scale, overflow: 'hidden', ...style }}
    >
      <div
        data-slide-canvas=""
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: canvas.width,
          height: canvas.height,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          overflow: 'hidden',
          userSelect: 'none',
          backgroundColor: slide.background.color,
        }}
      >
        <Background background={slide.background} />
        {slide.elements.map((element) => {
          if (hidden.has(element.elid)) return null;
          const node = (
            <ElementView
              element={element}
              mode={mode}
              slideDuration={slide.duration}
              onClick={onElementClick}
              started={started}
            />
          );
          return (
            <Fragment key={element.elid}>{elementWrapper ? elementWrapper(element, node) : node}</Fragment>
          );
        })}
        {overlay && overlay.elements.length > 0 && (
          <div data-overlay="" style={{ ...FILL, pointerEvents: 'none' }}>
            {overlay.elements.map((element) => (
              <ElementView
                key={element.elid}
                element={element}
                mode={mode}
                slideDuration={overlay.duration}
                pointerEvents={mode === 'play' ? 'auto' : 'none'}
                started={started}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
