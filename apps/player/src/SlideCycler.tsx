import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TAction, TElement, TManifestPlaylist } from '@placard/contract';
import { SlideTransition, SlideView } from '@placard/slides';
import { t } from './i18n';
import { Popup } from './Popup';
import { cycleSlides, overlayOf } from './slideCycle';
import { decodePictures, isSlideDrawn } from './slideReady';
import { useSlideCycle } from './useSlideCycle';
import type { Size } from './useViewport';

/** Tells one showing of a slide from its others: a slide that comes round again is drawn afresh, ahead. */
function showingKey(playlistId: number, serial: number, slideId: number): string {
  return `${playlistId}:${serial}:${slideId}`;
}

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
 * elements over every slide. The next slide is drawn ahead, beneath the one showing, with the very
 * elements that come in: the current slide stays until the next one's pictures are decoded and its
 * videos hold their first frame, so no picture or video ever shows blank, going round included.
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
  const next = cycle?.next && cycle.next.id !== current?.id ? cycle.next : null;
  const nextKey = next && cycle ? showingKey(playlist.id, cycle.serial + 1, next.id) : null;
  useEffect(() => decodePictures(ahead.current), [nextKey, playlist.publicationId]);
  useEffect(() => {
    if (current && live.current) onShown(current.id, live.current);
  }, [current, onShown]);

  if (!cycle || !current) return null;

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
        slideKey={showingKey(playlist.id, cycle.serial, current.id)}
        next={
          next && nextKey
            ? {
                key: nextKey,
                children: (
                  <div ref={ahead} aria-hidden="true" data-testid="next-slide" data-slide-id={next.id}>
                    <SlideView
                      slide={next.data}
                      aspect={playlist.aspect}
                      width={size.width}
                      mode="play"
                      started={false}
                      overlay={overlay}
                    />
                  </div>
                ),
              }
            : null
        }
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
