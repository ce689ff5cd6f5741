import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useFitText } from '../../alert/fitText';
import { ROTATION_FADE_MS, TURN_LAYERS, type Turn } from './useRotation';

/** How an item of a rotating widget is laid out: its layer, its picture, and its text's box and column. */
export type RotatingItemStyles = {
  layer: CSSProperties;
  picture: CSSProperties;
  textBox: CSSProperties;
  text: CSSProperties;
};

/**
 * One item of a rotating widget (a news story, a post): its layer for its turn, its picture (left out
 * once it fails to load) beside or above its text, and its text fitted to its box, fading out in half
 * the fade while the next item comes in over it.
 */
export function RotatingItem({
  testId,
  turn,
  tall,
  pictureUrl,
  fitKey,
  largest,
  styles,
  children,
}: {
  testId: string;
  turn: Turn;
  tall: boolean;
  pictureUrl: string | null;
  /** what the text's size depends on, besides the picture and the layout */
  fitKey: string;
  /** the largest size of its text, in canvas units */
  largest: number;
  styles: RotatingItemStyles;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [brokenPicture, setBrokenPicture] = useState(false);
  const picture = brokenPicture ? null : pictureUrl;
  useFitText(box, content, [fitKey, picture, tall].join('\n'), largest);
  return (
    <div
      data-testid={testId}
      data-turn={turn}
      aria-hidden={turn !== 'current'}
      style={{ ...styles.layer, ...TURN_LAYERS[turn], flexDirection: tall ? 'column' : 'row' }}
    >
      {picture && (
        <img
          src={picture}
          alt=""
          style={styles.picture}
          onError={() => setBrokenPicture(true)}
          draggable={false}
        />
      )}
      <div
        ref={box}
        style={{
          ...styles.textBox,
          opacity: turn === 'previous' ? 0 : 1,
          transition: `opacity ${ROTATION_FADE_MS / 2}ms ease-out`,
        }}
      >
        <div ref={content} style={styles.text}>
          {children}
        </div>
      </div>
    </div>
  );
}
