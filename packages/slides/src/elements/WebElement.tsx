import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SlideMode } from '../types';
import type { WebContents } from './contentTypes';
import { webSandbox } from './webSandbox';
import { WidgetPlaceholder } from './widgets/WidgetPlaceholder';
import { WidgetIcon } from './widgets/widgetIcons';

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser has a network: a page cannot be read without one. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The site's name as a person reads it: its host without www. */
function siteName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

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
 * scaled). It takes input and reloads every refreshSeconds only on a screen ('play'). A screen
 * without a network shows a calm placeholder with the site's name rather than a browser's error
 * page, and reads the page again once it is back.
 */
export function WebElement({ contents, width, height, mode }: WebElementProps) {
  const playing = mode === 'play';
  const reloads = useReloadCount(playing ? contents.refreshSeconds : null);
  const online = useOnline();
  const { zoom } = contents;
  if (playing && !online) {
    return (
      <WidgetPlaceholder
        title={siteName(contents.url)}
        icon={<WidgetIcon type="web" />}
        width={width}
        height={height}
      />
    );
  }
  return (
    // a page without a background of its own shows on white, as in a browser
    <div style={{ width: '100%', height: '100%', overflow: 'hidden', background: '#FFFFFF' }}>
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
