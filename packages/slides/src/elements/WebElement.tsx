import { useEffect, useState } from 'react';
import type { SlideMode } from '../types';
import type { WebContents } from './contentTypes';
import { webSandbox } from './webSandbox';

/** Counts up every `seconds` (never when null), to reload what is keyed on it. */
function useReloadCount(seconds: number | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => setCount((value) => value + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return count;
}

type WebElementProps = { contents: WebContents; width: number; height: number; mode: SlideMode };

/**
 * A web page in a sandboxed frame, zoomed with a CSS transform (laid out 1/zoom as large, then
 * scaled). It takes input and reloads every refreshSeconds only on a screen ('play').
 */
export function WebElement({ contents, width, height, mode }: WebElementProps) {
  const playing = mode === 'play';
  const reloads = useReloadCount(playing ? contents.refreshSeconds : null);
  const { zoom } = contents;
  return (
    <div style={{ width: '100%', height: '100%', overflow: 'hidden' }}>
      <iframe
        key={reloads}
        src={contents.url}
        title={contents.url}
        sandbox={webSandbox(contents.url, window.location.origin)}
        referrerPolicy="no-referrer"
        tabIndex={playing ? undefined : -1}
        style={{
          display: 'block',
          border: 0,
          width: width / zoom,
          height: height / zoom,
          transform: `scale(${zoom})`,
          transformOrigin: '0 0',
          pointerEvents: playing ? 'auto' : 'none',
        }}
      />
    </div>
  );
}
