import type { SlideMode } from '../types';
import type { VideoContents } from './contentTypes';
import { mediaStyle } from './mediaStyle';

/**
 * A video plays only on a screen ('play'); elsewhere it is still: its poster, or its first frame
 * (only the metadata is fetched and it stays paused).
 */
export function VideoElement({ contents, mode }: { contents: VideoContents; mode: SlideMode }) {
  const style = mediaStyle(contents.fit);
  if (mode !== 'play') {
    if (contents.posterUrl) return <img src={contents.posterUrl} alt="" draggable={false} style={style} />;
    if (!contents.url) return null;
    return <video src={contents.url} preload="metadata" muted playsInline style={style} />;
  }
  if (!contents.url) return null;
  return (
    <video
      src={contents.url}
      poster={contents.posterUrl ?? undefined}
      autoPlay
      muted={contents.muted}
      loop={contents.loop}
      playsInline
      preload="auto"
      style={style}
    />
  );
}
