import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { TSlideAnimation } from '@placard/contract';
import { useKeyframes } from '../keyframes';
import { isAnimatedTransition, transitionStyle } from './transitionStyle';

export type SlideTransitionProps = {
  /** how the next slide comes in (the incoming slide's animation) */
  animation: TSlideAnimation;
  /** identifies the slide shown; when it changes, the new children come in over the old ones */
  slideKey: string | number;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
};

type Shown = { key: string | number; children: ReactNode };
type Outgoing = Shown & { durationInMillis: number };

/**
 * Switches between slides. When `slideKey` changes the new children animate in over the old ones,
 * which stay (still mounted, not restarted) until the animation ends and are then removed. With
 * animation type 'none' (or no duration) the new slide replaces the old one at once.
 */
export function SlideTransition({ animation, slideKey, children, className, style }: SlideTransitionProps) {
  useKeyframes();
  const [shown, setShown] = useState<Shown>({ key: slideKey, children });
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

  return (
    <div className={className} style={{ position: 'relative', overflow: 'hidden', ...style }}>
      {outgoing && (
        <div
          key={`slide-${outgoing.key}`}
          data-slide-key={outgoing.key}
          style={{ position: 'absolute', inset: 0 }}
        >
          {outgoing.children}
        </div>
      )}
      <div
        key={`slide-${slideKey}`}
        data-slide-key={slideKey}
        style={{ position: 'relative', ...(outgoing ? transitionStyle(animation) : {}) }}
      >
        {children}
      </div>
    </div>
  );
}
