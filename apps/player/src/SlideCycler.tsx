import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TAction, TElement, TManifestPlaylist } from '@placard/contract';
import { SlideTransition, SlideView } from '@placard/slides';
import { t } from './i18n';
import { Popup } from './Popup';
import { cycleSlides, overlayOf } from './slideCycle';
import { decodePictures, isSlideDrawn } from './slideReady';
import { useSlideCycle } from './useSlideCycle';
import type { Size } from './useViewport';

type OpenPopup = { playlistId: number; action: Extract<TAction, { type: 'OATPopup' }> };

const CORNERS = [
  { place: { left: 0, top: 0 }, step: -1 },
  { place: { left: 0, bottom: 0 }, step: -1 },
  { place: { right: 0, top: 0 }, step: 1 },
  { place: { right: 0, bottom: 0 }, step: 1 },
] as const;

type SlideCyclerProps = {
  playlist: TManifestPlaylist;
  size: Size;
  /** touch works: hot corners, jump-to and popups */
  interactive: boolean;
  /** a slide came in (or its content changed): its id and the element it is drawn in */
  onShown: (slideId: number, node: HTMLElement) => void;
};

/**
 * Plays a playlist: each slide for its duration, coming in with its transition, the overlay slide's
 * elements over every slide. The next slide is drawn ahead, hidden, so it shows complete at once.
 */
export function SlideCycler({ playlist, size, interactive, onShown }: SlideCyclerProps) {
  const slides = useMemo(() => cycleSlides(playlist), [playlist]);
  const overlay = useMemo(() => overlayOf(playlist), [playlist]);
  const [opened, setOpened] = useState<OpenPopup | null>(null);
  const popup = opened?.playlistId === playlist.id ? opened.action : null;
  const closePopup = useCallback(() => setOpened(null), []);

  const ahead = useRef<HTMLDivElement>(null);
  const nextReady = useCallback(() => isSlideDrawn(ahead.current), []);
  const cycle = useSlideCycle(String(playlist.id), slides, { paused: popup !== null, nextReady });

  const live = useRef<HTMLElement | null>(null);
  const keepLive = useCallback((node: HTMLDivElement | null) => {
    if (node) live.current = node;
  }, []);

  const current = cycle?.current;
  const nextId = cycle?.next?.id;
  useEffect(() => decodePictures(ahead.current), [nextId, playlist.publicationId]);
  useEffect(() => {
    if (current && live.current) onShown(current.id, live.current);
  }, [current, onShown]);

  if (!cycle || !current) return null;
  const { next } = cycle;

  const onElementClick = (element: TElement) => {
    const action = current.data.actions[element.elid];
    if (!action) return;
    if (action.type === 'OATJumpTo') {
      if (slides.some((slide) => slide.id === action.targetSlideId)) cycle.show(action.targetSlideId);
    } else {
      setOpened({ playlistId: playlist.id, action });
    }
  };
  const popupSlide = popup ? playlist.slides.find((slide) => slide.id === popup.targetSlideId) : undefined;
  const hotCorners = interactive && current.data.hotCorners && slides.length > 1;

  return (
    <>
      <SlideTransition
        animation={current.data.slideAnimation}
        slideKey={`${playlist.id}:${current.id}`}
        style={{ width: size.width, height: size.height }}
      >
        <div data-testid="player-slide" data-playlist-id={playlist.id} data-slide-id={current.id}>
          <SlideView
            ref={keepLive}
            slide={current.data}
            aspect={playlist.aspect}
            width={size.width}
            mode="play"
            overlay={overlay}
            onElementClick={interactive ? onElementClick : undefined}
          />
        </div>
      </SlideTransition>
      {next && next.id !== current.id && (
        <div className="preload" ref={ahead} aria-hidden="true" data-testid="next-slide">
          <SlideView
            slide={next.data}
            aspect={playlist.aspect}
            width={size.width}
            mode="thumbnail"
            overlay={overlay}
          />
        </div>
      )}
      {hotCorners &&
        CORNERS.map(({ place, step }) => (
          <button
            key={`${Object.keys(place).join('-')}`}
            type="button"
            className="hot-corner"
            style={place}
            aria-label={step < 0 ? t('player.previousSlide') : t('player.nextSlide')}
            onClick={() => cycle.step(step)}
          />
        ))}
      {popup && popupSlide && (
        <Popup
          action={popup}
          slide={popupSlide.data}
          aspect={playlist.aspect}
          stage={size}
          onClose={closePopup}
        />
      )}
    </>
  );
}
