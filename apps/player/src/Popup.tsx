import { useEffect } from 'react';
import { canvasSize, type TAction, type TAspect, type TSlideData } from '@placard/contract';
import { SlideView } from '@placard/slides';
import { fitInside, type Size } from './useViewport';

/** An untouched popup closes by itself after this long, and the slides go on. */
export const POPUP_TIMEOUT_MS = 30_000;

type PopupProps = {
  action: Extract<TAction, { type: 'OATPopup' }>;
  slide: TSlideData;
  aspect: TAspect;
  /** the slide area it opens over */
  stage: Size;
  onClose: () => void;
};

/** A slide shown in a box over the current one (a touch action) until tapped away. */
export function Popup({ action, slide, aspect, stage, onClose }: PopupProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, POPUP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const box = { width: action.size.width * stage.width, height: action.size.height * stage.height };
  const drawn = fitInside(canvasSize(aspect), box);
  return (
    <>
      <div className="popup-backdrop" data-testid="popup-backdrop" onClick={onClose} />
      <div
        className="popup"
        data-testid="popup"
        style={{
          left: action.position.x * stage.width,
          top: action.position.y * stage.height,
          width: box.width,
          height: box.height,
          zIndex: 4,
        }}
      >
        <SlideView slide={slide} aspect={aspect} width={drawn.width} mode="play" />
      </div>
    </>
  );
}
