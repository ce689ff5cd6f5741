import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { TSlideAnimation } from '@placard/contract';
import { useKeyframes } from '../keyframes';
import { isAnimatedTransition, transitionStyle } from './transitionStyle';

/** A slide as SlideTransition draws it: what identifies this showing of it, and its contents. */
export type SlideLayer = { key: string | number; children: ReactNode };

export type SlideTransitionProps = {
  /** how the next slide comes in (the incoming slide's animation) */
  animation: TSlideAnimation;
  /** identifies the slide shown; when it changes, the new children come in over the old ones */
  slideKey: string | number;
  children: ReactNode;
  /**
   * The slide that comes next, drawn ahead beneath the one shown: when `slideKey` becomes its key,
   * these very elements come in (already loaded, decoded and painted), not new ones drawn afresh.
   */
  next?: SlideLayer | null;
  className?: string;
  style?: CSSProperties;
};

type Outgoing = SlideLayer & { durationInMillis: number };

/**
 * Every slide shown covers what lies beneath it as the black around slides does: the slide drawn
 * ahead lies beneath the others, drawn and painted like them (its pictures rasterised, its video
 * frames composited), so it shows complete the very frame it comes up. Hiding it (visibility,
 * display) would leave its painting for that frame.
 */
const COVER = '#000';
const AHEAD: CSSProperties = { position: 'absolute', inset: 0, zIndex: 0, pointerEvents: 'none' };
const OUTGOING: CSSProperties = { position: 'absolute', inset: 0, zIndex: 1, background: COVER };
const SHOWN: CSSProperties = { position: 'relative', zIndex: 2, background: COVER };

/**
 * Switches between slides. When `slideKey` changes the new children animate in over the old ones,
 * which stay (still mounted, not restarted) until the animation ends and are then removed. With
 * animation type 'none' (or no duration) the new slide replaces the old one at once. Every slide
 * keeps its elements from being drawn ahead (`next`, beneath the slide shown) to going out, so a
 * video or picture is never loaded again when its slide comes in.
 */
export function SlideTransition({
  animation,
  slideKey,
  children,
  next = null,
  className,
  style,
}: SlideTransitionProps) {
  useKeyframes();
  const [shown, setShown] = useState<SlideLayer>({ key: slideKey, children });
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  if (shown.key !== slideKey) {
    setOutgoing(
      isAnimatedTransition(animation) ? { ...shown, durationInMillis: animation.durationInMillis } : null,
    );
    setShown({ key: slideKey, children });
  } else if (shown.children !== children) {
    setShown({ key: slideKey, children });
  }

  useEffect(() => {
    if (!outgoing) return;
    const timer = setTimeout(() => setOutgoing(null), outgoing.durationInMillis);
    return () => clearTimeout(timer);
  }, [outgoing]);

  // In the order they came: a slide keeps its place among its siblings from ahead to out, so the
  // browser never takes its elements out of the document (which would stop its videos). Their
  // z-index puts the slide shown on top, the one going out under it and the one ahead at the bottom.
  return (
    <div
      className={className}
      style={{ position: 'relative', overflow: 'hidden', isolation: 'isolate', ...style }}
    >
      {outgoing && outgoing.key !== slideKey && (
        <div key={`slide-${outgoing.key}`} data-slide-key={outgoing.key} style={OUTGOING}>
          {outgoing.children}
        </div>
      )}
      <div
        key={`slide-${slideKey}`}
        data-slide-key={slideKey}
        style={{ ...SHOWN, ...(outgoing ? transitionStyle(animation) : {}) }}
      >
        {children}
      </div>
      {next && next.key !== slideKey && next.key !== outgoing?.key && (
        <div
          key={`slide-${next.key}`}
          data-slide-key={next.key}
          data-ahead=""
          aria-hidden="true"
          inert
          style={AHEAD}
        >
          {next.children}
        </div>
      )}
    </div>
  );
}
