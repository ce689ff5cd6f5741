import { useEffect, useRef } from 'react';
import type { SlideMode } from '../types';
import type { VideoContents } from './contentTypes';
import { mediaStyle } from './mediaStyle';

type VideoElementProps = {
  contents: VideoContents;
  mode: SlideMode;
  /** on a screen: whether its slide has come in; until then the video waits, loaded, at its first frame */
  started?: boolean;
};

/**
 * A video plays only on a screen ('play'); elsewhere it is still: its poster, or its first frame
 * (only the metadata is fetched and it stays paused). On a screen a slide drawn ahead loads its video
 * whole and holds it at its first frame, which it plays from once the slide comes in.
 */
export function VideoElement({ contents, mode, started = true }: VideoElementProps) {
  const style = mediaStyle(contents.fit);
  const video = useRef<HTMLVideoElement>(null);
  const held = useRef(!started);
  useEffect(() => {
    if (!started) {
      held.current = true;
      return;
    }
    if (!held.current) return;
    held.current = false;
    const element = video.current;
    // a slide that came in late starts its video now (muted videos may always start)
    if (element?.paused) element.play()?.catch(() => undefined);
  }, [started]);

  if (mode !== 'play') {
    if (contents.posterUrl) return <img src={contents.posterUrl} alt="" draggable={false} style={style} />;
    if (!contents.url) return null;
    return <video src={contents.url} preload="metadata" muted playsInline style={style} />;
  }
  if (!contents.url) return null;
  return (
    <video
      ref={video}
      src={contents.url}
      poster={contents.posterUrl ?? undefined}
      autoPlay={started}
      muted={contents.muted}
      loop={contents.loop}
      playsInline
      preload="auto"
      style={style}
    />
  );
}
